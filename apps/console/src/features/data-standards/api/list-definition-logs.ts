import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DefinitionLog, Page } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface LogFilters {
  id?: number
  action?: string
  name?: string
}

/** `GET operating/metadata-definite/log-list`: one definition's log (`id`) or every definition's. */
export const fetchDefinitionLogs = ({ filters, page, pageSize }: ListParams<LogFilters>) =>
  get<Page<DefinitionLog>>(DS_APP, 'operating/metadata-definite/log-list', { ...filters, pageNum: page, pageSize })

export const definitionLogsOptions = (params: ListParams<LogFilters>) =>
  queryOptions({ queryKey: [...dsKeys.logs, params], queryFn: () => fetchDefinitionLogs(params), placeholderData: keepPreviousData })

export const useDefinitionLogs = (params: ListParams<LogFilters>) => useQuery(definitionLogsOptions(params))
