import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EditQrRuleBody, QrRule } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

export type ChangedQrRule = Omit<EditQrRuleBody, 'operatingUrl'>

/**
 * `POST …/qrcode-config/edit`: the whole rule at the `version` the editor loaded. A stale version is
 * refused with 409; the editor keeps the input (it does not refresh the rule under the user's hands).
 */
export const editQrRule = (body: ChangedQrRule) => post<QrRule>(QR_APP, 'cmk-operating/qrcode-config/edit', body as unknown as Record<string, unknown>)

export const useEditQrRule = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: editQrRule, onSuccess: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
