import type { RemoteApplyPage } from '@yunying/contracts'
import { dataRows, listCall } from '../../../shared/api/list-call.js'
import type { ListParams, ListRows } from '../../../shared/ui/list-page/index.js'
import { REMOTE_TOOL_APP, remoteKeys } from './remote-keys.js'

export interface ApplyFilters {
  sellerId?: number
  storeId?: number
  deviceSn?: string
  applyStatus?: number
  startTime?: string
  endTime?: string
}

export type ApplyListParams = ListParams<ApplyFilters>

/** `remote-tool/apply-page-list` (spec 3 §7.3): the device filters plus applyStatus, startTime, endTime. */
export const {
  fetch: fetchApplications,
  options: applicationListOptions,
  useList: useApplications,
} = listCall<ApplyFilters, RemoteApplyPage, ListRows<RemoteApplyPage['data'][number]>>({ app: REMOTE_TOOL_APP, method: 'POST', url: 'remote-tool/apply-page-list', key: remoteKeys.applications, select: dataRows })
