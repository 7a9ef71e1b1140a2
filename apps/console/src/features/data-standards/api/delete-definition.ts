import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata-definite/delete`. */
export const removeDefinition = (id: number) => post<null>(DS_APP, 'operating/metadata-definite/delete', { id })

export const useDeleteDefinition = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: removeDefinition, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.definitions }) })
}
