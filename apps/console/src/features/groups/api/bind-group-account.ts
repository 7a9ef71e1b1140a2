import { useMutation, useQueryClient } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

export interface GroupAccountInput {
  groupId: number
  username: string
}

/** `GET /org-center/user/account-bind-group`: binds a registered phone to the group. */
export const bindGroupAccount = (input: GroupAccountInput) => get<null>(GROUPS_APP, 'user/account-bind-group', { ...input })

/** Binds, then refreshes the group's account list and its detail (which names the bound account). */
export const useBindGroupAccount = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: bindGroupAccount,
    onSuccess: (_, { groupId }) =>
      Promise.all([client.invalidateQueries({ queryKey: groupKeys.accounts(groupId) }), client.invalidateQueries({ queryKey: groupKeys.detail(groupId) })]),
  })
}
