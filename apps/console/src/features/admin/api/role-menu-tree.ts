import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RoleTreeNode } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `GET /org-center/role/menu-tree`: the menus a role may be given. */
export const fetchRoleTree = () => get<RoleTreeNode[]>(ADMIN_APP, 'role/menu-tree')

export const roleTreeOptions = () => queryOptions({ queryKey: adminKeys.tree, queryFn: fetchRoleTree })

export const useRoleTree = () => useQuery(roleTreeOptions())
