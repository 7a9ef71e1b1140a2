import type { ExportStarted } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { ACCOUNTS_BASE, BRANDS_APP } from './brands-keys.js'

/** `GET …/export-brand-shop-exp?brandId=`: the brand's shop service-expiry detail. */
export const startShopExpiryExport = (brandId: number) => get<ExportStarted>(BRANDS_APP, `${ACCOUNTS_BASE}/export-brand-shop-exp`, { brandId })
