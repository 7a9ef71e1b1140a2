import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateStoreBody, StoreRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { STORES_APP, storesKeys } from './stores-keys.js'

/** `POST /org-center/shop/create`. */
export const createStore = (body: Omit<CreateStoreBody, 'operatingUrl'>) => post<StoreRow>(STORES_APP, 'shop/create', { ...body })

export const useCreateStore = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: createStore, onSuccess: () => client.invalidateQueries({ queryKey: storesKeys.all }) })
}
