import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

/** `POST operating/metadata/check-res/keys/revoke`: the service's signed calls are refused from now on. */
export const revokeServiceKey = (id: number) => post<{ id: number }>(CHECKS_APP, 'operating/metadata/check-res/keys/revoke', { id })

export const useRevokeServiceKey = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: revokeServiceKey, onSettled: () => client.invalidateQueries({ queryKey: checksKeys.keys }) })
}
