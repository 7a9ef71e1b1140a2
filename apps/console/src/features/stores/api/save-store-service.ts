import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StoreServices } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { STORES_APP, storesKeys } from './stores-keys.js'

/** `POST /org-center/shop/service-save`: opens a store-level service, or changes its dates. */
export const saveStoreService = (body: { storeId: number; produceTypeId: number; beginDate?: string; endDate: string }) => post<StoreServices>(STORES_APP, 'shop/service-save', { ...body })

export const useSaveStoreService = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveStoreService, onSuccess: () => client.invalidateQueries({ queryKey: storesKeys.all }) })
}
