import type { BizRule, Page } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

export interface BizRuleFilters {
  module?: string
  entity?: string
  ruleName?: string
}

/** `POST operating/biz-rules/list`: the business rules by module, entity and name. */
export const {
  fetch: fetchBizRules,
  options: bizRulesOptions,
  useList: useBizRules,
} = listCall<BizRuleFilters, Page<BizRule>>({ app: DS_APP, method: 'POST', url: 'operating/biz-rules/list', key: (params) => [...dsKeys.rules, params] })
