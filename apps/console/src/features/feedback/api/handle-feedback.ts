import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { feedbackKeys } from './list-feedback.js'

/** `POST /crm-center/customer-suggest/handle`: marks one feedback handled (needs `feedback.handle`). */
export const handleFeedback = (id: number) => post<null>('crm-center', 'customer-suggest/handle', { id })

/** Marking one handled refreshes the list and the menu badge's count. */
export const useHandleFeedback = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: handleFeedback,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: feedbackKeys.all }), queryClient.invalidateQueries({ queryKey: ['feedback-count'] })]),
  })
}
