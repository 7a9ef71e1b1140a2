import type { AddMapConfigBody, MapConfigPage, MapConfigRow, UpdateMapConfigBody } from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'

/** The list's body: the search (brand name, brand id) and the page. */
export interface MapConfigFilter {
  sellerName?: string
  sellerId?: number
  pageNumber: number
  pageSize: number
}

const APP = 'common-center'

export const mapConfigKeys = {
  all: ['map-config'] as const,
  list: (filter: MapConfigFilter) => ['map-config', 'list', filter] as const,
}

/** `POST /common-center/operating/map-config/list`: a page of brand map configurations (spec 2 §7). */
export const listMapConfigs = (filter: MapConfigFilter) => post<MapConfigPage>(APP, 'operating/map-config/list', { ...filter })

export const useMapConfigs = (filter: MapConfigFilter) =>
  useQuery({ queryKey: mapConfigKeys.list(filter), queryFn: () => listMapConfigs(filter), placeholderData: keepPreviousData })

/**
 * The request layer resolves only on a successful envelope and shows the server's message
 * otherwise (409 该品牌已有地图配置…), so callers act on resolve only.
 */
const useMapConfigCall = <Body extends Record<string, unknown>, Result>(url: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) => post<Result>(APP, url, body),
    // Refresh on a refusal too: a 409 may mean someone else changed the list meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: mapConfigKeys.all }),
  })
}

/** `POST …/map-config/add`: one configuration per brand. */
export const useAddMapConfig = () => useMapConfigCall<Omit<AddMapConfigBody, 'operatingUrl'>, MapConfigRow>('operating/map-config/add')

/** `POST …/map-config/update`: the keys, guarded by the row's `version`. */
export const useUpdateMapConfig = () => useMapConfigCall<Omit<UpdateMapConfigBody, 'operatingUrl'>, MapConfigRow>('operating/map-config/update')

/** `POST …/map-config/delete`. */
export const useDeleteMapConfig = () => useMapConfigCall<{ id: number }, null>('operating/map-config/delete')
