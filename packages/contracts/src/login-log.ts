import { z } from 'zod'
import { calendarDateSchema } from './calendar.js'
import { withOperatingUrl } from './common.js'
import { daysBetween } from './operation-log.js'

/**
 * The login log (issue 12, /system/loginLog/list): every sign-in attempt, successful or not, with its
 * method, result and reason, the masked mobile, the client address and user agent.
 */
export const LOGIN_LOG_PAGE = '/system/loginLog/list'
export const LOGIN_LOG_MAX_DAYS = 30
export const LoginLogCodes = { export: 'loginlog.export.btn' } as const

export const LOGIN_METHODS = ['password', 'code', 'qr', 'wecom', 'register'] as const
export type LoginMethod = (typeof LOGIN_METHODS)[number]
export const LOGIN_METHOD_LABELS: Record<LoginMethod, string> = {
  password: '账号密码',
  code: '短信验证码',
  qr: '扫码',
  wecom: '企业微信',
  register: '注册并登录',
}

const day = calendarDateSchema()

const filterShape = {
  createdAtBegin: day,
  createdAtEnd: day,
  /** Part of the account's name or of the mobile number tried. */
  keyword: z.string().trim().max(50).optional(),
  method: z.enum(LOGIN_METHODS).optional(),
  result: z.enum(['success', 'failure']).optional(),
  /** The client address, exactly or its beginning (`10.0.`). */
  ip: z.string().trim().max(64).optional(),
}

const checkRange = (body: { createdAtBegin: string; createdAtEnd: string }, ctx: z.RefinementCtx) => {
  const span = daysBetween(body.createdAtBegin, body.createdAtEnd)
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['createdAtEnd'], message: '结束日期不能早于开始日期' })
  else if (span >= LOGIN_LOG_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['createdAtEnd'], message: `时间范围最多 ${LOGIN_LOG_MAX_DAYS} 天` })
}

export const ListLoginLogBodySchema = withOperatingUrl({
  ...filterShape,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
}).superRefine(checkRange)

/** The export takes the list's filters and a format. */
export const ExportLoginLogBodySchema = withOperatingUrl({ ...filterShape, format: z.enum(['xlsx', 'csv']).default('xlsx') }).superRefine(checkRange)
export type ListLoginLogBody = z.input<typeof ListLoginLogBodySchema>

export const LoginLogRowSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss, China time. */
  createdAt: z.string(),
  accountId: z.number().int().nullable(),
  /** The account's name when the number belongs to one, else ''. */
  accountName: z.string(),
  /** The mobile number tried, masked (138****0000); '' for QR and enterprise WeChat failures before a number is known. */
  accountPhone: z.string(),
  method: z.enum(LOGIN_METHODS),
  success: z.boolean(),
  /** Why it failed, as the user was told; '' on success. */
  reason: z.string(),
  ip: z.string(),
  userAgent: z.string(),
})
export type LoginLogRow = z.infer<typeof LoginLogRowSchema>
export const LoginLogPageSchema = z.object({ list: z.array(LoginLogRowSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() })
export type LoginLogPage = z.infer<typeof LoginLogPageSchema>
