import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChannelApplyHandleBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST …/service/channel-apply-handle`: 1 opens the channel for the brand, 2 refuses with a remark the brand sees. */
export const handleChannelApply = (body: Omit<ChannelApplyHandleBody, 'operatingUrl'>) => post<null>(SERVICES_APP, 'service/channel-apply-handle', { ...body })

export const useHandleChannelApply = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: handleChannelApply, onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.all }) })
}
