import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { MapConfigPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import type { ListParams, ListRows } from '../../../shared/ui/list-page/index.js'
import { MAP_CONFIG_APP, mapConfigKeys } from './map-config-keys.js'

/** The list's search: brand name and brand id, both optional. */
export interface MapConfigFilters {
  sellerName?: string
  sellerId?: number
}

export type MapConfigListParams = ListParams<MapConfigFilters>

/** `POST /common-center/operating/map-config/list` (spec 2 §7): this call names its page `pageNumber` and its count `totalCount`. */
export const fetchMapConfigs = ({ filters, page, pageSize }: MapConfigListParams) =>
  post<MapConfigPage>(MAP_CONFIG_APP, 'operating/map-config/list', { ...filters, pageNumber: page, pageSize })

const toRows = (page: MapConfigPage): ListRows<MapConfigPage['list'][number]> => ({ rows: page.list, total: page.totalCount })

export const mapConfigListOptions = (params: MapConfigListParams) =>
  queryOptions({ queryKey: mapConfigKeys.list(params), queryFn: () => fetchMapConfigs(params), select: toRows, placeholderData: keepPreviousData })

export const useMapConfigs = (params: MapConfigListParams) => useQuery(mapConfigListOptions(params))
