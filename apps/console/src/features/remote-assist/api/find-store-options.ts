import { queryOptions } from '@tanstack/react-query'
import { REMOTE_PICKER_PAGE_SIZE } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { remoteKeys } from './remote-keys.js'

export interface StoreOption {
  id: number
  name: string
  brandId: number
}

/** `GET /org-center/shop/list` (spec 3 shop/list): a brand's stores by keyword, page size 1000 (spec 3 §9). */
export const findStoreOptions = async (brandId: number | undefined, keyword: string): Promise<StoreOption[]> => {
  const page = await get<{ list: StoreOption[] }>('org-center', 'shop/list', { ...(brandId ? { brandId } : {}), keyword: keyword.trim().slice(0, 50), pageNum: 1, pageSize: REMOTE_PICKER_PAGE_SIZE })
  return page.list.map(({ id, name, brandId: b }) => ({ id, name, brandId: b }))
}

export const storeOptionsQuery = (brandId: number | undefined) => (keyword: string) =>
  queryOptions({ queryKey: remoteKeys.stores(brandId, keyword.trim()), queryFn: () => findStoreOptions(brandId, keyword) })
