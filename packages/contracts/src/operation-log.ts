import { z } from 'zod'
import { calendarDateSchema } from './calendar.js'
import { withOperatingUrl } from './common.js'

/**
 * The operation log (spec 3 §2.9, /system/operatingLog/list): every change made through the
 * server, with who made it, for which organisation, from which console page and what changed.
 * The specification names the screen only; its call and filters are ours.
 */
export const OPERATION_LOG_PAGE = '/system/operatingLog/list'
/** A search spans at most this many days (the lists' date-range rule of spec 2 §5). */
export const OPERATION_LOG_MAX_DAYS = 30
/** Counting stops here, as on the brand list. */
export const OPERATION_LOG_COUNT_CAP = 10_000

const day = calendarDateSchema()

/** Whole days between two YYYY-MM-DD dates (end − begin). */
export const daysBetween = (begin: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / 86_400_000)

const logFilterShape = {
  createdAtBegin: day,
  createdAtEnd: day,
  /** The person: part of the name or of the mobile number. */
  operator: z.string().trim().max(50).optional(),
  /** Part of the console page's path or title, or of the call's path. */
  keyword: z.string().trim().max(100).optional(),
  /** success: the call answered code 0; failure: anything else. */
  result: z.enum(['success', 'failure']).optional(),
}

const checkLogRange = (body: { createdAtBegin: string; createdAtEnd: string }, ctx: z.RefinementCtx) => {
  const span = daysBetween(body.createdAtBegin, body.createdAtEnd)
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['createdAtEnd'], message: '结束日期不能早于开始日期' })
  else if (span >= OPERATION_LOG_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['createdAtEnd'], message: `时间范围最多 ${OPERATION_LOG_MAX_DAYS} 天` })
}

/** POST /org-center/operating-log/list: China-time days, both ends included. */
export const ListOperationLogBodySchema = withOperatingUrl({
  ...logFilterShape,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
}).superRefine(checkLogRange)

/** POST /org-center/operating-log/export: the list's filters and a format, through the task centre. */
export const ExportOperationLogBodySchema = withOperatingUrl({ ...logFilterShape, format: z.enum(['xlsx', 'csv']).default('xlsx') }).superRefine(checkLogRange)
export const OPERATION_LOG_EXPORT_CODE = 'oplog.export.btn'
export type ListOperationLogBody = z.input<typeof ListOperationLogBodySchema>

export const OperationLogRowSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss, China time. */
  createdAt: z.string(),
  accountName: z.string(),
  /** Masked as the task centre shows phones: 138****0000. */
  accountPhone: z.string(),
  /** The organisation the session acted for: 平台, a group's or a brand's name. */
  orgName: z.string(),
  method: z.string(),
  route: z.string(),
  /** What the call does, in words (its API summary), or '' for a call without one. */
  action: z.string(),
  operatingUrl: z.string(),
  /** The console page's menu title for `operatingUrl`, or ''. */
  pageTitle: z.string(),
  statusCode: z.number().int(),
  code: z.number().int().nullable(),
  success: z.boolean(),
  ip: z.string(),
  requestId: z.string(),
  detail: z.unknown(),
})
export type OperationLogRow = z.infer<typeof OperationLogRowSchema>

export const OperationLogPageSchema = z.object({
  list: z.array(OperationLogRowSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
})
export type OperationLogPage = z.infer<typeof OperationLogPageSchema>
