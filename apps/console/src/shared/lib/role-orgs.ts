import type { OrgOption, RoleOrgChoice } from '@yunying/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get, post } from './request.js'

/**
 * The brands, groups and role organisations the account may act for: one call for the login's step 8
 * and the header's organisation switch (spec 1 §5, §2.2), asked afresh each time either opens.
 */
export const fetchRoleOrgs = () => get<OrgOption[]>('org-center', 'not-power/list-role-org')

export const roleOrgsQuery = () => queryOptions({ queryKey: ['role-orgs'], queryFn: fetchRoleOrgs, staleTime: 0 })

export const useRoleOrgs = (enabled = true) => useQuery({ ...roleOrgsQuery(), enabled })

/** `POST not-power/select-role-org`: the session acts for the chosen organisation from now on. */
export const selectRoleOrg = (option: Pick<OrgOption, 'type' | 'typeId'>) =>
  post<RoleOrgChoice>('org-center', 'not-power/select-role-org', { type: option.type, typeId: option.typeId })
