import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StoreRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { STORES_APP, storesKeys } from './stores-keys.js'

/** `POST /org-center/shop/status`: 1 enables the store, 0 disables it. */
export const setStoreStatus = (body: { id: number; status: 0 | 1 }) => post<StoreRow>(STORES_APP, 'shop/status', { ...body })

export const useStoreStatus = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: setStoreStatus, onSuccess: () => client.invalidateQueries({ queryKey: storesKeys.all }) })
}
