import type { OperationLogPage } from '@yunying/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import type { OperationLogQuery } from '../lib/operation-log-filters.js'

export const operationLogKeys = {
  all: ['operation-log'] as const,
  list: (query: OperationLogQuery) => ['operation-log', 'list', query] as const,
}

/** `POST /org-center/operating-log/list`: a page of the operation log, newest first. */
export const listOperationLogs = (query: OperationLogQuery) => post<OperationLogPage>('org-center', 'operating-log/list', { ...query })

export const useOperationLogs = (query: OperationLogQuery) =>
  useQuery({ queryKey: operationLogKeys.list(query), queryFn: () => listOperationLogs(query), placeholderData: keepPreviousData })
