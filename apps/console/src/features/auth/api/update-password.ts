import { post } from '../../../shared/lib/request.js'

/**
 * Changes the signed-in account's password. The server then ends every session of the account.
 * Silent: a wrong old password shows under its field.
 */
export const updatePassword = (body: { oldPassword: string; password: string }) =>
  post<null>('org-center', 'account/update-password', { ...body }, { silent: true })
