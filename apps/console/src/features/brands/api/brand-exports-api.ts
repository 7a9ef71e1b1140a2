import type { BrandFilters, ExportResult, ExportStarted } from '@yunying/contracts'
import { get, post } from '../../../shared/lib/request.js'

const BASE = 'operating/cfg/accounts'

/** `POST …/export-list-brand`: the brand list with the current filters, as a task-centre plan. */
export const startBrandExport = (filters: BrandFilters) => post<ExportStarted>('org-center', `${BASE}/export-list-brand`, { ...filters, format: 'xlsx' })
/** `GET …/export-list-brand-result?flowNo=`. Silent: a failure is shown as 失败 by the poller. */
export const brandExportResult = (flowNo: string) => get<ExportResult>('org-center', `${BASE}/export-list-brand-result`, { flowNo }, { silent: true })

/** `GET …/export-brand-shop-exp?brandId=`: the brand's shop service-expiry detail. */
export const startShopExpiryExport = (brandId: number) => get<ExportStarted>('org-center', `${BASE}/export-brand-shop-exp`, { brandId })
export const shopExpiryExportResult = (flowNo: string) => get<ExportResult>('org-center', `${BASE}/export-brand-shop-exp-result`, { flowNo }, { silent: true })
