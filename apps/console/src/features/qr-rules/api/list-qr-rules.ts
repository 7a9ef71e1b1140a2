import type { QrRulePage } from '@yunying/contracts'
import { listCall, listCountRows } from '../../../shared/api/list-call.js'
import type { ListParams, ListRows } from '../../../shared/ui/list-page/index.js'
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

export type QrRuleListParams = ListParams<QrRuleFilters>

/** `POST /cmk-center/cmk-operating/qrcode-config/page`: paged by `pageNumber`, counted by `totalCount`. */
export const {
  fetch: fetchQrRules,
  options: qrRuleListOptions,
  useList: useQrRules,
} = listCall<QrRuleFilters, QrRulePage, ListRows<QrRulePage['list'][number]>>({ app: QR_APP, method: 'POST', url: 'cmk-operating/qrcode-config/page', pageParam: 'pageNumber', key: qrKeys.list, select: listCountRows })
