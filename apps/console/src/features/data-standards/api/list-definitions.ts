import type { Definition, Page } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
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
export const {
  fetch: fetchDefinitions,
  options: definitionListOptions,
  useList: useDefinitions,
} = listCall<DefinitionFilters, Page<Definition>>({ app: DS_APP, method: 'GET', url: 'operating/metadata-definite/list', key: (params) => [...dsKeys.definitions, 'list', params] })
