import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BizRule, Page } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface BizRuleFilters {
  module?: string
  entity?: string
  ruleName?: string
}

/** `POST operating/biz-rules/list`: the business rules by module, entity and name. */
export const fetchBizRules = ({ filters, page, pageSize }: ListParams<BizRuleFilters>) =>
  post<Page<BizRule>>(DS_APP, 'operating/biz-rules/list', { ...filters, pageNum: page, pageSize })

export const bizRulesOptions = (params: ListParams<BizRuleFilters>) =>
  queryOptions({ queryKey: [...dsKeys.rules, params], queryFn: () => fetchBizRules(params), placeholderData: keepPreviousData })

export const useBizRules = (params: ListParams<BizRuleFilters>) => useQuery(bizRulesOptions(params))
