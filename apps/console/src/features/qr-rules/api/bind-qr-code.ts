import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QrBindBody, QrCode } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `POST …/tool/qrcode/bind`: a new code (or the blank `codeId`) for a store under a rule. */
export const bindQrCode = (body: Omit<QrBindBody, 'operatingUrl'>) => post<QrCode>(QR_APP, 'cmk-operating/tool/qrcode/bind', body)

export const useBindQrCode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: bindQrCode, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
