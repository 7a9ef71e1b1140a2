import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MenuNodeRecord } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

/** `GET /org-center/operating-menu/node {id}`: every field of one node (spec 1 §3), for the tree editor. */
export const fetchMenuNode = (id: number) => get<MenuNodeRecord>(SYSTEM_APP, 'operating-menu/node', { id })

export const menuNodeOptions = (id: number | undefined) => queryOptions({ queryKey: menuKeys.node(id), queryFn: () => fetchMenuNode(id!), enabled: Boolean(id) })

export const useMenuNode = (id: number | undefined) => useQuery(menuNodeOptions(id))
