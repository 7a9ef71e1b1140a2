import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/produce/produce-type-show`: 1 shows the service, 0 hides it. */
export const showService = (body: { produceType: string; isShow: 0 | 1 }) => post<null>(SERVICES_APP, 'produce/produce-type-show', { ...body })

export const useShowService = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: showService, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
