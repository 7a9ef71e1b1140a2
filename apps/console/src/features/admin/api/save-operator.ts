import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaveOperatorBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `POST /org-center/operator/save`: a new account answers its one-time password. */
export const saveOperator = (body: SaveOperatorBody) => post<{ id: number; oneTimePassword: string | null }>(ADMIN_APP, 'operator/save', { ...body })

export const useSaveOperator = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveOperator, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
