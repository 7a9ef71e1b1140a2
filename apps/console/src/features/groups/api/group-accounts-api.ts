import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'
import { groupKeys } from './groups-api.js'

export interface GroupAccountRow {
  username: string
  contactName: string
  contactPhone: string
  contactEmail: string
}

/** `POST group/list-group-account`: a group's bound accounts, 10 a page, searched by the account (phone). */
export const useGroupAccounts = (groupId: number | null, pageNum: number, username = '') =>
  useQuery({
    queryKey: [...groupKeys.accounts(groupId ?? 0, pageNum), username],
    queryFn: () => post<{ list: GroupAccountRow[]; total: number }>('org-center', 'group/list-group-account', { groupId, type: 1, pageNum, pageSize: 10, ...(username ? { username } : {}) }),
    enabled: groupId !== null,
    placeholderData: keepPreviousData,
  })

const useGroupAccountCall = (url: 'user/account-bind-group' | 'user/account-unbind-group') => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { groupId: number; username: string }) => get<null>('org-center', url, input),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  })
}

export const useBindGroupAccount = () => useGroupAccountCall('user/account-bind-group')
export const useUnbindGroupAccount = () => useGroupAccountCall('user/account-unbind-group')
