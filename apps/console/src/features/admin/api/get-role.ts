import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RoleDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `GET /org-center/role/detail {id}`: the role with its menus and organisations. */
export const fetchRole = (id: number) => get<RoleDetail>(ADMIN_APP, 'role/detail', { id })

export const roleOptions = (id: number) => queryOptions({ queryKey: adminKeys.role(id), queryFn: () => fetchRole(id) })

/** The role being edited; nothing is asked for a new role (`id` null). */
export const useRole = (id: number | null) => useQuery({ ...roleOptions(id ?? 0), enabled: id !== null })
