import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DefinitionDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `GET operating/metadata-definite/get`: the definition with its pending revision and the diff. */
export const fetchDefinition = (id: number) => get<DefinitionDetail>(DS_APP, 'operating/metadata-definite/get', { id })

export const definitionOptions = (id: number) => queryOptions({ queryKey: [...dsKeys.definitions, 'detail', id], queryFn: () => fetchDefinition(id) })

export const useDefinition = (id: number | null) => useQuery({ ...definitionOptions(id ?? 0), enabled: id !== null })
