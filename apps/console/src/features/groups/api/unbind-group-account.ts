import { get } from '../../../shared/lib/request.js'
import type { GroupAccountInput } from './bind-group-account.js'
import { GROUPS_APP, useGroupAccountMutation } from './group-keys.js'

/** `GET /org-center/user/account-unbind-group`: the account no longer signs in as the group. */
export const unbindGroupAccount = (input: GroupAccountInput) => get<null>(GROUPS_APP, 'user/account-unbind-group', { ...input })

/** Unbinds, then refreshes the group's account list and its detail. */
export const useUnbindGroupAccount = () => useGroupAccountMutation(unbindGroupAccount)
