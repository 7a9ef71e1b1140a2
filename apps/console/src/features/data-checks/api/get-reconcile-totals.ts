import { useQuery } from '@tanstack/react-query'
import type { ReconcileState } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'
import type { ReconcileFilters } from './list-reconcile.js'

export interface ReconcileTotal {
  state: ReconcileState
  stateName: string
  count: number
  difference: string
}

/** `GET dtd/order-check-record/totals`: records and the summed difference per state, with the list's other filters. */
export const fetchReconcileTotals = (filters: ReconcileFilters) => get<ReconcileTotal[]>(CHECKS_APP, 'dtd/order-check-record/totals', { ...filters, state: undefined })

export const useReconcileTotals = (filters: ReconcileFilters) => useQuery({ queryKey: [...checksKeys.reconcile, 'totals', { ...filters, state: undefined }], queryFn: () => fetchReconcileTotals(filters) })
