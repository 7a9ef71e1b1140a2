import { get } from '../../../shared/lib/request.js'
import { GROUPS_APP, useGroupAccountMutation } from './group-keys.js'

export interface GroupAccountInput {
  groupId: number
  username: string
}

/** `GET /org-center/user/account-bind-group`: binds a registered phone to the group. */
export const bindGroupAccount = (input: GroupAccountInput) => get<null>(GROUPS_APP, 'user/account-bind-group', { ...input })

/** Binds, then refreshes the group's account list and its detail. */
export const useBindGroupAccount = () => useGroupAccountMutation(bindGroupAccount)
