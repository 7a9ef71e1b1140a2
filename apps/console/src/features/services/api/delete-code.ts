import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/produce/produce-code-delete`. */
export const deleteCode = (id: number) => post<null>(SERVICES_APP, 'produce/produce-code-delete', { id })

export const useDeleteCode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteCode, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
