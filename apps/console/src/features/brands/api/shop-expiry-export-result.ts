import type { ExportResult } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { ACCOUNTS_BASE, BRANDS_APP } from './brands-keys.js'

/** `GET …/export-brand-shop-exp-result?flowNo=`. Silent: a failure is shown as 失败 by the poller. */
export const shopExpiryExportResult = (flowNo: string) => get<ExportResult>(BRANDS_APP, `${ACCOUNTS_BASE}/export-brand-shop-exp-result`, { flowNo }, { silent: true })
