import { get } from '../../../shared/lib/request.js'

/** Whether the phone has an account: step 1 sends a code if so, and goes to registration if not. */
export const hasBeenRegistered = (phone: string) =>
  get<{ registered: boolean }>('org-center', 'account/has-been-registered', { username: phone })
