import { useMutation, useQueryClient } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `GET …/qrcode-config/disabled {id}`. */
export const disableQrRule = (id: number) => get<null>(QR_APP, 'cmk-operating/qrcode-config/disabled', { id })

export const useDisableQrRule = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: disableQrRule, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
