import type { GroupDetail, GroupRow, SaveGroupBody } from '@yunying/contracts'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

export interface GroupPage {
  list: GroupRow[]
  total: number
}

export const groupKeys = {
  all: ['groups'] as const,
  list: (filter: { name?: string; pageNum: number; pageSize: number }) => ['groups', 'list', filter] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  accounts: (groupId: number, pageNum: number) => ['groups', 'accounts', groupId, pageNum] as const,
}

export const listGroups = (filter: { name?: string; pageNum: number; pageSize: number }) => post<GroupPage>('org-center', 'group/list-group', filter)

export const useGroups = (filter: { name?: string; pageNum: number; pageSize: number }) =>
  useQuery({ queryKey: groupKeys.list(filter), queryFn: () => listGroups(filter), placeholderData: keepPreviousData })

export const groupDetailQuery = (id: number) =>
  queryOptions({ queryKey: groupKeys.detail(id), queryFn: () => get<GroupDetail>('org-center', 'group/detail', { id }) })

export const useGroupDetail = (id: number | null) => useQuery({ ...groupDetailQuery(id ?? 0), enabled: id !== null })

/** Saves and refreshes every group query; the caller acts only on success. */
export const useSaveGroup = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Partial<SaveGroupBody>) => post<GroupDetail>('org-center', 'group/save-group', body as Record<string, unknown>),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  })
}
