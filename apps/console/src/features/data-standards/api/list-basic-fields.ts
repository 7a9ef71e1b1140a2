import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BasicField, Page } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface BasicFieldFilters {
  module?: string
  status?: 0 | 1
  fieldName?: string
}

/** `POST operating/basic-field-config/list`: the basic attributes by module, status and name. */
export const fetchBasicFields = ({ filters, page, pageSize }: ListParams<BasicFieldFilters>) =>
  post<Page<BasicField>>(DS_APP, 'operating/basic-field-config/list', { ...filters, pageNum: page, pageSize })

export const basicFieldsOptions = (params: ListParams<BasicFieldFilters>) =>
  queryOptions({ queryKey: [...dsKeys.basic, params], queryFn: () => fetchBasicFields(params), placeholderData: keepPreviousData })

export const useBasicFields = (params: ListParams<BasicFieldFilters>) => useQuery(basicFieldsOptions(params))
