import { z } from 'zod'
import { tenantField, withOperatingUrl } from './common.js'

/**
 * How a scan reaches the rules: the resolve call (the mini-program's router page sends the scanned
 * URL), the landing page for browsers, and the simulator that uses the same matching function.
 */

/** Why a code opens what it opens, or nothing. */
export const QR_OUTCOMES = {
  open: '打开规则页面',
  unknown: '二维码不存在',
  blank: '该二维码尚未绑定门店',
  storeGone: '绑定的门店已不存在',
  noRule: '该二维码未关联可用的规则',
  disabled: '聚合码规则已停用',
  channel: '该渠道未对此品牌开放',
  version: '当前 App 版本过低',
} as const
export type QrOutcome = keyof typeof QR_OUTCOMES

export const QR_OS_FAMILIES = ['ios', 'android', 'harmony', 'other'] as const
export type QrOsFamily = (typeof QR_OS_FAMILIES)[number]

/** GET /cmk-center/qrcode/resolve: `q` the scanned URL (or token), `channel` 1 WeChat 2 Alipay 3 Douyin 4 H5. */
export const QrResolveQuerySchema = z.object({
  q: z.string({ error: '缺少二维码内容' }).trim().min(1, '缺少二维码内容').max(300),
  channel: z.coerce.number({ error: '请选择渠道' }).int().min(1, '请选择渠道').max(4, '请选择渠道'),
  appVersion: z.string().trim().max(40).optional().default(''),
  os: z.string().trim().max(40).optional().default(''),
})
export type QrResolveQuery = z.infer<typeof QrResolveQuerySchema>

export const QrResolutionSchema = z.object({
  outcome: z.enum(Object.keys(QR_OUTCOMES) as [QrOutcome, ...QrOutcome[]]),
  /** The outcome in words, for the router page to show. */
  message: z.string(),
  ruleId: z.number().int().nullable(),
  /** The mini-program page to open, without a leading `/` (empty when nothing opens). */
  pagePath: z.string(),
  /** The page's parameters: the store, the brand, the code and its extend-code parameters. */
  query: z.record(z.string(), z.string()),
  /** The rule's H5 page, offered when nothing else opens. */
  h5Url: z.string(),
})
export type QrResolution = z.infer<typeof QrResolutionSchema>

/** POST cmk-operating/qrcode-config/simulate: a code (or a store and a rule), a channel, an app version, an OS. */
export const QrSimulateBodySchema = withOperatingUrl({
  q: z.string().trim().max(300).optional(),
  storeId: tenantField(z.coerce.number().int().positive().optional(), 'store'),
  ruleId: tenantField(z.coerce.number().int().positive().optional(), 'qrRule'),
  channel: z.coerce.number({ error: '请选择渠道' }).int().min(1, '请选择渠道').max(4, '请选择渠道'),
  appVersion: z.string().trim().max(40).optional().default(''),
  os: z.string().trim().max(40).optional().default(''),
  /** A user agent, to see which button the landing page offers. */
  userAgent: z.string().trim().max(500).optional().default(''),
}).refine((b) => Boolean(b.q) || (b.storeId !== undefined && b.ruleId !== undefined), { message: '请输入二维码链接，或选择门店和规则', path: ['q'] })
export type QrSimulateBody = z.infer<typeof QrSimulateBodySchema>

export const QrLaunchSchema = z.object({
  /** wechat-scheme, wechat-open-tag, wechat-hint, alipay, douyin, douyin-offline, h5, none */
  kind: z.string(),
  label: z.string(),
  href: z.string(),
  warning: z.string(),
})
export type QrLaunch = z.infer<typeof QrLaunchSchema>

export const QrSimulationSchema = z.object({
  resolution: QrResolutionSchema,
  /** The app the user agent names (wxwork, wechat, alipay, douyin, browser). */
  app: z.string(),
  /** What the landing page offers that user agent. */
  launch: z.array(QrLaunchSchema),
  /** Each other enabled rule of the store's type and why it did not match. */
  others: z.array(z.object({ ruleId: z.number().int(), alias: z.string(), reason: z.string() })),
})
export type QrSimulation = z.infer<typeof QrSimulationSchema>

/** Registration of the code prefix on a platform (per channel and app id). */
export const QrAppRegistrationBodySchema = withOperatingUrl({
  id: z.coerce.number().int().positive().optional(),
  version: z.coerce.number().int().positive().optional(),
  channel: z.coerce.number({ error: '请选择渠道' }).int().min(1, '请选择渠道').max(3, '请选择渠道'),
  appId: z.string({ error: '请输入 AppID' }).trim().min(1, '请输入 AppID').max(40).regex(/^[A-Za-z0-9_-]+$/, 'AppID 只能包含字母、数字、下划线和短横线'),
  routerPage: z.string().trim().max(200).regex(/^[A-Za-z0-9_\-/.]*$/, '页面路径只能包含字母、数字、下划线、短横线、点和斜杠').optional().default(''),
  published: z.union([z.literal(0), z.literal(1)]).optional().default(0),
  verifyFileName: z.string().trim().max(100).regex(/^[A-Za-z0-9_.-]*\.txt$|^$/, '校验文件名应为 .txt 文件').optional().default(''),
  verifyFileContent: z.string().trim().max(200).optional().default(''),
  declaredPaths: z.array(z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_\-/.]+$/, '页面路径只能包含字母、数字、下划线、短横线、点和斜杠')).max(100).optional().default([]),
  debugLinks: z.array(z.string().trim().max(300)).max(10).optional().default([]),
})
export type QrAppRegistrationBody = z.infer<typeof QrAppRegistrationBodySchema>

/** A registration named by its id (`tool/qrcode/app/del`). */
export const QrAppRegistrationIdQuerySchema = z.object({ id: z.coerce.number({ error: '请选择登记' }).int().positive('请选择登记') })

export const QrAppRegistrationSchema = z.object({
  id: z.number().int(),
  channel: z.number().int(),
  appId: z.string(),
  prefix: z.string(),
  routerPage: z.string(),
  published: z.number().int(),
  verifyFileName: z.string(),
  verifyFileContent: z.string(),
  declaredPaths: z.array(z.string()),
  debugLinks: z.array(z.string()),
  /** Douyin: the links its server made (生成抖音链接), by page and query. */
  providerLinks: z.record(z.string(), z.string()),
  /**
   * The same links with their expiry (China time, '' when unknown) and state: live, expiring within
   * 7 days (soon: time to make it again), or expired (the landing page no longer offers it). Soonest first.
   */
  douyinLinks: z.array(z.object({ key: z.string(), link: z.string(), expireAt: z.string(), state: z.enum(['live', 'soon', 'expired']) })),
  /** WeChat plain-text scheme launches today, and the platform's daily cap. */
  launchesToday: z.number().int(),
  launchCap: z.number().int(),
  capWarning: z.string(),
  version: z.number().int(),
})
export type QrAppRegistration = z.infer<typeof QrAppRegistrationSchema>
