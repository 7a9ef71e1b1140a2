import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { RemoteApplyPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
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
export const fetchApplications = ({ filters, page, pageSize }: ApplyListParams) => post<RemoteApplyPage>(REMOTE_TOOL_APP, 'remote-tool/apply-page-list', { ...filters, pageNum: page, pageSize })

const toRows = (page: RemoteApplyPage): ListRows<RemoteApplyPage['data'][number]> => ({ rows: page.data, total: page.total })

export const applicationListOptions = (params: ApplyListParams) =>
  queryOptions({ queryKey: remoteKeys.applications(params), queryFn: () => fetchApplications(params), select: toRows, placeholderData: keepPreviousData })

export const useApplications = (params: ApplyListParams) => useQuery(applicationListOptions(params))
