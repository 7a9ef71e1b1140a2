import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProduceCode, ProduceCodeUpdateBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/produce/produce-code-update`. */
export const updateCode = (body: Omit<ProduceCodeUpdateBody, 'operatingUrl'>) => post<ProduceCode>(SERVICES_APP, 'produce/produce-code-update', { ...body })

export const useUpdateCode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateCode, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
