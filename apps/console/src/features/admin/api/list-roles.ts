import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListRolesBody, Page, RoleRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

export type RoleListQuery = Omit<ListRolesBody, 'operatingUrl'>

/** `POST /org-center/role/list`: a page of roles with the search filters. */
export const fetchRoles = (query: RoleListQuery) => post<Page<RoleRow>>(ADMIN_APP, 'role/list', { ...query })

export const roleListOptions = (query: RoleListQuery) =>
  queryOptions({ queryKey: [...adminKeys.roles, query], queryFn: () => fetchRoles(query), placeholderData: keepPreviousData })

export const useRoles = (query: RoleListQuery) => useQuery(roleListOptions(query))

/** Every role, for pickers (a few dozen at most). */
export const useAllRoles = (orgType?: number) =>
  useQuery({ queryKey: [...adminKeys.roles, 'all', orgType], queryFn: () => fetchRoles({ orgType, pageNum: 1, pageSize: 100 }) })
