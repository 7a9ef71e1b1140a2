import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProduceTypeCreateBody, ProduceTypeDetail } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/produce/produce-type-create`. */
export const createService = (body: Omit<ProduceTypeCreateBody, 'operatingUrl'>) => post<ProduceTypeDetail>(SERVICES_APP, 'produce/produce-type-create', { ...body })

export const useCreateService = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: createService, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
