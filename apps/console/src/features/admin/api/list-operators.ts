import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListOperatorsBody, OperatorRow, Page } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

export type OperatorListQuery = Omit<ListOperatorsBody, 'operatingUrl'>

/** `POST /org-center/operator/list`: a page of accounts with the search filters. */
export const fetchOperators = (query: OperatorListQuery) => post<Page<OperatorRow>>(ADMIN_APP, 'operator/list', { ...query })

export const operatorListOptions = (query: OperatorListQuery) =>
  queryOptions({ queryKey: [...adminKeys.operators, query], queryFn: () => fetchOperators(query), placeholderData: keepPreviousData })

export const useOperators = (query: OperatorListQuery) => useQuery(operatorListOptions(query))
