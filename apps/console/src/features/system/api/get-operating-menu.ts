import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OperatingMenuDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

/** `GET /org-center/operating-menu/detail {id}`. */
export const fetchOperatingMenuDetail = (id: number) => get<OperatingMenuDetail>(SYSTEM_APP, 'operating-menu/detail', { id })

export const operatingMenuDetailOptions = (id: number) =>
  queryOptions({ queryKey: menuKeys.detail(id), queryFn: () => fetchOperatingMenuDetail(id), enabled: id > 0 })

export const useOperatingMenuDetail = (id: number) => useQuery(operatingMenuDetailOptions(id))
