import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Definition } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata-definite/disable`. */
export const disableDefinition = (id: number) => post<Definition>(DS_APP, 'operating/metadata-definite/disable', { id })

export const useDisableDefinition = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: disableDefinition, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.definitions }) })
}
