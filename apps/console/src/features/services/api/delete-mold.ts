import { useMutation, useQueryClient } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `GET …/produce/produce-mold-delete {id}`. */
export const deleteMold = (id: number) => get<null>(SERVICES_APP, 'produce/produce-mold-delete', { id })

export const useDeleteMold = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteMold, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
