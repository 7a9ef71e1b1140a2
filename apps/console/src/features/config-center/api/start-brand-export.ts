import type { ExportStarted } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'

/** `POST /org-center/operating/cfg/accounts/export-list-brand`: the brand export of the config screens (spec 2 §4), filtered by brand id and name. */
export const startBrandExport = (filter: { brandId?: number; name?: string }) =>
  post<ExportStarted>('org-center', 'operating/cfg/accounts/export-list-brand', { ...filter, format: 'xlsx' })
