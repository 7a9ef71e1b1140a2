import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProduceCode, ProduceCodeInsertBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/produce/produce-code-insert`: a new code of the service. */
export const insertCode = (body: Omit<ProduceCodeInsertBody, 'operatingUrl'>) => post<ProduceCode>(SERVICES_APP, 'produce/produce-code-insert', { ...body })

export const useInsertCode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: insertCode, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
