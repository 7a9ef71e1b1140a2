import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

/** `POST /org-center/group/delete-boss-account`: removes one boss-cockpit account of the group. */
export const deleteGroupBossAccount = (input: { id: number; groupId: number }) => post<null>(GROUPS_APP, 'group/delete-boss-account', { ...input })

/** Removes, then refreshes that group's boss-cockpit accounts. */
export const useDeleteGroupBossAccount = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteGroupBossAccount, onSuccess: (_, { groupId }) => client.invalidateQueries({ queryKey: groupKeys.bossAccounts(groupId) }) })
}
