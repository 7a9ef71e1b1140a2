import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BrandChannelApplyAnswer } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { HOME_APP, homeKeys } from './home-keys.js'

/** `POST …/service/brand-service-channel-apply {channel}`: the session brand applies to open a channel. */
export const applyBrandChannel = (channel: number) => post<BrandChannelApplyAnswer>(HOME_APP, 'service/brand-service-channel-apply', { channel })

export const useApplyBrandChannel = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: applyBrandChannel, onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.channels }) })
}
