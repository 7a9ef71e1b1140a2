import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { QrStorePage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { listCountRows } from '../../../shared/api/list-call.js'
import { QR_APP, qrKeys } from './qr-keys.js'

export interface QrStoreFilters {
  brandId?: number
  keyword?: string
  ruleId?: number
}

export interface QrStoreListParams {
  filters: QrStoreFilters
  page: number
  pageSize: number
}

/** `POST …/tool/qrcode/store/page`: the stores of a brand with their codes per rule (asked only once a brand is chosen). */
export const fetchQrStoreCodes = ({ filters: { brandId, ...rest }, page, pageSize }: QrStoreListParams) =>
  post<QrStorePage>(QR_APP, 'cmk-operating/tool/qrcode/store/page', { ...rest, brandIds: brandId, pageNumber: page, pageSize })

export const qrStoreCodesOptions = (params: QrStoreListParams) =>
  queryOptions({ queryKey: qrKeys.stores(params), queryFn: () => fetchQrStoreCodes(params), select: listCountRows, placeholderData: keepPreviousData })

export const useQrStoreCodes = (params: QrStoreListParams) => useQuery({ ...qrStoreCodesOptions(params), enabled: params.filters.brandId !== undefined })

/** The rebind dialog's store search: the brand's stores whose name or code contains the text (first 20). */
export const qrBrandStoresQuery = (brandId: number) => (keyword: string) =>
  queryOptions({
    queryKey: qrKeys.stores({ brandId, keyword, picker: true }),
    queryFn: async () => (await fetchQrStoreCodes({ filters: { brandId, keyword: keyword || undefined }, page: 1, pageSize: 20 })).list.map(({ storeId, storeName, storeCode }) => ({ storeId, storeName, storeCode })),
  })
