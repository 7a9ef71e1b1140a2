import type { RemoteLogPage } from '@yunying/contracts'
import { dataRows, listCall } from '../../../shared/api/list-call.js'
import type { ListParams, ListRows } from '../../../shared/ui/list-page/index.js'
import { REMOTE_TOOL_APP, remoteKeys } from './remote-keys.js'

export interface RecordFilters {
  remoteType?: number
  remoteStartTime?: string
  remoteEndTime?: string
  sellerId?: number
  storeId?: number
  deviceSn?: string
}

export type RecordListParams = ListParams<RecordFilters>

/** `remote-tool/log-page-list` (spec 3 §7.3): remoteType, remoteStartTime, remoteEndTime, brand, store, deviceSn. */
export const {
  fetch: fetchRecords,
  options: recordListOptions,
  useList: useRecords,
} = listCall<RecordFilters, RemoteLogPage, ListRows<RemoteLogPage['data'][number]>>({ app: REMOTE_TOOL_APP, method: 'POST', url: 'remote-tool/log-page-list', key: remoteKeys.records, select: dataRows })
