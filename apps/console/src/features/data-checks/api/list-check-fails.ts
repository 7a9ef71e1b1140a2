import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FailItem, Page } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
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
export const fetchCheckFails = ({ filters, page, pageSize }: ListParams<FailFilters>) =>
  get<Page<FailItem>>(CHECKS_APP, 'operating/metadata/check-res/fail-list', { ...filters, pageNum: page, pageSize })

/**
 * `checks`: what the latest checks were (their times and what waits), so a check that ends asks for
 * the page again; `null` while that is not known yet (the page is asked for once, after it).
 */
export const useCheckFails = (params: ListParams<FailFilters>, checks: string | null = '') =>
  useQuery({ queryKey: [...checksKeys.fails, params, checks], queryFn: () => fetchCheckFails(params), placeholderData: keepPreviousData, enabled: checks !== null })
