import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RoleDetail, SaveRoleBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/role/save`: a new role without `id`, else the role with that `id`. */
export const saveRole = (body: SaveRoleBody) => post<RoleDetail>(ADMIN_APP, 'role/save', { ...body })

export const useSaveRole = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveRole, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
