import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QrCode, QrRebindBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `POST …/tool/qrcode/rebind`: a bound code to another store, rule or parameters, at its version (409 when stale). */
export const rebindQrCode = (body: Omit<QrRebindBody, 'operatingUrl'>) => post<QrCode>(QR_APP, 'cmk-operating/tool/qrcode/rebind', body)

export const useRebindQrCode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: rebindQrCode, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
