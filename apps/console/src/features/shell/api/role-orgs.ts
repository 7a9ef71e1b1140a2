import type { OrgOption, RoleOrgChoice } from '@yunying/contracts'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

export const fetchRoleOrgs = () => get<OrgOption[]>('org-center', 'not-power/list-role-org')

export const roleOrgsQuery = () => queryOptions({ queryKey: ['role-orgs'], queryFn: fetchRoleOrgs, staleTime: 60_000 })

export const useRoleOrgs = (enabled = true) => useQuery({ ...roleOrgsQuery(), enabled })

export const selectRoleOrg = (option: Pick<OrgOption, 'type' | 'typeId'>) =>
  post<RoleOrgChoice>('org-center', 'not-power/select-role-org', { type: option.type, typeId: option.typeId })

export const useSelectRoleOrg = () => useMutation({ mutationFn: selectRoleOrg })
