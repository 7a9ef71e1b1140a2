import { useMutation, useQueryClient } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import type { GroupAccountInput } from './bind-group-account.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

/** `GET /org-center/user/account-unbind-group`: the account no longer signs in as the group. */
export const unbindGroupAccount = (input: GroupAccountInput) => get<null>(GROUPS_APP, 'user/account-unbind-group', { ...input })

/** Unbinds, then refreshes the group's account list and its detail. */
export const useUnbindGroupAccount = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: unbindGroupAccount,
    onSuccess: (_, { groupId }) =>
      Promise.all([client.invalidateQueries({ queryKey: groupKeys.accounts(groupId) }), client.invalidateQueries({ queryKey: groupKeys.detail(groupId) })]),
  })
}
