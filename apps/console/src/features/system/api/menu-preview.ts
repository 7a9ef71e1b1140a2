import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MenuPreviewNode } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

/** `GET /org-center/operating-menu/preview {roleId}`: the menu as that role sees it. */
export const fetchMenuPreview = (roleId: number) => get<MenuPreviewNode[]>(SYSTEM_APP, 'operating-menu/preview', { roleId })

export const menuPreviewOptions = (roleId: number | undefined) =>
  queryOptions({ queryKey: menuKeys.preview(roleId), queryFn: () => fetchMenuPreview(roleId!), enabled: Boolean(roleId) })

export const useMenuPreview = (roleId: number | undefined) => useQuery(menuPreviewOptions(roleId))
