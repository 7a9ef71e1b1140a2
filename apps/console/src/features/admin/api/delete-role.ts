import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/role/delete`. */
export const deleteRole = (id: number) => post<null>(ADMIN_APP, 'role/delete', { id })

export const useDeleteRole = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteRole, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
