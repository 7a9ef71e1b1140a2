import type { BrandFilters, ExportStarted } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ACCOUNTS_BASE, BRANDS_APP } from './brands-keys.js'

/** `POST …/export-list-brand`: the brand list with the current filters, as a task-centre plan. */
export const startBrandExport = (filters: BrandFilters) => post<ExportStarted>(BRANDS_APP, `${ACCOUNTS_BASE}/export-list-brand`, { ...filters, format: 'xlsx' })
