import { useQuery } from '@tanstack/react-query'
import type { ReconcileItem } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

/** `GET dtd/order-check-record/detail` (spec 3 §7.1). */
export const fetchReconcileDetail = (id: number) => get<ReconcileItem>(CHECKS_APP, 'dtd/order-check-record/detail', { id })

export const useReconcileDetail = (id: number | null) => useQuery({ queryKey: [...checksKeys.reconcile, 'detail', id], queryFn: () => fetchReconcileDetail(id!), enabled: id !== null })
