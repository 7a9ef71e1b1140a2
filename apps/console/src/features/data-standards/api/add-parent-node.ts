import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DictDataItem } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata/parent-node/add`: `pid` the entity's (or a parent node's) id. */
export const addParentNode = (body: { pid: number; name: string; parentNode: string }) => post<DictDataItem>(DS_APP, 'operating/metadata/parent-node/add', body)

export const useAddParentNode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: addParentNode, onSuccess: () => client.invalidateQueries({ queryKey: dsKeys.dict }) })
}
