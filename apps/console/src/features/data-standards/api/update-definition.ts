import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Definition, MetadataDefinitionInput } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata-definite/update`: the full definition plus `id` (an enabled one becomes a pending revision). */
export const updateDefinition = (body: MetadataDefinitionInput & { id: number }) => post<Definition>(DS_APP, 'operating/metadata-definite/update', body as Record<string, unknown>)

export const useUpdateDefinition = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateDefinition, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.definitions }) })
}
