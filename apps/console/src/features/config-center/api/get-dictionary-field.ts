import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DictionaryDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CONFIG_APP, DICTIONARY_BASE, dictionaryKeys } from './config-keys.js'

/** `GET /pandora/field-config/detail {id}`; silent: the editor shows a missing field itself. */
export const fetchDictionaryDetail = (id: number) => get<DictionaryDetail>(CONFIG_APP, `${DICTIONARY_BASE}/detail`, { id }, { silent: true })

// The editor starts from what the server has now, not from a cached copy another tab left.
export const dictionaryDetailOptions = (id: number) =>
  queryOptions({ queryKey: dictionaryKeys.detail(id), queryFn: () => fetchDictionaryDetail(id), staleTime: 0, gcTime: 0 })

export const useDictionaryDetail = (id: number | null) => useQuery({ ...dictionaryDetailOptions(id ?? 0), enabled: id !== null })
