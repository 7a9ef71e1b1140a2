import type { RemoteDevicePage } from '@yunying/contracts'
import { dataRows, listCall } from '../../../shared/api/list-call.js'
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
export const {
  fetch: fetchDevices,
  options: deviceListOptions,
  useList: useDevices,
} = listCall<DeviceFilters, RemoteDevicePage, ListRows<RemoteDevicePage['data'][number]>>({ app: REMOTE_TOOL_APP, method: 'POST', url: 'remote-tool/page-list', key: remoteKeys.devices, select: dataRows })
