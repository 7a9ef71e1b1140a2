import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DefinitionLog, Page } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface DataStandardLogFilters {
  /** China days, YYYY-MM-DD, both ends included. */
  createdAtBegin?: string
  createdAtEnd?: string
  operator?: string
  name?: string
  action?: string
}

/** `GET operating/operation-log/list`: the data standards' log for holders of /dataStandard/operationLog/list. */
export const fetchDataStandardLogs = ({ filters, page, pageSize }: ListParams<DataStandardLogFilters>) =>
  get<Page<DefinitionLog>>(DS_APP, 'operating/operation-log/list', { ...filters, pageNum: page, pageSize })

export const dataStandardLogsOptions = (params: ListParams<DataStandardLogFilters>) =>
  queryOptions({ queryKey: [...dsKeys.logs, 'operation-log', params], queryFn: () => fetchDataStandardLogs(params), placeholderData: keepPreviousData })

export const useDataStandardLogs = (params: ListParams<DataStandardLogFilters>) => useQuery(dataStandardLogsOptions(params))
