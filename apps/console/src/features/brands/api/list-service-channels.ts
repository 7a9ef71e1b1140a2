import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceChannel } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandServiceKeys } from './brands-keys.js'

/** `GET /org-center/brand/service-channel-list`: the services a brand may apply for. */
export const fetchServiceChannels = (brandId: number) => get<ServiceChannel[]>(BRANDS_APP, 'brand/service-channel-list', { brandId })

export const serviceChannelsOptions = (brandId: number | null) =>
  queryOptions({ queryKey: brandServiceKeys.channels(brandId ?? 0), queryFn: () => fetchServiceChannels(brandId!), enabled: brandId !== null })

export const useServiceChannels = (brandId: number | null) => useQuery(serviceChannelsOptions(brandId))
