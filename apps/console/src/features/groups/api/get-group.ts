import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GroupDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

/** `GET /org-center/group/detail`: one group, for its edit form. */
export const fetchGroup = (id: number) => get<GroupDetail>(GROUPS_APP, 'group/detail', { id })

export const groupDetailOptions = (id: number) => queryOptions({ queryKey: groupKeys.detail(id), queryFn: () => fetchGroup(id) })

/** The group `id`, or nothing while there is none (新建集团). */
export const useGroup = (id: number | null) => useQuery({ ...groupDetailOptions(id ?? 0), enabled: id !== null })
