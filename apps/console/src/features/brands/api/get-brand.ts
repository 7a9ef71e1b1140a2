import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandKeys } from './brands-keys.js'

/** `GET /org-center/brand/detail-brand?brandId=`. */
export const fetchBrandDetail = (brandId: number) => get<BrandDetail>(BRANDS_APP, 'brand/detail-brand', { brandId })

export const brandDetailOptions = (brandId: number) => queryOptions({ queryKey: brandKeys.detail(brandId), queryFn: () => fetchBrandDetail(brandId) })

export const useBrandDetail = (brandId: number | null) => useQuery({ ...brandDetailOptions(brandId ?? 0), enabled: brandId !== null })
