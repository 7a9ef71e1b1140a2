import { post } from '../../../shared/lib/request.js'

/** Sets a new password for a verified phone (the /forgetPassword screen). */
export const resetPassword = (body: { phone: string; ticket: string; password: string }) =>
  post<null>('org-center', 'account/reset-password', { ...body })
