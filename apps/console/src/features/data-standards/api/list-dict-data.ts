import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DictDataItem, MetadataNameType } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `GET operating/dict-data/list`: modules, a module's entities (`pid`), industries. */
export const fetchDictData = (nameType: MetadataNameType, pid?: number) => get<DictDataItem[]>(DS_APP, 'operating/dict-data/list', { nameType, ...(pid ? { pid } : {}) })

export const dictDataOptions = (nameType: MetadataNameType, pid?: number) =>
  queryOptions({ queryKey: [...dsKeys.dict, nameType, pid ?? 0], queryFn: () => fetchDictData(nameType, pid), staleTime: 60_000 })

/** Entities wait for their module: `enabled` is false until `pid` is known. */
export const useDictData = (nameType: MetadataNameType, pid?: number, enabled = true) => useQuery({ ...dictDataOptions(nameType, pid), enabled })
