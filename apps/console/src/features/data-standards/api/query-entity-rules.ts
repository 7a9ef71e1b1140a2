import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BizRule } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/biz-rules/query-entity-rules`: the business rules of one module and entity (the editor's 业务规则 section). */
export const fetchEntityRules = (module: string, entity: string) => post<BizRule[]>(DS_APP, 'operating/biz-rules/query-entity-rules', { module, entity })

export const entityRulesOptions = (module: string, entity: string) =>
  queryOptions({ queryKey: [...dsKeys.rules, 'entity', module, entity], queryFn: () => fetchEntityRules(module, entity) })

export const useEntityRules = (module: string | undefined, entity: string | undefined) =>
  useQuery({ ...entityRulesOptions(module ?? '', entity ?? ''), enabled: Boolean(module && entity) })
