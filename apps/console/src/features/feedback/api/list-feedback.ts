import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Feedback, FeedbackListQuery, Page } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: Partial<FeedbackListQuery>) => ['feedback', query] as const,
}

/** `GET /crm-center/customer-suggest/list` (spec 1 §2.4): a page of feedback by keyword and status. */
export const fetchFeedback = (query: Partial<FeedbackListQuery>) => get<Page<Feedback>>('crm-center', 'customer-suggest/list', { ...query })

export const feedbackListOptions = (query: Partial<FeedbackListQuery>) =>
  queryOptions({ queryKey: feedbackKeys.list(query), queryFn: () => fetchFeedback(query), placeholderData: keepPreviousData })

export const useFeedbackList = (query: Partial<FeedbackListQuery>) => useQuery(feedbackListOptions(query))
