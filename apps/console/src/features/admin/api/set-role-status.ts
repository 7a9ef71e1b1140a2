import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RoleDetail } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/role/status`: 1 enables the role, 0 disables it. */
export const setRoleStatus = (args: { id: number; status: 0 | 1 }) => post<RoleDetail>(ADMIN_APP, 'role/status', { ...args })

export const useRoleStatus = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: setRoleStatus, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
