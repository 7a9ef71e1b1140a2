import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/operator/reset-password`: the new password, shown once. */
export const resetPassword = (id: number) => post<{ id: number; password: string }>(ADMIN_APP, 'operator/reset-password', { id })

export const useResetPassword = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: resetPassword, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
