import type { MapConfigPage } from '@yunying/contracts'
import { listCall, listCountRows } from '../../../shared/api/list-call.js'
import type { ListParams, ListRows } from '../../../shared/ui/list-page/index.js'
import { MAP_CONFIG_APP, mapConfigKeys } from './map-config-keys.js'

/** The list's search: brand name and brand id, both optional. */
export interface MapConfigFilters {
  sellerName?: string
  sellerId?: number
}

export type MapConfigListParams = ListParams<MapConfigFilters>

/**
 * `POST /common-center/operating/map-config/list` (spec 2 §7), paged by `pageNumber`: `fetchMapConfigs`
 * the fetcher, `mapConfigListOptions` its query options (keyed by `mapConfigKeys.list`), `useMapConfigs` its hook.
 */
export const {
  fetch: fetchMapConfigs,
  options: mapConfigListOptions,
  useList: useMapConfigs,
} = listCall<MapConfigFilters, MapConfigPage, ListRows<MapConfigPage['list'][number]>>({
  app: MAP_CONFIG_APP,
  method: 'POST',
  url: 'operating/map-config/list',
  pageParam: 'pageNumber',
  key: mapConfigKeys.list,
  select: listCountRows,
})
