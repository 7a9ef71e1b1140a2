import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StoreServices } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { STORES_APP, storesKeys } from './stores-keys.js'

/** `POST /org-center/shop/services`: the store's store-level services and what it may open. */
export const fetchStoreServices = (storeId: number) => post<StoreServices>(STORES_APP, 'shop/services', { id: storeId })

export const storeServicesOptions = (storeId: number | null) =>
  queryOptions({ queryKey: storesKeys.services(storeId), queryFn: () => fetchStoreServices(storeId!), enabled: storeId !== null })

export const useStoreServices = (storeId: number | null) => useQuery(storeServicesOptions(storeId))
