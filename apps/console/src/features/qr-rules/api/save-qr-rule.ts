import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QrRule, SaveQrRuleBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

export type NewQrRule = Omit<SaveQrRuleBody, 'operatingUrl'>

/** `POST …/qrcode-config/save`: a new rule, enabled. */
export const saveQrRule = (body: NewQrRule) => post<QrRule>(QR_APP, 'cmk-operating/qrcode-config/save', body as unknown as Record<string, unknown>)

export const useSaveQrRule = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveQrRule, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
