import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DictionarySettings } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CONFIG_APP, DICTIONARY_BASE, dictionaryKeys } from './config-keys.js'

/** `GET /pandora/field-config/settings`: whether this deployment may create fields (spec 2 §6: not on production). */
export const fetchDictionarySettings = () => get<DictionarySettings>(CONFIG_APP, `${DICTIONARY_BASE}/settings`)

export const dictionarySettingsOptions = () => queryOptions({ queryKey: dictionaryKeys.settings(), queryFn: fetchDictionarySettings, staleTime: 5 * 60_000 })

export const useDictionarySettings = () => useQuery(dictionarySettingsOptions())
