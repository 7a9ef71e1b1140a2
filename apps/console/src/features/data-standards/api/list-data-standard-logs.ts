import type { DefinitionLog, Page } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
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
export const {
  fetch: fetchDataStandardLogs,
  options: dataStandardLogsOptions,
  useList: useDataStandardLogs,
} = listCall<DataStandardLogFilters, Page<DefinitionLog>>({ app: DS_APP, method: 'GET', url: 'operating/operation-log/list', key: (params) => [...dsKeys.logs, 'operation-log', params] })
