import { z } from 'zod'
import { pageOf, withOperatingUrl, tenantField } from './common.js'

/**
 * The console shell (spec 1 §2.3–2.10, §4 'Other', §9; spec 3 §3.3 and §6): configuration the
 * console reads before sign-in, the update notice, the feedback count and list, the menu
 * permission screens.
 */

/** `GET /common-center/shell/config` (public): what the console needs from the server's configuration. */
export const ShellConfigSchema = z.object({
  /** The help-centre link of the user menu; empty hides the entry. */
  helpCenterUrl: z.string(),
  /** Hosts that the route guard's `callback` parameter may send users to (lower case). */
  callbackAllowedHosts: z.array(z.string()),
  /** AMap JS API credentials; null means the map picker works offline. */
  amap: z.object({ key: z.string(), securityCode: z.string() }).nullable(),
})
export type ShellConfig = z.infer<typeof ShellConfigSchema>

/** Service type of the update notice: brandType 9 maps to 2, everything else (brandType 2, no brand) to 1 (spec 1 §7). */
export const serviceTypeOfBrand = (brandType: number | null | undefined): 1 | 2 => (brandType === 9 ? 2 : 1)

/** Update notices older than this many days are not shown (spec 1 §4, §9). */
export const UPDATE_NOTICE_DAYS = 15

export const UpdateNoticeQuerySchema = z.object({ service_type: z.coerce.number().int().min(1).max(2) })

/** Update notice (spec 1 §3): title, versions_num, created_at, content. */
export const UpdateNoticeSchema = z.object({
  title: z.string(),
  versions_num: z.string(),
  created_at: z.string(),
  content: z.string(),
})
export type UpdateNotice = z.infer<typeof UpdateNoticeSchema>

/** `versions-info`: the newest published version per service type. */
export const AppletVersionSchema = z.object({ service_type: z.number().int(), versions_num: z.string(), created_at: z.string() })
export type AppletVersion = z.infer<typeof AppletVersionSchema>

/** Feedback (customer suggestions): 0 not handled, 1 handled. */
export const FeedbackStatus = { open: 0, handled: 1 } as const
export const FEEDBACK_STATUS_LABELS: Record<number, string> = { 0: '未处理', 1: '已处理' }

export const NotHandleCountQuerySchema = z.object({ store_id: tenantField(z.coerce.number().int().min(1).optional(), 'brand') })

export const FeedbackListQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  keyword: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
})
export type FeedbackListQuery = z.infer<typeof FeedbackListQuerySchema>

export const FeedbackSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  content: z.string(),
  contact: z.string(),
  /** Marketing channel code (spec 1 §3) the suggestion came through. */
  channel: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
})
export type Feedback = z.infer<typeof FeedbackSchema>
export const FeedbackPageSchema = pageOf(FeedbackSchema)

export const HandleFeedbackBodySchema = withOperatingUrl({ id: tenantField(z.coerce.number().int().min(1), 'feedback') })

/** `GET /org-center/operating-menu/list`: the permission tree as rows (spec 3 §2.9, system). */
export const OperatingMenuQuerySchema = z.object({
  name: z.string().trim().max(50).optional(),
  type: z.coerce.number().int().optional(),
})

export const OperatingMenuRowSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  path: z.string(),
  type: z.number().int(),
  code: z.string(),
  sort: z.number().int(),
  menuStatus: z.number().int(),
  keepAlive: z.boolean(),
  /** Names from the root to this node, joined by ' / '. */
  trail: z.string(),
  roleCount: z.number().int(),
})
export type OperatingMenuRow = z.infer<typeof OperatingMenuRowSchema>

export const OperatingMenuDetailSchema = OperatingMenuRowSchema.extend({
  children: z.array(OperatingMenuRowSchema),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type OperatingMenuDetail = z.infer<typeof OperatingMenuDetailSchema>

/** Menu node types (spec 1 §3). */
export const MENU_TYPE_LABELS: Record<number, string> = { 1: '目录', 2: '页面', 4: '按钮' }

/** Permission codes that guard the shell's own server routes. */
export const ShellCodes = {
  feedbackView: 'feedback.view',
  feedbackHandle: 'feedback.handle',
  menuView: 'system.menu.view',
  storeRenewal: 'mendianxuqi',
} as const

/** Marketing channel codes (spec 1 §3, spec 3 §9). */
export const MARKETING_CHANNEL_LABELS: Record<number, string> = { 1: '微信小程序', 2: '支付宝小程序', 6: '线下 POS', 5: '抖音小程序', 11: '小红书小程序' }
