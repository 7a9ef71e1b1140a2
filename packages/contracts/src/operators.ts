import { z } from 'zod'
import { CN_MOBILE, pageOf, withOperatingUrl } from './common.js'
import { PasswordSchema } from './login.js'

/**
 * Operator accounts (issue 12, /system/operator/list): the provider's own accounts with their platform
 * roles, and a finder for any account with its roles per organisation. Brand and group accounts stay
 * managed where spec 2 puts them (super-admin, boss-cockpit and group accounts).
 */
export const OPERATOR_PAGE = '/system/operator/list'
export const OperatorCodes = {
  edit: 'operator.edit.btn',
  resetPassword: 'operator.reset.btn',
  kick: 'operator.kick.btn',
} as const

export const ListOperatorsBodySchema = withOperatingUrl({
  /** Part of the name or of the mobile number. */
  keyword: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  roleId: z.coerce.number().int().min(1).optional(),
  /** platform: accounts holding a platform role (default); all: every account on the platform. */
  kind: z.enum(['platform', 'all']).default('platform'),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type ListOperatorsBody = z.input<typeof ListOperatorsBodySchema>

export const AccountRoleSchema = z.object({
  orgType: z.number().int(),
  orgId: z.number().int(),
  /** 平台, the group's or the brand's name. */
  orgName: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
})
export type AccountRole = z.infer<typeof AccountRoleSchema>

export const OperatorRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Masked in lists (138****0000); the detail shows it in full. */
  mobile: z.string(),
  status: z.number().int(),
  mustChangePassword: z.boolean(),
  roles: z.array(AccountRoleSchema),
  onlineSessions: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss, China time, or '' when never. */
  lastLoginAt: z.string(),
  createdAt: z.string(),
})
export type OperatorRow = z.infer<typeof OperatorRowSchema>
export const OperatorPageSchema = pageOf(OperatorRowSchema)

/** One page or button the account holds, and through which roles. */
export const AccountGrantSchema = z.object({
  menuId: z.number().int(),
  name: z.string(),
  /** The trail of directories and the page: 商户中心 / 商户管理 / 品牌管理. */
  trail: z.string(),
  path: z.string(),
  code: z.string(),
  type: z.number().int(),
  via: z.array(z.object({ roleId: z.number().int(), roleName: z.string(), orgName: z.string(), enabled: z.boolean() })),
})
export type AccountGrant = z.infer<typeof AccountGrantSchema>

export const OperatorDetailSchema = OperatorRowSchema.extend({
  grants: z.array(AccountGrantSchema),
})
export type OperatorDetail = z.infer<typeof OperatorDetailSchema>

const mobile = z.string({ error: '请输入手机号' }).trim().regex(CN_MOBILE, '请输入正确的手机号')

export const SaveOperatorBodySchema = withOperatingUrl({
  id: z.number().int().min(1).optional(),
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名最多 50 个字'),
  mobile,
  /** On create only; without it the server makes a one-time password and shows it once. */
  password: PasswordSchema.optional(),
  /** Platform roles the account holds (its roles in groups and brands are kept as they are). */
  roleIds: z.array(z.number().int().min(1)).min(1, '请至少选择一个角色').max(20),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
})
export type SaveOperatorBody = z.input<typeof SaveOperatorBodySchema>

export const OperatorIdBodySchema = withOperatingUrl({ id: z.number({ error: '请选择账号' }).int().min(1) })
export const OperatorStatusBodySchema = withOperatingUrl({ id: z.number().int().min(1), status: z.union([z.literal(0), z.literal(1)]) })
export const KickSessionBodySchema = withOperatingUrl({ id: z.number().int().min(1), sessionId: z.number().int().min(1).optional() })

/** A password made by the server: shown once, never stored in clear or logged. */
export const OneTimePasswordSchema = z.object({ id: z.number().int(), password: z.string() })
export const SavedOperatorSchema = z.object({ id: z.number().int(), oneTimePassword: z.string().nullable() })

export const AccountSessionSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  orgName: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>
