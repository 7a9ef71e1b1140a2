import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/operator/status`: 1 enables the account, 0 disables it. */
export const setOperatorStatus = (args: { id: number; status: 0 | 1 }) => post<null>(ADMIN_APP, 'operator/status', { ...args })

export const useOperatorStatus = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: setOperatorStatus, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
