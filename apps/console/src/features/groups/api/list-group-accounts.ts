import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GroupAccountPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

export const GROUP_ACCOUNTS_PAGE_SIZE = 10

export interface GroupAccountListParams {
  pageNum: number
  /** The account (a phone number), or '' for every one. */
  username: string
}

/** `POST /org-center/group/list-group-account`: a group's bound accounts (type 1), 10 a page, searched by the account. */
export const fetchGroupAccounts = (groupId: number, { pageNum, username }: GroupAccountListParams) =>
  post<GroupAccountPage>(GROUPS_APP, 'group/list-group-account', { groupId, type: 1, pageNum, pageSize: GROUP_ACCOUNTS_PAGE_SIZE, ...(username ? { username } : {}) })

export const groupAccountsOptions = (groupId: number, params: GroupAccountListParams) =>
  queryOptions({ queryKey: groupKeys.accountsPage(groupId, params), queryFn: () => fetchGroupAccounts(groupId, params), placeholderData: keepPreviousData })

/** The accounts of group `groupId`, or nothing while no group is open. */
export const useGroupAccounts = (groupId: number | null, params: GroupAccountListParams) =>
  useQuery({ ...groupAccountsOptions(groupId ?? 0, params), enabled: groupId !== null })
