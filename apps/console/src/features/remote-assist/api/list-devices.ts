import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { RemoteDevicePage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import type { ListParams, ListRows } from '../../../shared/ui/list-page/index.js'
import { REMOTE_TOOL_APP, remoteKeys } from './remote-keys.js'

export interface DeviceFilters {
  sellerId?: number
  storeId?: number
  deviceSn?: string
  deviceType?: number
  online?: number
}

export type DeviceListParams = ListParams<DeviceFilters>

/** `remote-tool/page-list` (spec 3 §7.3): deviceSn, sellerId, storeId, deviceType, pageNum, pageSize. */
export const fetchDevices = ({ filters, page, pageSize }: DeviceListParams) => post<RemoteDevicePage>(REMOTE_TOOL_APP, 'remote-tool/page-list', { ...filters, pageNum: page, pageSize })

const toRows = (page: RemoteDevicePage): ListRows<RemoteDevicePage['data'][number]> => ({ rows: page.data, total: page.total, capped: page.totalCapped })

export const deviceListOptions = (params: DeviceListParams) =>
  queryOptions({ queryKey: remoteKeys.devices(params), queryFn: () => fetchDevices(params), select: toRows, placeholderData: keepPreviousData })

export const useDevices = (params: DeviceListParams) => useQuery(deviceListOptions(params))
