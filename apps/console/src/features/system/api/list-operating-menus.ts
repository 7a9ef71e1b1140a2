import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OperatingMenuRow } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

export interface OperatingMenuFilter {
  name?: string
  type?: number
}

/** `GET /org-center/operating-menu/list`: the menu tree, narrowed by name and type. */
export const fetchOperatingMenus = (filter: OperatingMenuFilter) => get<OperatingMenuRow[]>(SYSTEM_APP, 'operating-menu/list', { ...filter })

export const operatingMenusOptions = (filter: OperatingMenuFilter) =>
  queryOptions({ queryKey: menuKeys.list(filter), queryFn: () => fetchOperatingMenus(filter), placeholderData: keepPreviousData })

export const useOperatingMenus = (filter: OperatingMenuFilter) => useQuery(operatingMenusOptions(filter))
