import { useQuery } from '@tanstack/react-query'
import type { FailItem, Page } from '@yunying/contracts'
import { listCall } from '../../../shared/api/list-call.js'
import type { ListParams } from '../../../shared/ui/list-page/index.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

export interface FailFilters {
  module?: string
  entity?: string
  fieldCode?: string
  label?: number
  recordId?: string
}

/** `GET operating/metadata/check-res/fail-list`: the failing records, a page at a time, never truncated. */
export const { fetch: fetchCheckFails, options: checkFailsOptions } = listCall<FailFilters, Page<FailItem>>({
  app: CHECKS_APP,
  method: 'GET',
  url: 'operating/metadata/check-res/fail-list',
  key: (params) => [...checksKeys.fails, params],
})

/**
 * `checks`: what the latest checks were (their times and what waits), so a check that ends asks for
 * the page again; `null` while that is not known yet (the page is asked for once, after it).
 */
export const useCheckFails = (params: ListParams<FailFilters>, checks: string | null = '') => {
  const options = checkFailsOptions(params)
  return useQuery({ ...options, queryKey: [...options.queryKey, checks], enabled: checks !== null })
}
