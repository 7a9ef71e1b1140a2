import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateGroupBossAccountBody, GroupBossAccountRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

/** `POST /org-center/group/create-boss-account`: 添加账号 (mobile and name), from the console (`createChannel: 'pc'`). */
export const createGroupBossAccount = (body: Omit<CreateGroupBossAccountBody, 'operatingUrl'>) => post<GroupBossAccountRow>(GROUPS_APP, 'group/create-boss-account', body)

/** Adds, then refreshes that group's boss-cockpit accounts. */
export const useCreateGroupBossAccount = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: createGroupBossAccount, onSuccess: (_, { groupId }) => client.invalidateQueries({ queryKey: groupKeys.bossAccounts(groupId) }) })
}
