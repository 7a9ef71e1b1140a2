import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { RemoteLogPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
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
export const fetchRecords = ({ filters, page, pageSize }: RecordListParams) => post<RemoteLogPage>(REMOTE_TOOL_APP, 'remote-tool/log-page-list', { ...filters, pageNum: page, pageSize })

const toRows = (page: RemoteLogPage): ListRows<RemoteLogPage['data'][number]> => ({ rows: page.data, total: page.total })

export const recordListOptions = (params: RecordListParams) =>
  queryOptions({ queryKey: remoteKeys.records(params), queryFn: () => fetchRecords(params), select: toRows, placeholderData: keepPreviousData })

export const useRecords = (params: RecordListParams) => useQuery(recordListOptions(params))
