import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BizRule, Page } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface BizRuleFilters {
  module?: string
  entity?: string
  ruleName?: string
}

/** `POST operating/biz-rules/list`: the business rules by module, entity and name. */
export const fetchBizRules = ({ filters, page, pageSize }: { filters: BizRuleFilters; page: number; pageSize: number }) =>
  post<Page<BizRule>>(DS_APP, 'operating/biz-rules/list', { ...filters, pageNum: page, pageSize })

export const bizRulesOptions = (params: { filters: BizRuleFilters; page: number; pageSize: number }) =>
  queryOptions({ queryKey: [...dsKeys.rules, params], queryFn: () => fetchBizRules(params), placeholderData: keepPreviousData })

export const useBizRules = (params: { filters: BizRuleFilters; page: number; pageSize: number }) => useQuery(bizRulesOptions(params))
