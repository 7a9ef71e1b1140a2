import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GroupBossAccountPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

export const GROUP_BOSS_ACCOUNTS_PAGE_SIZE = 20

export interface GroupBossAccountListParams {
  /** A name or a phone number, or '' for every account. */
  keyword: string
  pageNum: number
}

/** `POST /org-center/group/list-boss-account` (spec 2 §2): a group's boss-cockpit accounts, 20 a page. */
export const fetchGroupBossAccounts = (groupId: number, { keyword, pageNum }: GroupBossAccountListParams) =>
  post<GroupBossAccountPage>(GROUPS_APP, 'group/list-boss-account', { groupId, keyword: keyword || undefined, pageNum, pageSize: GROUP_BOSS_ACCOUNTS_PAGE_SIZE })

export const groupBossAccountsOptions = (groupId: number, params: GroupBossAccountListParams) =>
  queryOptions({ queryKey: groupKeys.bossAccountsPage(groupId, params), queryFn: () => fetchGroupBossAccounts(groupId, params), placeholderData: keepPreviousData })

/** The boss-cockpit accounts of group `groupId`, or nothing while no group is open. */
export const useGroupBossAccounts = (groupId: number | null, params: GroupBossAccountListParams) =>
  useQuery({ ...groupBossAccountsOptions(groupId ?? 0, params), enabled: groupId !== null })
