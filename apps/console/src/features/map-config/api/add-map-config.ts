import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddMapConfigBody, MapConfigRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { MAP_CONFIG_APP, mapConfigKeys } from './map-config-keys.js'

/** `POST …/map-config/add`: one configuration per brand (409 该品牌已有地图配置 otherwise, shown by the request layer). */
export const addMapConfig = (body: Omit<AddMapConfigBody, 'operatingUrl'>) => post<MapConfigRow>(MAP_CONFIG_APP, 'operating/map-config/add', body)

export const useAddMapConfig = () => {
  const client = useQueryClient()
  // Refresh on a refusal too: a 409 may mean someone else changed the list meanwhile.
  return useMutation({ mutationFn: addMapConfig, onSettled: () => client.invalidateQueries({ queryKey: mapConfigKeys.all }) })
}
