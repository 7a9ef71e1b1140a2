import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Page, ReconcileItem, ReconcileState } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

export interface ReconcileFilters {
  dateFrom?: string
  dateTo?: string
  state?: ReconcileState
  source?: string
  orderNo?: string
}

/** `GET dtd/order-check-record/list`: reconciliation records by bill date, state, source and order number. */
export const fetchReconcile = ({ filters, page, pageSize }: { filters: ReconcileFilters; page: number; pageSize: number }) =>
  get<Page<ReconcileItem>>(CHECKS_APP, 'dtd/order-check-record/list', { ...filters, pageNum: page, pageSize })

export const useReconcile = (params: { filters: ReconcileFilters; page: number; pageSize: number }) =>
  useQuery({ queryKey: [...checksKeys.reconcile, 'list', params], queryFn: () => fetchReconcile(params), placeholderData: keepPreviousData })
