import type { CreateStoreBody, ListStoreBody, StorePage, StoreRow, StoreServices, UpdateStoreBody } from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'

export type StoreQuery = Omit<ListStoreBody, 'operatingUrl'> & { pageNum: number; pageSize: number }

/** `POST /org-center/shop/page`: stores in the session's scope, with their expiry warnings. */
export const useStores = (query: StoreQuery) =>
  useQuery({ queryKey: ['stores', query], queryFn: () => post<StorePage>('org-center', 'shop/page', { ...query }), placeholderData: keepPreviousData })

const useStoreMutation = <A, R>(fn: (args: A) => Promise<R>) => {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['stores'] }) })
}

export const useCreateStore = () => useStoreMutation((body: Omit<CreateStoreBody, 'operatingUrl'>) => post<StoreRow>('org-center', 'shop/create', { ...body }))
export const useUpdateStore = () => useStoreMutation((body: Omit<UpdateStoreBody, 'operatingUrl'>) => post<StoreRow>('org-center', 'shop/update', { ...body }))
export const useStoreStatus = () => useStoreMutation((body: { id: number; status: 0 | 1 }) => post<StoreRow>('org-center', 'shop/status', { ...body }))

/** `POST /org-center/shop/services`: the store's store-level services and what it may open. */
export const useStoreServices = (storeId: number | null) =>
  useQuery({ queryKey: ['stores', 'services', storeId], queryFn: () => post<StoreServices>('org-center', 'shop/services', { id: storeId }), enabled: storeId !== null })
export const useSaveStoreService = () =>
  useStoreMutation((body: { storeId: number; produceTypeId: number; beginDate?: string; endDate: string }) => post<StoreServices>('org-center', 'shop/service-save', { ...body }))
export const useRemoveStoreService = () => useStoreMutation((body: { storeId: number; produceTypeId: number }) => post<StoreServices>('org-center', 'shop/service-remove', { ...body }))
