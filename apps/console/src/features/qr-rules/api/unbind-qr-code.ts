import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QrCode } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `POST …/tool/qrcode/unbind`: the code becomes its brand's blank code. */
export const unbindQrCode = (codeId: number) => post<QrCode>(QR_APP, 'cmk-operating/tool/qrcode/unbind', { codeId })

export const useUnbindQrCode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: unbindQrCode, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
