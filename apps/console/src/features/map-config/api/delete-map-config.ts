import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { MAP_CONFIG_APP, mapConfigKeys } from './map-config-keys.js'

/** `POST …/map-config/delete`. */
export const deleteMapConfig = (id: number) => post<null>(MAP_CONFIG_APP, 'operating/map-config/delete', { id })

export const useDeleteMapConfig = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteMapConfig, onSettled: () => client.invalidateQueries({ queryKey: mapConfigKeys.all }) })
}
