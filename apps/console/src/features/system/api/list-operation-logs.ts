import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OperationLogPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import type { OperationLogQuery } from '../lib/operation-log-filters.js'
import { SYSTEM_APP } from './system-keys.js'

export const operationLogKeys = {
  all: ['operation-log'] as const,
  list: (query: OperationLogQuery) => ['operation-log', 'list', query] as const,
}

/** `POST /org-center/operating-log/list`: a page of the operation log, newest first. */
export const listOperationLogs = (query: OperationLogQuery) => post<OperationLogPage>(SYSTEM_APP, 'operating-log/list', { ...query })

export const operationLogListOptions = (query: OperationLogQuery) =>
  queryOptions({ queryKey: operationLogKeys.list(query), queryFn: () => listOperationLogs(query), placeholderData: keepPreviousData })

export const useOperationLogs = (query: OperationLogQuery) => useQuery(operationLogListOptions(query))
