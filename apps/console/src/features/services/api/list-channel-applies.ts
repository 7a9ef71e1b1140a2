import type { ChannelApplyListBody, ChannelApplyPage } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** The list's search: the brand's name and the status (0 待处理, 1 已开通, 2 已驳回). */
export type ChannelApplyFilters = Pick<ChannelApplyListBody, 'brandName' | 'status'>

export type ChannelApplyListParams = ListParams<ChannelApplyFilters>

/** `POST /org-center/service/channel-apply-list` (spec 1 §7): this call names its page `pageNum`. */
export const {
  fetch: fetchChannelApplies,
  options: channelApplyListOptions,
  useList: useChannelApplies,
} = listCall<ChannelApplyFilters, ChannelApplyPage>({ app: SERVICES_APP, method: 'POST', url: 'service/channel-apply-list', key: servicesKeys.channelApplies })
