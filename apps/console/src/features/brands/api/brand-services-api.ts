import type { BrandProduce, BrandServiceApplyBody, ServiceChannel } from '@yunying/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

export const serviceKeys = {
  all: ['brand-services'] as const,
  produces: (brandId: number) => ['brand-services', 'produces', brandId] as const,
  channels: (brandId: number) => ['brand-services', 'channels', brandId] as const,
}

/**
 * The services a brand has opened: seat and batch ones from `GET /org-center/produce/list-brand-produce`,
 * authorization and new-authorization ones from `GET /product-center/product/list-produce` (spec 2 §7).
 */
export const listBrandServices = async (brandId: number) => {
  const [seatAndBatch, authorization] = await Promise.all([
    get<BrandProduce[]>('org-center', 'produce/list-brand-produce', { brandId }),
    get<BrandProduce[]>('product-center', 'product/list-produce', { brandId }),
  ])
  return [...seatAndBatch, ...authorization]
}

export const useBrandServices = (brandId: number | null) =>
  useQuery({ queryKey: serviceKeys.produces(brandId ?? 0), queryFn: () => listBrandServices(brandId!), enabled: brandId !== null })

/** `GET /org-center/brand/service-channel-list`: the services a brand may apply for. */
export const useServiceChannels = (brandId: number | null) =>
  useQuery({
    queryKey: serviceKeys.channels(brandId ?? 0),
    queryFn: () => get<ServiceChannel[]>('org-center', 'brand/service-channel-list', { brandId }),
    enabled: brandId !== null,
  })

/** `POST /org-center/service/brand-service-apply` (spec 1 §7): the open-service application. */
export const useApplyService = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Omit<BrandServiceApplyBody, 'operatingUrl'>) => post<{ id: number }>('org-center', 'service/brand-service-apply', body),
    onSuccess: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  })
}
