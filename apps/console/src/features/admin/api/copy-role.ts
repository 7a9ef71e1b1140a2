import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RoleDetail } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/role/copy`: a copy of the role. */
export const copyRole = (id: number) => post<RoleDetail>(ADMIN_APP, 'role/copy', { id })

export const useCopyRole = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: copyRole, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
