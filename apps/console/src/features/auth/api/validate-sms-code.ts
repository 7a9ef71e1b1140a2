import type { SmsPurposeValue } from './send-code.js'
import { post } from '../../../shared/lib/request.js'

/** Spends the code for a short-lived ticket that proves the phone to `register` or `reset-password`. */
export const validateSmsCode = (phone: string, smsCode: string, type: SmsPurposeValue) =>
  post<{ ticket: string; expiresInSeconds: number }>('org-center', 'account/validate-sms-code', { phone, smsCode, type, from: 1 }, { silent: true })
