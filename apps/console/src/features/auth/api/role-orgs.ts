import type { OrgOption, RoleOrgChoice } from '@yunying/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

/** The brands, groups and role organisations the account may act for (login step 8). */
export const fetchRoleOrgs = () => get<OrgOption[]>('org-center', 'not-power/list-role-org')

export const roleOrgsQuery = () => queryOptions({ queryKey: ['auth', 'role-orgs'], queryFn: fetchRoleOrgs, staleTime: 0 })

export const useRoleOrgs = () => useQuery(roleOrgsQuery())

export const selectRoleOrg = (option: Pick<OrgOption, 'type' | 'typeId'>) =>
  post<RoleOrgChoice>('org-center', 'not-power/select-role-org', { type: option.type, typeId: option.typeId })
