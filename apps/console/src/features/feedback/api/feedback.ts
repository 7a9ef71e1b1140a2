import type { Feedback, FeedbackListQuery } from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

export interface FeedbackPage {
  list: Feedback[]
  total: number
  pageNum: number
  pageSize: number
}

export const fetchFeedback = (query: Partial<FeedbackListQuery>) => get<FeedbackPage>('crm-center', 'customer-suggest/list', { ...query })

export const useFeedbackList = (query: Partial<FeedbackListQuery>) =>
  useQuery({ queryKey: ['feedback', query], queryFn: () => fetchFeedback(query), placeholderData: keepPreviousData })

export const handleFeedback = (id: number) => post<null>('crm-center', 'customer-suggest/handle', { id })

/** Marking one handled refreshes the list and the menu badge's count. */
export const useHandleFeedback = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: handleFeedback,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['feedback'] }), queryClient.invalidateQueries({ queryKey: ['feedback-count'] })]),
  })
}
