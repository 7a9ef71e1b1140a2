import { queryOptions } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'

export interface AccountGroup {
  id: number
  name: string
  img: string
}

/** The groups of the account's organisations (login step 7). */
export const fetchAccountGroups = () => get<AccountGroup[]>('org-center', 'not-group/list-account-group-v2')

export const accountGroupsQuery = () => queryOptions({ queryKey: ['auth', 'account-groups'], queryFn: fetchAccountGroups, staleTime: 0 })
