import type { ExportStarted } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CHECKS_APP } from './checks-keys.js'
import type { ReconcileFilters } from './list-reconcile.js'

/** `POST dtd/order-check-record/export`: the records as filtered, through the task centre. */
export const exportReconcile = (filters: ReconcileFilters) => post<ExportStarted>(CHECKS_APP, 'dtd/order-check-record/export', { ...filters, format: 'xlsx' })
