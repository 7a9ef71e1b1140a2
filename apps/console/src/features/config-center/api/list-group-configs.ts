import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GroupConfigListBody, GroupConfigRow, Page } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CONFIG_APP, CONFIG_BASE, configKeys } from './config-keys.js'

export type GroupConfigFilter = Omit<GroupConfigListBody, 'operatingUrl'>

/** `POST /pandora/group-config/list`: groups with their configuration status. */
export const fetchGroupConfigs = (filter: GroupConfigFilter) => post<Page<GroupConfigRow>>(CONFIG_APP, `${CONFIG_BASE.group}/list`, { ...filter })

export const groupConfigListOptions = (filter: GroupConfigFilter) =>
  queryOptions({ queryKey: configKeys.groupList(filter), queryFn: () => fetchGroupConfigs(filter), placeholderData: keepPreviousData })

export const useGroupConfigs = (filter: GroupConfigFilter) => useQuery(groupConfigListOptions(filter))
