import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MapConfigRow, UpdateMapConfigBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { MAP_CONFIG_APP, mapConfigKeys } from './map-config-keys.js'

/** `POST …/map-config/update`: the keys, guarded by the row's `version`. */
export const updateMapConfig = (body: Omit<UpdateMapConfigBody, 'operatingUrl'>) => post<MapConfigRow>(MAP_CONFIG_APP, 'operating/map-config/update', body)

export const useUpdateMapConfig = () => {
  const client = useQueryClient()
  // Refresh on a refusal too: a 409 means someone else changed the row meanwhile.
  return useMutation({ mutationFn: updateMapConfig, onSettled: () => client.invalidateQueries({ queryKey: mapConfigKeys.all }) })
}
