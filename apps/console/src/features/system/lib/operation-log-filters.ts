import { OPERATION_LOG_MAX_DAYS, type ListOperationLogBody, type OperationLogRow } from '@yunying/contracts'
import type { Dayjs } from 'dayjs'
import { chinaToday } from '../../../shared/lib/china-time.js'

export type ResultChoice = 'all' | 'success' | 'failure'

/** What the search form holds. */
export interface OperationLogSearchValues {
  /** The picker cannot be cleared; a missing day falls back to the default range. */
  createdAt?: [Dayjs | null, Dayjs | null]
  operator?: string
  keyword?: string
  result?: ResultChoice
}

/** The list's body without the page and without `operatingUrl` (the request layer adds it). */
export type OperationLogFilter = Omit<ListOperationLogBody, 'operatingUrl' | 'pageNum' | 'pageSize'>
export type OperationLogQuery = OperationLogFilter & { pageNum: number; pageSize: number }

const DAY = 'YYYY-MM-DD'
/** The widest span the server accepts: begin and end both included. */
const MAX_SPAN = OPERATION_LOG_MAX_DAYS - 1

/** The form's defaults: the last 7 days including today, anyone, any call, any result. */
export const defaultSearchValues = (today: Dayjs = chinaToday()): OperationLogSearchValues => ({
  createdAt: [today.subtract(6, 'day').startOf('day'), today.startOf('day')],
  operator: '',
  keyword: '',
  result: 'all',
})

/** The list's filter from the form: trimmed words, empty choices left out, the range as days. */
export const toOperationLogFilter = (values: OperationLogSearchValues, today: Dayjs = chinaToday()): OperationLogFilter => {
  const [fallbackBegin, fallbackEnd] = defaultSearchValues(today).createdAt as [Dayjs, Dayjs]
  const [begin, end] = values.createdAt ?? []
  const filter: OperationLogFilter = {
    createdAtBegin: (begin ?? fallbackBegin).format(DAY),
    createdAtEnd: (end ?? fallbackEnd).format(DAY),
  }
  const operator = values.operator?.trim()
  if (operator) filter.operator = operator
  const keyword = values.keyword?.trim()
  if (keyword) filter.keyword = keyword
  if (values.result === 'success' || values.result === 'failure') filter.result = values.result
  return filter
}

/** The picker's rule lives in shared/lib/date-range.ts (the brand list uses it too). */
export { isOutsideRange } from '../../../shared/lib/date-range.js'

/** The same bounds as the server's check, for a range typed in rather than picked; null when fine. */
export const checkRange = (range: OperationLogSearchValues['createdAt'] | null): string | null => {
  const [begin, end] = range ?? []
  if (!begin || !end) return '请选择操作时间'
  const span = end.startOf('day').diff(begin.startOf('day'), 'day')
  if (span < 0) return '结束日期不能早于开始日期'
  if (span > MAX_SPAN) return `时间范围最多 ${OPERATION_LOG_MAX_DAYS} 天`
  return null
}

/** 成功, or 失败 with the envelope's code (the HTTP status when the answer had none). */
export const resultLabel = (row: Pick<OperationLogRow, 'success' | 'code' | 'statusCode'>) =>
  row.success ? '成功' : `失败 · ${row.code ?? row.statusCode}`

/** One line of what changed: a from → to pair, a plain value, or a structure shown as JSON. */
export type DetailRow =
  | { key: string; kind: 'change'; from: string; to: string }
  | { key: string; kind: 'text'; text: string }
  | { key: string; kind: 'json'; text: string }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  isPlainObject(value) && Object.keys(value).length === 2 && 'from' in value && 'to' in value

const shown = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))

const rowOf = (key: string, value: unknown): DetailRow => {
  if (isChange(value)) return { key, kind: 'change', from: shown(value.from), to: shown(value.to) }
  if (typeof value === 'object' && value !== null) return { key, kind: 'json', text: JSON.stringify(value, null, 2) }
  return { key, kind: 'text', text: shown(value) }
}

/**
 * The drawer's lines for a log entry's `detail`: one per top-level key of an object; any other
 * value as a single line; nothing (无变更内容) for no detail or an empty object or list.
 */
export const detailRowsOf = (detail: unknown): DetailRow[] => {
  if (detail === null || detail === undefined || detail === '') return []
  if (isPlainObject(detail)) return Object.entries(detail).map(([key, value]) => rowOf(key, value))
  if (Array.isArray(detail) && detail.length === 0) return []
  return [rowOf('内容', detail)]
}
