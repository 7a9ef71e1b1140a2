import type { BasicField, Page } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface BasicFieldFilters {
  module?: string
  status?: 0 | 1
  fieldName?: string
}

/** `POST operating/basic-field-config/list`: the basic attributes by module, status and name. */
export const {
  fetch: fetchBasicFields,
  options: basicFieldsOptions,
  useList: useBasicFields,
} = listCall<BasicFieldFilters, Page<BasicField>>({ app: DS_APP, method: 'POST', url: 'operating/basic-field-config/list', key: (params) => [...dsKeys.basic, params] })
