import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DictionaryListBody, DictionaryPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CONFIG_APP, DICTIONARY_BASE, dictionaryKeys } from './config-keys.js'

/** The list's body without `operatingUrl` (the request layer adds it). */
export type DictionaryFilter = Omit<DictionaryListBody, 'operatingUrl'>

/** `POST /pandora/field-config/list`: a page of fields, 10 by default (spec 2 §9). */
export const fetchDictionaryList = (filter: DictionaryFilter) => post<DictionaryPage>(CONFIG_APP, `${DICTIONARY_BASE}/list`, { ...filter })

export const dictionaryListOptions = (filter: DictionaryFilter) =>
  queryOptions({ queryKey: dictionaryKeys.list(filter), queryFn: () => fetchDictionaryList(filter), placeholderData: keepPreviousData })

export const useDictionaryList = (filter: DictionaryFilter) => useQuery(dictionaryListOptions(filter))
