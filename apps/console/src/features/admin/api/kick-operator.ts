import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/operator/kick`: ends one session of the account, or all of them without `sessionId`. */
export const kickOperator = (args: { id: number; sessionId?: number }) => post<{ endedSessions: number }>(ADMIN_APP, 'operator/kick', { ...args })

export const useKick = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: kickOperator, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
