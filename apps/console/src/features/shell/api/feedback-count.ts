import { useQuery } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'

/** `GET /crm-center/customer-suggest/not-handle-count` (spec 1 §7): the feedback not handled yet. */
export const fetchFeedbackCount = (storeId?: number) =>
  get<number>('crm-center', 'customer-suggest/not-handle-count', storeId ? { store_id: storeId } : undefined, { silent: true })

export const FEEDBACK_COUNT_KEY = 'feedback-count'

export const useFeedbackCount = (enabled: boolean, storeId?: number) =>
  useQuery({ queryKey: [FEEDBACK_COUNT_KEY, storeId ?? null], queryFn: () => fetchFeedbackCount(storeId), enabled, refetchInterval: 60_000, retry: false })
