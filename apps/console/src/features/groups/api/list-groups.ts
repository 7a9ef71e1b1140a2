import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GroupPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

export interface GroupListParams {
  name?: string
  pageNum: number
  pageSize: number
}

/** `POST /org-center/group/list-group` (spec 2 §2): the groups, searched by name. */
export const fetchGroups = (params: GroupListParams) => post<GroupPage>(GROUPS_APP, 'group/list-group', { ...params })

export const groupListOptions = (params: GroupListParams) =>
  queryOptions({ queryKey: groupKeys.list(params), queryFn: () => fetchGroups(params), placeholderData: keepPreviousData })

export const useGroups = (params: GroupListParams) => useQuery(groupListOptions(params))
