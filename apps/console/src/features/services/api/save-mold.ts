import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/produce/produce-mold-save`: a new one without `id`, else the one renamed. */
export const saveMold = (body: { id?: number; name: string }) => post<{ id: number }>(SERVICES_APP, 'produce/produce-mold-save', { ...body })

export const useSaveMold = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveMold, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
