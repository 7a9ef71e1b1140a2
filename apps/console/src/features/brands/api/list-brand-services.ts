import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandProduce } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { brandServiceKeys } from './brands-keys.js'

/**
 * The services a brand has opened: seat and batch ones from `GET /org-center/produce/list-brand-produce`,
 * authorization and new-authorization ones from `GET /product-center/product/list-produce` (spec 2 §7).
 */
export const fetchBrandServices = async (brandId: number) => {
  const [seatAndBatch, authorization] = await Promise.all([
    get<BrandProduce[]>('org-center', 'produce/list-brand-produce', { brandId }),
    get<BrandProduce[]>('product-center', 'product/list-produce', { brandId }),
  ])
  return [...seatAndBatch, ...authorization]
}

export const brandServicesOptions = (brandId: number | null) =>
  queryOptions({ queryKey: brandServiceKeys.produces(brandId ?? 0), queryFn: () => fetchBrandServices(brandId!), enabled: brandId !== null })

export const useBrandServices = (brandId: number | null) => useQuery(brandServicesOptions(brandId))
