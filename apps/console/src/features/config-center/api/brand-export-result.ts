import type { ExportResult } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'

/** `GET /org-center/operating/cfg/accounts/export-list-brand-result {flowNo}`. Silent: the poller shows 导出失败，请重试 itself. */
export const brandExportResult = (flowNo: string) => get<ExportResult>('org-center', 'operating/cfg/accounts/export-list-brand-result', { flowNo }, { silent: true })
