import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QrAppRegistration, QrAppRegistrationBodySchema } from '@yunying/contracts'
import type { z } from 'zod'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

export type QrAppBody = Omit<z.input<typeof QrAppRegistrationBodySchema>, 'operatingUrl'>

/** `POST …/tool/qrcode/app/save`: a new registration, or the registration `id` at its `version` (409 when stale). */
export const saveQrApp = (body: QrAppBody) => post<QrAppRegistration>(QR_APP, 'cmk-operating/tool/qrcode/app/save', body as unknown as Record<string, unknown>)

export const useSaveQrApp = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveQrApp, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.apps }) })
}
