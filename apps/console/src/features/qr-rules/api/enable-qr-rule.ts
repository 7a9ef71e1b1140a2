import { useMutation, useQueryClient } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `GET …/qrcode-config/enabled {id}`. */
export const enableQrRule = (id: number) => get<null>(QR_APP, 'cmk-operating/qrcode-config/enabled', { id })

export const useEnableQrRule = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: enableQrRule, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
