import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DictionaryVersion } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CONFIG_APP, DICTIONARY_BASE, dictionaryKeys } from './config-keys.js'

/** `GET /pandora/field-config/history {id}`: newest first. Silent: the drawer shows the failure itself. */
export const fetchDictionaryHistory = (id: number) => get<DictionaryVersion[]>(CONFIG_APP, `${DICTIONARY_BASE}/history`, { id }, { silent: true })

export const dictionaryHistoryOptions = (id: number) => queryOptions({ queryKey: dictionaryKeys.history(id), queryFn: () => fetchDictionaryHistory(id) })

export const useDictionaryHistory = (id: number | null) => useQuery({ ...dictionaryHistoryOptions(id ?? 0), enabled: id !== null })
