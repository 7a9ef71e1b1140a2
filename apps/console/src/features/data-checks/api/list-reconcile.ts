import type { Page, ReconcileItem, ReconcileState } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

export interface ReconcileFilters {
  dateFrom?: string
  dateTo?: string
  state?: ReconcileState
  source?: string
  orderNo?: string
}

/** `GET dtd/order-check-record/list`: reconciliation records by bill date, state, source and order number. */
export const {
  fetch: fetchReconcile,
  options: reconcileOptions,
  useList: useReconcile,
} = listCall<ReconcileFilters, Page<ReconcileItem>>({ app: CHECKS_APP, method: 'GET', url: 'dtd/order-check-record/list', key: (params) => [...checksKeys.reconcile, 'list', params] })
