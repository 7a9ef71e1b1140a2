import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StoreServices } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { STORES_APP, storesKeys } from './stores-keys.js'

/** `POST /org-center/shop/service-remove`. */
export const removeStoreService = (body: { storeId: number; produceTypeId: number }) => post<StoreServices>(STORES_APP, 'shop/service-remove', { ...body })

export const useRemoveStoreService = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: removeStoreService, onSuccess: () => client.invalidateQueries({ queryKey: storesKeys.all }) })
}
