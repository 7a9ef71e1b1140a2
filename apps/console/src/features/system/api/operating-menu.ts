import type { OperatingMenuDetail, OperatingMenuRow } from '@yunying/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'

export const fetchOperatingMenus = (filter: { name?: string; type?: number }) => get<OperatingMenuRow[]>('org-center', 'operating-menu/list', { ...filter })

export const useOperatingMenus = (filter: { name?: string; type?: number }) =>
  useQuery({ queryKey: ['operating-menu', filter], queryFn: () => fetchOperatingMenus(filter), placeholderData: keepPreviousData })

export const fetchOperatingMenuDetail = (id: number) => get<OperatingMenuDetail>('org-center', 'operating-menu/detail', { id })

export const useOperatingMenuDetail = (id: number) =>
  useQuery({ queryKey: ['operating-menu-detail', id], queryFn: () => fetchOperatingMenuDetail(id), enabled: id > 0 })
