import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListStoreBody, StorePage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { STORES_APP, storesKeys } from './stores-keys.js'

export type StoreQuery = Omit<ListStoreBody, 'operatingUrl'> & { pageNum: number; pageSize: number }

/** `POST /org-center/shop/page`: stores in the session's scope, with their expiry warnings. */
export const fetchStores = (query: StoreQuery) => post<StorePage>(STORES_APP, 'shop/page', { ...query })

export const storeListOptions = (query: StoreQuery) =>
  queryOptions({ queryKey: storesKeys.list(query), queryFn: () => fetchStores(query), placeholderData: keepPreviousData })

export const useStores = (query: StoreQuery) => useQuery(storeListOptions(query))
