import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandFilters, BrandListResult } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandKeys } from './brands-keys.js'

export type BrandListQuery = BrandFilters & { pageNum: number; pageSize: number }

/** `POST /org-center/brand/list-for-opt`: a page of brands with the search filters (spec 2 §7). */
export const fetchBrands = (query: BrandListQuery) => post<BrandListResult>(BRANDS_APP, 'brand/list-for-opt', query)

export const brandListOptions = (query: BrandListQuery) =>
  queryOptions({ queryKey: brandKeys.list(query), queryFn: () => fetchBrands(query), placeholderData: keepPreviousData })

export const useBrands = (query: BrandListQuery) => useQuery(brandListOptions(query))
