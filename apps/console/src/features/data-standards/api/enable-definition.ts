import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Definition } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata-definite/enable`. */
export const enableDefinition = (id: number) => post<Definition>(DS_APP, 'operating/metadata-definite/enable', { id })

export const useEnableDefinition = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: enableDefinition, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.definitions }) })
}
