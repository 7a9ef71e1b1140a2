import { queryOptions } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

export interface RoleOption {
  id: number
  name: string
  status: number
}

/** `POST /org-center/role/list`: the first roles whose name contains `name`, for the preview's searching select. */
export const findRoleOptions = async (name: string) =>
  (await post<{ list: RoleOption[] }>(SYSTEM_APP, 'role/list', { name: name.trim() || undefined, pageNum: 1, pageSize: 20 })).list

export const roleOptionsQuery = (name: string) => queryOptions({ queryKey: menuKeys.roleOptions(name.trim()), queryFn: () => findRoleOptions(name) })
