import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Definition, Page } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface DefinitionFilters {
  module?: string
  entity?: string
  parentNode?: string
  status?: number
  dataType?: string
  name?: string
}

export type DefinitionListParams = ListParams<DefinitionFilters>

/** `GET operating/metadata-definite/list` (spec 3 §7.1): `pageNum`, `pageSize` and the filters. */
export const fetchDefinitions = ({ filters, page, pageSize }: DefinitionListParams) =>
  get<Page<Definition>>(DS_APP, 'operating/metadata-definite/list', { ...filters, pageNum: page, pageSize })

export const definitionListOptions = (params: DefinitionListParams) =>
  queryOptions({ queryKey: [...dsKeys.definitions, 'list', params], queryFn: () => fetchDefinitions(params), placeholderData: keepPreviousData })

export const useDefinitions = (params: DefinitionListParams) => useQuery(definitionListOptions(params))
