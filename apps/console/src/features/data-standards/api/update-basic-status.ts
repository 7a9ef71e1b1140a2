import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BasicField } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/basic-field-config/update-status`: 1 enables, 0 disables. */
export const updateBasicStatus = ({ id, status }: { id: number; status: 0 | 1 }) => post<BasicField>(DS_APP, 'operating/basic-field-config/update-status', { id, status })

export const useUpdateBasicStatus = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateBasicStatus, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.basic }) })
}
