import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Definition, MetadataDefinitionInput } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata-definite/add`: a new definition, under review. */
export const addDefinition = (body: MetadataDefinitionInput) => post<Definition>(DS_APP, 'operating/metadata-definite/add', body as Record<string, unknown>)

export const useAddDefinition = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: addDefinition, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.definitions }) })
}
