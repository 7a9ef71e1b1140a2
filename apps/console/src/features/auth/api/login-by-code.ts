import type { LoginResult } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'

/** Phone and code sign-in. Silent: a wrong code shows under the code boxes; 17001 sends the user to registration. */
export const loginByCode = (phone: string, smsCode: string) =>
  post<LoginResult>('org-center', 'account/login-by-verify-code-v2', { phone, smsCode }, { silent: true })
