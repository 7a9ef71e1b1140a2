import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { TASK_PAGE_SIZE, type BatchResult } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'

/** `GET baking/order/delivery-send-result` (spec 1 §7): the batch-shipping result, 10 per page. */
export const fetchBatchResult = (taskId: number, pageNo: number) =>
  get<BatchResult>('baking', 'order/delivery-send-result', { pageNo, pageSize: TASK_PAGE_SIZE, taskId })

export const batchResultOptions = (taskId: number | null, pageNo: number) =>
  queryOptions({
    queryKey: ['tasks', 'batch-result', taskId, pageNo] as const,
    queryFn: () => fetchBatchResult(taskId!, pageNo),
    enabled: taskId !== null,
    placeholderData: keepPreviousData,
  })

export const useBatchResult = (taskId: number | null, pageNo: number) => useQuery(batchResultOptions(taskId, pageNo))
