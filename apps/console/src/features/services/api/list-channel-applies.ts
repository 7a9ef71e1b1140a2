import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ChannelApplyListBody, ChannelApplyPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** The list's search: the brand's name and the status (0 待处理, 1 已开通, 2 已驳回). */
export type ChannelApplyFilters = Pick<ChannelApplyListBody, 'brandName' | 'status'>

export type ChannelApplyListParams = ListParams<ChannelApplyFilters>

/** `POST /org-center/service/channel-apply-list` (spec 1 §7): this call names its page `pageNum`. */
export const fetchChannelApplies = ({ filters, page, pageSize }: ChannelApplyListParams) =>
  post<ChannelApplyPage>(SERVICES_APP, 'service/channel-apply-list', { ...filters, pageNum: page, pageSize })

export const channelApplyListOptions = (params: ChannelApplyListParams) =>
  queryOptions({ queryKey: servicesKeys.channelApplies(params), queryFn: () => fetchChannelApplies(params), placeholderData: keepPreviousData })

export const useChannelApplies = (params: ChannelApplyListParams) => useQuery(channelApplyListOptions(params))
