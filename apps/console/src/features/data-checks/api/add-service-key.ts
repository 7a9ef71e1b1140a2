import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ServiceKey } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

/** `POST operating/metadata/check-res/keys/add`: a new key; its secret is answered this once. */
export const addServiceKey = (name: string) => post<ServiceKey & { secret: string }>(CHECKS_APP, 'operating/metadata/check-res/keys/add', { name })

export const useAddServiceKey = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: addServiceKey, onSettled: () => client.invalidateQueries({ queryKey: checksKeys.keys }) })
}
