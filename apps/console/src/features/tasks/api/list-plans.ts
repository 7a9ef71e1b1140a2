import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  DOWNLOAD_APP,
  isPlanRunning,
  TASK_BIZ_TYPE,
  TASK_PAGE_SIZE,
  TASK_POLL_MS,
  type PlanListResult,
} from '@yunying/contracts'
import { dispatch } from '../../../shared/lib/request.js'

/** The plan calls of the download app, through the dispatcher (spec 1 §7). */
export const planKeys = {
  all: ['tasks', 'plans'] as const,
  list: (params: PlanListParams) => ['tasks', 'plans', params] as const,
}

export interface PlanListParams {
  page: number
  fileName: string
  adminId: number | null
}

export const fetchPlans = ({ page, fileName, adminId }: PlanListParams) =>
  dispatch<PlanListResult>({
    appName: DOWNLOAD_APP,
    method: 'GET',
    url: 'plan/list',
    requestBody: {
      page,
      page_size: TASK_PAGE_SIZE,
      file_name: fileName || undefined,
      biz_type: TASK_BIZ_TYPE,
      ...(adminId !== null ? { admin_id: adminId } : {}),
    },
  })

/**
 * Re-fetches every 5 s while a task is generating (0, 1, 4: spec 1 §4) or, beyond the spec, an
 * import is still running (10), so its result shows without a manual refresh; only while `open`.
 */
export const planListOptions = (params: PlanListParams, open: boolean) =>
  queryOptions({
    queryKey: planKeys.list(params),
    queryFn: () => fetchPlans(params),
    enabled: open,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      open && (query.state.data?.plans.data ?? []).some(isPlanRunning) ? TASK_POLL_MS : false,
  })

export const usePlans = (params: PlanListParams, open: boolean) => useQuery(planListOptions(params, open))
