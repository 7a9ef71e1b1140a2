import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StoreRow, UpdateStoreBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { STORES_APP, storesKeys } from './stores-keys.js'

/** `POST /org-center/shop/update`. */
export const updateStore = (body: Omit<UpdateStoreBody, 'operatingUrl'>) => post<StoreRow>(STORES_APP, 'shop/update', { ...body })

export const useUpdateStore = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateStore, onSuccess: () => client.invalidateQueries({ queryKey: storesKeys.all }) })
}
