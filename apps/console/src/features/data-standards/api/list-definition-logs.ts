import type { DefinitionLog, Page } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface LogFilters {
  id?: number
  action?: string
  name?: string
}

/** `GET operating/metadata-definite/log-list`: one definition's log (`id`) or every definition's. */
export const {
  fetch: fetchDefinitionLogs,
  options: definitionLogsOptions,
  useList: useDefinitionLogs,
} = listCall<LogFilters, Page<DefinitionLog>>({ app: DS_APP, method: 'GET', url: 'operating/metadata-definite/log-list', key: (params) => [...dsKeys.logs, params] })
