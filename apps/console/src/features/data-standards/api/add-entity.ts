import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DictDataItem } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata/entity/add`: `pid` the module's id. */
export const addEntity = (body: { pid: number; name: string; entity: string }) => post<DictDataItem>(DS_APP, 'operating/metadata/entity/add', body)

export const useAddEntity = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: addEntity, onSuccess: () => client.invalidateQueries({ queryKey: dsKeys.dict }) })
}
