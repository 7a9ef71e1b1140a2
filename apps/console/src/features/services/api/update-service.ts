import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProduceTypeDetail, ProduceTypeUpdateBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/produce/produce-type-update`. */
export const updateService = (body: Omit<ProduceTypeUpdateBody, 'operatingUrl'>) => post<ProduceTypeDetail>(SERVICES_APP, 'produce/produce-type-update', { ...body })

export const useUpdateService = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateService, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
