import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DefinitionLog, Page } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface LogFilters {
  id?: number
  action?: string
  name?: string
}

/** `GET operating/metadata-definite/log-list`: one definition's log (`id`) or every definition's. */
export const fetchDefinitionLogs = ({ filters, page, pageSize }: { filters: LogFilters; page: number; pageSize: number }) =>
  get<Page<DefinitionLog>>(DS_APP, 'operating/metadata-definite/log-list', { ...filters, pageNum: page, pageSize })

export const definitionLogsOptions = (params: { filters: LogFilters; page: number; pageSize: number }) =>
  queryOptions({ queryKey: [...dsKeys.logs, params], queryFn: () => fetchDefinitionLogs(params), placeholderData: keepPreviousData })

export const useDefinitionLogs = (params: { filters: LogFilters; page: number; pageSize: number }) => useQuery(definitionLogsOptions(params))
