import { z } from 'zod'
import { pageOf, withOperatingUrl, tenantField } from './common.js'
import { countryCodeField, mobileField } from './brands.js'

const digits = (max: number, message: string) => z.string().trim().regex(/^\d*$/, message).max(max, `最多 ${max} 位数字`)

/** POST /org-center/group/save-group (spec 2 §3, §5). Without `id` it creates; with it, it edits `version`. */
export const SaveGroupBodySchema = withOperatingUrl({
  id: tenantField(z.coerce.number().int().positive().optional(), 'group'),
  /** The version the editor loaded; an edit of a group changed since then is refused (409). */
  version: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1, '请输入集团名称').max(20, '集团名称最多 20 个字'),
  contactName: z.string().trim().min(1, '请输入联系人').max(50, '联系人最多 50 个字'),
  contactPhone: digits(11, '联系电话只能输入数字').min(1, '请输入联系电话'),
  contactEmail: z.union([z.literal(''), z.email('请输入正确的邮箱')]).default(''),
  username: digits(11, '绑定账号只能输入数字').default(''),
  remark: z.string().trim().max(50, '备注最多 50 个字').default(''),
  sysVersion: z.literal(2).default(2),
})
export type SaveGroupBody = z.infer<typeof SaveGroupBodySchema>

/** GET /org-center/group/detail. */
export const GroupDetailQuerySchema = z.object({ id: tenantField(z.coerce.number().int().positive(), 'group') })

export const GroupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  username: z.string(),
  remark: z.string(),
  sysVersion: z.number().int(),
  version: z.number().int(),
})
export type GroupDetail = z.infer<typeof GroupDetailSchema>

/** POST /org-center/group/list-group: page of groups, newest first. */
export const ListGroupBodySchema = withOperatingUrl({
  name: z.string().trim().max(20).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})

/** A group list row (spec 2 §3): status 0 unconfigured, otherwise configured. */
export const GroupRowSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  status: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  brandCount: z.number().int(),
  createdAt: z.string(),
})
export type GroupRow = z.infer<typeof GroupRowSchema>

export const GroupPageSchema = pageOf(GroupRowSchema)
export type GroupPage = z.infer<typeof GroupPageSchema>

/** GET /org-center/group/list-all?version=&name= : every group, for pickers. */
export const ListAllGroupsQuerySchema = z.object({ version: z.coerce.number().int().optional(), name: z.string().trim().max(20).optional() })
export const GroupOptionSchema = z.object({ id: z.number().int(), name: z.string() })

/** GET /org-center/user/account-bind-group and account-unbind-group: groupId, username. */
export const BindGroupQuerySchema = z.object({
  groupId: tenantField(z.coerce.number().int().positive(), 'group'),
  username: tenantField(z.string().trim().min(1, '绑定账号不可为空').regex(/^1\d{10}$/, '请输入正确的手机号'), 'personMobile'),
})

/** POST /org-center/group/list-group-account: the accounts bound to a group (type 1). */
export const ListGroupAccountBodySchema = withOperatingUrl({
  groupId: tenantField(z.coerce.number().int().positive(), 'group'),
  username: z.string().trim().max(11).optional(),
  type: z.coerce.number().int().default(1),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})

export const GroupAccountRowSchema = z.object({
  username: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
})
export type GroupAccountRow = z.infer<typeof GroupAccountRowSchema>
export const GroupAccountPageSchema = z.object({ list: z.array(GroupAccountRowSchema), total: z.number().int() })
export type GroupAccountPage = z.infer<typeof GroupAccountPageSchema>

// ───────────────────────────── group boss-cockpit accounts ─────────────────────────────

/**
 * A group's boss-cockpit accounts (spec 2 §2: the group row's boss-cockpit button, no button code):
 * the people who see the whole group's figures in the boss app. Paths ours, beside the brand's.
 */
export const ListGroupBossAccountBodySchema = withOperatingUrl({
  groupId: tenantField(z.coerce.number().int().positive(), 'group'),
  keyword: z.string().trim().max(20).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export const GroupBossAccountRowSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  countryCode: z.string(),
  createChannel: z.string(),
  createdAt: z.string(),
})
export type GroupBossAccountRow = z.infer<typeof GroupBossAccountRowSchema>
export const GroupBossAccountPageSchema = pageOf(GroupBossAccountRowSchema)
export type GroupBossAccountPage = z.infer<typeof GroupBossAccountPageSchema>
export const CreateGroupBossAccountBodySchema = withOperatingUrl({
  groupId: tenantField(z.coerce.number().int().positive(), 'group'),
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(10, '姓名最多 10 个字'),
  mobile: mobileField(/^\d{11}$/),
  countryCode: countryCodeField,
  createChannel: z.enum(['pc', 'h5']).default('pc'),
})
export type CreateGroupBossAccountBody = z.infer<typeof CreateGroupBossAccountBodySchema>
export const DeleteGroupBossAccountBodySchema = withOperatingUrl({ id: z.coerce.number().int().positive(), groupId: tenantField(z.coerce.number().int().positive(), 'group') })
