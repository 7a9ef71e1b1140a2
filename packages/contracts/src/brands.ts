import { z } from 'zod'
import { CN_MOBILE, pageOf, withOperatingUrl, tenantField } from './common.js'

/**
 * Brand management of spec 2 (§3–§7) beyond the list (`brand-list.ts`): brand types, detail,
 * create/edit, the brand tag, the services a brand has opened, its super-admin and
 * boss-cockpit accounts and the open-service application. Every path is under `/org-center`
 * unless it says otherwise.
 */

// ───────────────────────────── shared rules ─────────────────────────────

export const DEFAULT_COUNTRY_CODE = '+86'
/** A boss-cockpit account's `createChannel` as the lists name it: pc = added in the back office, h5 = in the boss's mobile app. */
export const BOSS_ACCOUNT_CHANNELS: Readonly<Record<string, string>> = { pc: '后台添加', h5: '老板端添加' }
/** Country codes the phone inputs offer; any `+digits` is accepted. */
export const COUNTRY_CODE_OPTIONS = ['+86', '+852', '+853', '+886', '+65', '+60', '+1', '+44', '+81', '+82'] as const

/** Spec 2 §5: for +86, 1 followed by 10 digits; for any other country code, 8 or more digits. */
export const isValidMobile = (countryCode: string | undefined, mobile: string): boolean =>
  (countryCode ?? DEFAULT_COUNTRY_CODE) === DEFAULT_COUNTRY_CODE ? CN_MOBILE.test(mobile) : /^\d{8,20}$/.test(mobile)

export const MOBILE_INVALID_MESSAGE = '请输入正确的手机号'

const id = z.coerce.number().int().positive()
/** A required mobile with one message at a time: empty, then malformed. */
export const mobileField = (pattern: RegExp) =>
  z.string({ error: '请输入手机号' }).trim().superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: '请输入手机号' })
    else if (!pattern.test(v)) ctx.addIssue({ code: 'custom', message: MOBILE_INVALID_MESSAGE })
  })
const flag01 = z.coerce.number().int().min(0).max(1)
export const countryCodeField = z.string().trim().regex(/^\+\d{1,4}$/, '请选择正确的国家/地区代码').default(DEFAULT_COUNTRY_CODE)

/** Who clicked, as the console sends it (spec 2 §7 `operateAccount`); recorded in the operation log. */
export const OperateAccountSchema = z.object({
  accountName: z.string().trim().max(50).optional(),
  accountPhone: z.string().trim().max(32).optional(),
})
export type OperateAccount = z.infer<typeof OperateAccountSchema>

/** Form values of the brand editor (spec 2 §3 "Brand form"). */
export const SYS_VERSION = 2
export const PRODUCE_MODEL_OPTIONS = [1, 2, 3] as const
export const PRODUCE_VERSION_OPTIONS = [10001, 10002, 10003] as const
export const DEFAULT_PRODUCE_VERSION = 10001
/** The brand tag options of the per-row dropdown: 0 未标记 and the brand statuses (spec 2 §4). */
export const BRAND_TAG_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 0, label: '未标记' },
  { value: 1, label: '正式' },
  { value: 2, label: '试用' },
  { value: 3, label: '废弃' },
  { value: 4, label: '测试' },
  { value: 5, label: '过期' },
  { value: 6, label: '内测' },
]

// ───────────────────────────── brand types ─────────────────────────────

/** GET /org-center/brand/list-brand-type: brand types with the industries each offers. */
export const IndustryOptionSchema = z.object({ id: z.number().int(), name: z.string() })
export const BrandTypeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industries: z.array(IndustryOptionSchema),
})
export type BrandTypeOption = z.infer<typeof BrandTypeOptionSchema>
export const BrandTypeListSchema = z.array(BrandTypeOptionSchema)

// ───────────────────────────── detail and save ─────────────────────────────

/** GET /org-center/brand/detail-brand?brandId= */
export const BrandDetailQuerySchema = z.object({ brandId: tenantField(id, 'brand') })

/**
 * A brand as the detail dialog and the editor read it. `id` and `brandId` are the same number
 * (spec 2 §3 names both). `version` goes back with an edit.
 */
export const BrandDetailSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  name: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  brandType: z.number().int(),
  brandTypeName: z.string(),
  industryId: z.number().int().nullable(),
  industryName: z.string(),
  logo: z.string(),
  address: z.string(),
  isTest: z.number().int(),
  isAssetExchange: z.number().int(),
  isAllowUpgrade: z.number().int(),
  accountVersion: z.number().int().nullable(),
  sysVersion: z.number().int(),
  /** The service model; the editor's field is `produce_model` (spec 2 §3). */
  produceModel: z.number().int(),
  produceVersion: z.number().int(),
  bossCockpitOpen: z.number().int(),
  abandonFlag: z.number().int(),
  status: z.number().int(),
  /** China time, YYYY-MM-DD HH:mm:ss. */
  createdAt: z.string(),
  version: z.number().int(),
})
export type BrandDetail = z.infer<typeof BrandDetailSchema>

/**
 * POST /org-center/brand/save-brand (spec 2 §3, §5). Without `id` it creates (brand.create.btn)
 * and needs the contact, which becomes the brand's first super admin; with `id` it edits
 * (brand.edit.btn) the `version` the editor loaded. `groupId` and `isAssetExchange` cannot
 * change on edit, and the contact fields are ignored then. Success answers code 0 with the
 * saved brand.
 */
export const SaveBrandBodySchema = withOperatingUrl({
  id: tenantField(id.optional(), 'brand'),
  version: z.coerce.number().int().positive().optional(),
  groupId: tenantField(z.coerce.number({ error: '请选择集团' }).int('请选择集团').positive('请选择集团'), 'group'),
  name: z.string({ error: '请输入品牌名称' }).trim().min(1, '请输入品牌名称').max(20, '品牌名称最多 20 个字'),
  brandType: z.coerce.number({ error: '请选择品牌类型' }).int('请选择品牌类型').positive('请选择品牌类型'),
  /** Must be one of the brand type's industries; required when the type offers any. */
  industryId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive('请选择行业').nullable().optional()),
  isTest: flag01.default(1),
  /** The checkbox labelled 余额 (balance). */
  isAssetExchange: flag01.default(1),
  address: z.string().trim().max(50, '地址最多 50 个字').default(''),
  logo: z.string().trim().max(500).optional(),
  contactName: z.string().trim().max(50, '联系人最多 50 个字').optional(),
  contactPhone: z.string().trim().max(20, MOBILE_INVALID_MESSAGE).optional(),
  countryCode: countryCodeField,
  sysVersion: z.literal(SYS_VERSION).default(SYS_VERSION),
  /** 1 席位模式, 2 批量模式, 3 授权模式. */
  produce_model: z.coerce
    .number()
    .int()
    .refine((v) => (PRODUCE_MODEL_OPTIONS as readonly number[]).includes(v), '请选择服务模式')
    .default(1),
  produceVersion: z.coerce
    .number({ error: '请选择版本' })
    .int('请选择版本')
    .refine((v) => (PRODUCE_VERSION_OPTIONS as readonly number[]).includes(v), '请选择版本')
    .default(DEFAULT_PRODUCE_VERSION),
}).superRefine((body, ctx) => {
  if (body.id) return
  if (!body.contactName) ctx.addIssue({ code: 'custom', path: ['contactName'], message: '请输入联系人' })
  if (!body.contactPhone) ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: '请输入手机号' })
  else if (!isValidMobile(body.countryCode, body.contactPhone)) ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: MOBILE_INVALID_MESSAGE })
})
export type SaveBrandBody = z.infer<typeof SaveBrandBodySchema>
export type SaveBrandInput = z.input<typeof SaveBrandBodySchema>

/** POST /org-center/brand/brand-abandon-set: sets the brand tag (0 未标记); answers 操作成功. */
export const BrandAbandonSetBodySchema = withOperatingUrl({
  id: tenantField(id, 'brand'),
  groupId: tenantField(id, 'group'),
  abandonFlag: z.coerce.number().int().min(0, '请选择品牌标记').max(6, '请选择品牌标记'),
})
export type BrandAbandonSetBody = z.infer<typeof BrandAbandonSetBodySchema>
export const BrandAbandonSetResultSchema = z.object({ id: z.number().int(), abandonFlag: z.number().int(), version: z.number().int() })

// ───────────────────────────── brand services ─────────────────────────────

/** Service groups in their display order (spec 2 §4): enterprise-store, visual-drawing, supply chain, finance, data BI. */
export const PRODUCE_CLASSES = [
  { code: 'enterprise-store', name: '企业门店' },
  { code: 'visual-drawing', name: '视觉绘图' },
  { code: 'supply-chain', name: '供应链' },
  { code: 'finance', name: '财务' },
  { code: 'data-bi', name: '数据BI' },
] as const
export type ProduceClassCode = (typeof PRODUCE_CLASSES)[number]['code']
export const PRODUCE_CLASS_ORDER: readonly string[] = PRODUCE_CLASSES.map((c) => c.name)

/** Editions of a reach service, read from `attr` = `{"version": n}` (spec 2 §4); quota null = unlimited. */
export const REACH_EDITIONS: Readonly<Record<number, { name: string; quota: number | null }>> = {
  1: { name: '基础版', quota: 100_000 },
  2: { name: '增强版', quota: 500_000 },
  3: { name: '专业版', quota: 1_000_000 },
  4: { name: '旗舰版', quota: 2_000_000 },
  5: { name: '至尊版', quota: null },
}

/** Seat-mode counters (spec 2 §4): membership total = totalNum × 1,000,000 (shown in 万), labels = totalNum × 50. */
export const memberQuotaWan = (totalNum: number) => totalNum * 100
export const labelQuota = (totalNum: number) => totalNum * 50

/** Service status: seat and batch lists 1 = in effect, else not opened; new authorization 0 in effect, 1 opened, 2 expired. */
export const SEAT_SERVICE_STATUS_LABELS: Readonly<Record<number, string>> = { 1: '生效中', 0: '未开通' }
export const NEW_AUTH_SERVICE_STATUS_LABELS: Readonly<Record<number, string>> = { 0: '生效中', 1: '已开通', 2: '已过期' }

/**
 * The expiry warning of a date (spec 2 §4): 0–2 days away is the 3-day warning, up to 30 days
 * the 30-day warning; past or farther dates have none. Dates are YYYY-MM-DD (China time).
 */
export const expiryWarning = (endDate: string | null | undefined, today: string): 3 | 30 | null => {
  if (!endDate) return null
  const days = Math.round((Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today.slice(0, 10)}T00:00:00Z`)) / 86_400_000)
  if (Number.isNaN(days) || days < 0) return null
  if (days <= 2) return 3
  if (days <= 30) return 30
  return null
}

/** Seats that end on one date (seat mode). */
export const SeatEndDateSchema = z.object({ endDate: z.string(), expNum: z.number().int() })

const produceFields = {
  id: z.number().int(),
  produceName: z.string(),
  produceIcon: z.string(),
  /** The group label, one of `PRODUCE_CLASS_ORDER`. */
  produceClassDesc: z.string(),
  produceType: z.string(),
  /** 1 席位, 2 批量, 3 授权, 31 新授权. */
  produceModel: z.number().int(),
  status: z.number().int(),
  totalNum: z.number().int(),
  usedNum: z.number().int(),
  totalSeatNum: z.number().int(),
  usedSeatNum: z.number().int(),
  /** Dates are YYYY-MM-DD, China time; null when not set. */
  nowBeginDate: z.string().nullable(),
  nowEndDate: z.string().nullable(),
  firstBeginDate: z.string().nullable(),
  seatEndDateList: z.array(SeatEndDateSchema),
  productLevel: z.number().int(),
  /** JSON text, e.g. `{"version":2}` for a reach service's edition; null when none. */
  attr: z.string().nullable(),
  /** The edition `attr.version` names, read from the service's codes in the catalogue; null when none. */
  edition: z.object({ code: z.string(), name: z.string(), quota: z.number().int().nullable() }).nullable(),
  introduce: z.string(),
  expiredAt: z.string().nullable(),
}
export const BrandSubProduceSchema = z.object(produceFields)
/** A service a brand has opened (spec 2 §3 "Service product"). */
export const BrandProduceSchema = z.object({ ...produceFields, subProducts: z.array(BrandSubProduceSchema) })
export type BrandProduce = z.infer<typeof BrandProduceSchema>

/**
 * GET /org-center/produce/list-brand-produce?brandId= (seat and batch services) and
 * GET /product-center/product/list-produce?brandId= (authorization and new-authorization
 * services): the brand's services in group display order.
 */
export const BrandProduceQuerySchema = z.object({ brandId: tenantField(id, 'brand') })
export const BrandProduceListSchema = z.array(BrandProduceSchema)

// ───────────────────────────── super-admin accounts ─────────────────────────────

const ACCOUNTS = '/org-center/operating/cfg/accounts'
export const BRAND_ACCOUNTS_BASE = ACCOUNTS

/** POST …/list-admin-account-by-brand: a brand's super admins, page size 10. */
export const ListAdminAccountBodySchema = withOperatingUrl({
  brandId: tenantField(id, 'brand'),
  groupId: tenantField(id.optional(), 'group'),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  operateAccount: OperateAccountSchema.optional(),
})
export const SuperAdminRowSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  brandId: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  countryCode: z.string(),
  /** China time, YYYY-MM-DD HH:mm:ss. */
  createdAt: z.string(),
})
export type SuperAdminRow = z.infer<typeof SuperAdminRowSchema>
export const SuperAdminPageSchema = pageOf(SuperAdminRowSchema)

/** POST …/create-hq-account: adds a super admin (an existing account by mobile, or a new one). */
export const CreateHqAccountBodySchema = withOperatingUrl({
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名最多 20 个字'),
  mobile: z.string({ error: '请输入手机号' }).trim().min(1, '请输入手机号').max(20, MOBILE_INVALID_MESSAGE),
  countryCode: countryCodeField,
  brandId: tenantField(id, 'brand'),
  groupId: tenantField(id, 'group'),
  operateAccount: OperateAccountSchema.optional(),
}).superRefine((body, ctx) => {
  if (body.mobile && !isValidMobile(body.countryCode, body.mobile)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: MOBILE_INVALID_MESSAGE })
})
export type CreateHqAccountBody = z.infer<typeof CreateHqAccountBodySchema>

/** POST …/hq-account-remove-admin (after 确认移除?): `id` is the super-admin row. */
export const RemoveAdminBodySchema = withOperatingUrl({
  id: tenantField(id, 'superAdmin'),
  accountId: tenantField(id, 'account'),
  brandId: tenantField(id, 'brand'),
  groupId: tenantField(id.optional(), 'group'),
  operateAccount: OperateAccountSchema.optional(),
})
export type RemoveAdminBody = z.infer<typeof RemoveAdminBodySchema>

// ───────────────────────────── boss-cockpit accounts ─────────────────────────────

/** accountType of the boss-cockpit calls; the console sends 1. */
export const BOSS_ACCOUNT_TYPE = 1
export const BOSS_CREATE_CHANNELS = ['pc', 'h5'] as const

/** POST /org-center/brand/list-boss-account: page size 20, `keyword` matches name or mobile. */
export const ListBossAccountBodySchema = withOperatingUrl({
  brandId: tenantField(id, 'brand'),
  groupId: tenantField(id.optional(), 'group'),
  keyword: z.string().trim().max(20).optional(),
  accountType: z.coerce.number().int().default(BOSS_ACCOUNT_TYPE),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export const BossAccountRowSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  brandId: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  countryCode: z.string(),
  accountType: z.number().int(),
  createChannel: z.string(),
  /** China time, YYYY-MM-DD HH:mm:ss. */
  createdAt: z.string(),
})
export type BossAccountRow = z.infer<typeof BossAccountRowSchema>
export const BossAccountPageSchema = pageOf(BossAccountRowSchema)

/** POST /org-center/brand/create-boss-account. The first one turns the brand's bossCockpitOpen on. */
export const CreateBossAccountBodySchema = withOperatingUrl({
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(10, '姓名最多 10 个字'),
  /** Empty gives 请输入手机号, a length other than 11 请输入正确的手机号 (spec 2 §5). */
  mobile: mobileField(/^\d{11}$/),
  countryCode: countryCodeField,
  createChannel: z.enum(BOSS_CREATE_CHANNELS).default('pc'),
  brandId: tenantField(id, 'brand'),
  groupId: tenantField(id.optional(), 'group'),
  accountType: z.coerce.number().int().default(BOSS_ACCOUNT_TYPE),
})
export type CreateBossAccountBody = z.infer<typeof CreateBossAccountBodySchema>

/** POST /org-center/brand/delete-boss-account: `id` is the boss-account row. */
export const DeleteBossAccountBodySchema = withOperatingUrl({
  id: tenantField(id, 'bossAccount'),
  brandId: tenantField(id, 'brand'),
  groupId: tenantField(id.optional(), 'group'),
  accountType: z.coerce.number().int().default(BOSS_ACCOUNT_TYPE),
})
export type DeleteBossAccountBody = z.infer<typeof DeleteBossAccountBodySchema>

/** POST /org-center/brand/hq-account-by-mobile: `data` is `{ name }` of the account with that mobile, or null. */
export const HqAccountByMobileBodySchema = withOperatingUrl({
  mobile: tenantField(z.string().trim().min(1, '请输入手机号').max(20, MOBILE_INVALID_MESSAGE), 'personMobile'),
  brandId: tenantField(id, 'brand'),
  groupId: tenantField(id.optional(), 'group'),
})
export const HqAccountByMobileResultSchema = z.object({ name: z.string(), accountId: z.number().int() }).nullable()

// ───────────────────────────── open-service application ─────────────────────────────

/**
 * GET /org-center/brand/service-channel-list?brandId= (path ours: the spec names none): the
 * services a brand may apply to open, in group display order, with whether the brand has it
 * open and whether an application is pending.
 */
export const ServiceChannelQuerySchema = z.object({ brandId: tenantField(id, 'brand') })
export const ServiceChannelSchema = z.object({
  serviceId: z.number().int(),
  produceType: z.string(),
  produceName: z.string(),
  produceIcon: z.string(),
  produceClassDesc: z.string(),
  introduce: z.string(),
  opened: z.boolean(),
  applied: z.boolean(),
})
export type ServiceChannel = z.infer<typeof ServiceChannelSchema>
export const ServiceChannelListSchema = z.array(ServiceChannelSchema)

/** POST /org-center/brand/brand-service-apply: the console then promises contact within 2 working days. */
export const BrandServiceApplyBodySchema = withOperatingUrl({
  brandId: tenantField(id, 'brand'),
  serviceId: id,
  contactName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名最多 20 个字'),
  gender: z.coerce.number().int().min(0).max(1).default(0),
  contactPhone: mobileField(CN_MOBILE),
})
export type BrandServiceApplyBody = z.infer<typeof BrandServiceApplyBodySchema>
export const BrandServiceApplyResultSchema = z.object({ id: z.number().int() })

/** Brand types in the order the spec lists them (all, 2, 66, 18, 70, 68); names in `BRAND_TYPE_LABELS`. */
export const BRAND_TYPE_ORDER: readonly number[] = [2, 66, 18, 70, 68]
