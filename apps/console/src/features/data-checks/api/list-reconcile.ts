import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Page, ReconcileItem, ReconcileState } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

export interface ReconcileFilters {
  dateFrom?: string
  dateTo?: string
  state?: ReconcileState
  source?: string
  orderNo?: string
}

/** `GET dtd/order-check-record/list`: reconciliation records by bill date, state, source and order number. */
export const fetchReconcile = ({ filters, page, pageSize }: ListParams<ReconcileFilters>) =>
  get<Page<ReconcileItem>>(CHECKS_APP, 'dtd/order-check-record/list', { ...filters, pageNum: page, pageSize })

export const useReconcile = (params: ListParams<ReconcileFilters>) =>
  useQuery({ queryKey: [...checksKeys.reconcile, 'list', params], queryFn: () => fetchReconcile(params), placeholderData: keepPreviousData })
