import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { QrRulePage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import type { ListRows } from '../../../shared/ui/list-page/index.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** The list's search (spec 2 §7 qrcode-config/page). */
export interface QrRuleFilters {
  applyStoreType?: number
  alias?: string
  page?: string
  channel?: string
  status?: 0 | 1
  brand?: number
}

export interface QrRuleListParams {
  filters: QrRuleFilters
  page: number
  pageSize: number
}

/** `POST /cmk-center/cmk-operating/qrcode-config/page`: paged by `pageNumber`, counted by `totalCount`. */
export const fetchQrRules = ({ filters, page, pageSize }: QrRuleListParams) =>
  post<QrRulePage>(QR_APP, 'cmk-operating/qrcode-config/page', { ...filters, pageNumber: page, pageSize })

const toRows = (page: QrRulePage): ListRows<QrRulePage['list'][number]> => ({ rows: page.list, total: page.totalCount })

export const qrRuleListOptions = (params: QrRuleListParams) =>
  queryOptions({ queryKey: qrKeys.list(params), queryFn: () => fetchQrRules(params), select: toRows, placeholderData: keepPreviousData })

export const useQrRules = (params: QrRuleListParams) => useQuery(qrRuleListOptions(params))
