import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandKeys } from './brands-keys.js'

/** `GET /org-center/group/list-all`: every group, for the editor's group select. */
export const fetchGroupOptions = () => get<Array<{ id: number; name: string }>>(BRANDS_APP, 'group/list-all')

export const groupOptionsOptions = () => queryOptions({ queryKey: brandKeys.groups, queryFn: fetchGroupOptions, staleTime: 60_000 })

export const useGroupOptions = () => useQuery(groupOptionsOptions())
