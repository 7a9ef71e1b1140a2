import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandChannelList } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { HOME_APP, homeKeys } from './home-keys.js'

/** `GET /org-center/service/brand-service-channel-list` (spec 1 §3, §7): the session brand's marketing channels and their state. */
export const fetchBrandChannels = () => get<BrandChannelList>(HOME_APP, 'service/brand-service-channel-list')

export const brandChannelsOptions = () => queryOptions({ queryKey: homeKeys.channels, queryFn: fetchBrandChannels })

export const useBrandChannels = () => useQuery(brandChannelsOptions())
