import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NodeCategory } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `GET operating/dict-data/list-nodes-category`: the parent-node tree of entity `pid`. */
export const fetchNodesCategory = (pid: number) => get<NodeCategory[]>(DS_APP, 'operating/dict-data/list-nodes-category', { pid })

export const nodesCategoryOptions = (pid: number) => queryOptions({ queryKey: [...dsKeys.dict, 'nodes', pid], queryFn: () => fetchNodesCategory(pid), staleTime: 60_000 })

export const useNodesCategory = (pid: number | undefined) => useQuery({ ...nodesCategoryOptions(pid ?? 0), enabled: Boolean(pid) })
