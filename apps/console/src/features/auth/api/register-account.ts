import type { LoginResult } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'

export interface RegisterAccountBody {
  phone: string
  ticket: string
  name: string
  password: string
}

/** Creates the account for a verified phone and signs it in. */
export const registerAccount = (body: RegisterAccountBody) => post<LoginResult>('org-center', 'account/register', { ...body })
