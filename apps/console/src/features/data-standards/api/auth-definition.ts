import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Definition } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata-definite/auth`: `authStatus` true passes, false rejects with `authMsg`. */
export const authDefinition = (body: { id: number; authStatus: boolean; authMsg: string }) => post<Definition>(DS_APP, 'operating/metadata-definite/auth', body)

export const useAuthDefinition = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: authDefinition, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.definitions }) })
}
