import type { MenuNodeSaveBody, MenuPreviewNode, OperatingMenuDetail, OperatingMenuRow } from '@yunying/contracts'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

export const fetchOperatingMenus = (filter: { name?: string; type?: number }) => get<OperatingMenuRow[]>('org-center', 'operating-menu/list', { ...filter })

export const useOperatingMenus = (filter: { name?: string; type?: number }) =>
  useQuery({ queryKey: ['operating-menu', filter], queryFn: () => fetchOperatingMenus(filter), placeholderData: keepPreviousData })

export const fetchOperatingMenuDetail = (id: number) => get<OperatingMenuDetail>('org-center', 'operating-menu/detail', { id })

export const useOperatingMenuDetail = (id: number) =>
  useQuery({ queryKey: ['operating-menu-detail', id], queryFn: () => fetchOperatingMenuDetail(id), enabled: id > 0 })

export interface MenuNodeRecord {
  id: number
  pid: number
  name: string
  path: string
  description: string
  sort: number
  type: 1 | 2 | 4
  clientType: number
  menuStatus: number
  icon: string
  url: string
  serviceId: number | null
  code: string
  keepAlive: boolean
  key: string | null
  /** `page:<path>` or `code:<code>` when a server route checks this node; such a node cannot be deleted. */
  declaredBy: string | null
  roles: Array<{ id: number; name: string }>
}

/** Every field of one node (spec 1 §3), for the tree editor. */
export const fetchMenuNode = (id: number) => get<MenuNodeRecord>('org-center', 'operating-menu/node', { id })
export const useMenuNode = (id: number | undefined) => useQuery({ queryKey: ['operating-menu', 'node', id], queryFn: () => fetchMenuNode(id!), enabled: Boolean(id) })

export interface RoleOption {
  id: number
  name: string
  status: number
}

/** The first roles whose name contains `name`, for the preview's searching select. */
export const findRoleOptions = async (name: string) =>
  (await post<{ list: RoleOption[] }>('org-center', 'role/list', { name: name.trim() || undefined, pageNum: 1, pageSize: 20 })).list

export const roleOptionsQuery = (name: string) => queryOptions({ queryKey: ['operating-menu', 'role-options', name.trim()] as const, queryFn: () => findRoleOptions(name) })

export const useMenuPreview = (roleId: number | undefined) =>
  useQuery({ queryKey: ['operating-menu', 'preview', roleId], queryFn: () => get<MenuPreviewNode[]>('org-center', 'operating-menu/preview', { roleId }), enabled: Boolean(roleId) })

const useMenuCall = <Body extends Record<string, unknown>, Result>(url: string) => {
  const client = useQueryClient()
  return useMutation({ mutationFn: (body: Body) => post<Result>('org-center', url, body), onSettled: () => void client.invalidateQueries({ queryKey: ['operating-menu'] }) })
}
export const useSaveMenuNode = () => useMenuCall<Omit<MenuNodeSaveBody, 'operatingUrl'>, { id: number }>('operating-menu/save')
export const useMoveMenuNode = () => useMenuCall<{ id: number; pid: number; index: number }, null>('operating-menu/move')
export const useDeleteMenuNode = () => useMenuCall<{ id: number }, null>('operating-menu/delete')
