import { z } from 'zod'
import { pageOf, withOperatingUrl, tenantField } from './common.js'
import { PRODUCE_CLASS_ORDER } from './brands.js'

/**
 * The service catalogue (服务管理, spec 2 §2–§5 and §7 "Services"; issue 13): categories, services
 * with their sub-services, and the editions and sellable codes of each service. Every brand's
 * services come from here. Spec 1 §3 and §7: the brand's marketing channels.
 */

/** Granularity (spec 2 §3 level): 1 store, 2 brand, 3 quantity. */
export const SERVICE_LEVELS: Readonly<Record<number, string>> = { 1: '门店', 2: '品牌', 3: '数量' }
/** The model a service is sold in (spec 2 §4). */
export const PRODUCE_MODELS: Readonly<Record<number, string>> = { 1: '席位模式', 2: '批量模式', 3: '授权模式', 31: '新授权模式' }
/** 未分类: services without a category; not a row, cannot be renamed or deleted. */
export const UNCATEGORISED_MOLD = { id: 0, name: '未分类' } as const
/** Brand type 66 (餐饮2.0) splits a service by industry (spec 2 §5, §9). */
export const INDUSTRY_BRAND_TYPE = 66
/** The icon: PNG, JPEG, SVG or BMP by content, at most 1 MB, square (spec 2 §5). */
export const SERVICE_ICON_RULE = { maxBytes: 1024 * 1024, extensions: ['png', 'jpg', 'svg', 'bmp'], message: '仅允许上传JPEG/PNG/SVG/BMP格式' } as const

const id = z.coerce.number().int().positive()
const moldId = z.coerce.number({ error: '请选择服务分类' }).int().min(0, '请选择服务分类')

// ───────────────────────────── categories ─────────────────────────────

export const ProduceMoldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Main and sub-services in the category. */
  serviceCount: z.number().int(),
  /** 未分类 (id 0) cannot be renamed or deleted. */
  fixed: z.boolean(),
})
export type ProduceMold = z.infer<typeof ProduceMoldSchema>
export const ProduceMoldListSchema = z.array(ProduceMoldSchema)

/** Names the category panel shows for itself (全部 and 未分类): a category of that name would be listed twice. */
export const RESERVED_MOLD_NAMES: readonly string[] = ['全部', '未分类']
export const reservedMoldNameMessage = (name: string) => `“${name}”是分类列表自带的名称，请换一个名称`
export const ProduceMoldSaveBodySchema = withOperatingUrl({
  id: z.coerce.number().int().min(0).optional(),
  name: z
    .string({ error: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(20, '分类名称最多 20 个字')
    .refine((name) => !RESERVED_MOLD_NAMES.includes(name), { error: (issue) => reservedMoldNameMessage(String(issue.input)) }),
})
export type ProduceMoldSaveBody = z.infer<typeof ProduceMoldSaveBodySchema>
export const ProduceMoldDeleteQuerySchema = z.object({ id: z.coerce.number().int().min(0) })

// ───────────────────────────── services ─────────────────────────────

const CODE = /^[A-Za-z][A-Za-z0-9_.-]*$/

/** The fields both create and update take (spec 2 §5: all required except pid and the detail). */
const serviceShape = {
  produceName: z.string({ error: '请输入服务名称' }).trim().min(1, '请输入服务名称').max(50, '服务名称最多 50 个字'),
  produceMold: moldId,
  classDesc: z
    .string({ error: '请选择服务标签' })
    .refine((v) => PRODUCE_CLASS_ORDER.includes(v), '请选择服务标签')
    .meta({ examples: ['企业门店'] }),
  pid: z.preprocess((v) => (v === '' || v === 0 ? null : v), id.nullable().optional()),
  produceIcon: z.string({ error: '请上传服务图标' }).trim().min(1, '请上传服务图标').max(500),
  produceModel: z.coerce.number().int().refine((v) => v in PRODUCE_MODELS, '请选择售卖模式').default(1),
  brandTypes: z.array(z.coerce.number().int().positive(), { error: '请选择适用品牌类型' }).min(1, '请选择适用品牌类型').max(20),
  /** Required when brand type 66 is among `brandTypes`; cleared otherwise. */
  industryIds: z.array(z.coerce.number().int().positive()).max(50).default([]),
  introduce: z.string({ error: '请输入服务介绍' }).trim().min(1, '请输入服务介绍').max(100, '服务介绍最多 100 个字'),
  /** Rich text; sanitised when saved. */
  produceDetail: z.string().max(200_000, '服务详情过长').default(''),
  isShow: z.coerce.number().int().min(0).max(1).default(1),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
}

const industryRule = (v: { brandTypes: number[]; industryIds: number[] }) => !v.brandTypes.includes(INDUSTRY_BRAND_TYPE) || v.industryIds.length > 0

export const ProduceTypeCreateBodySchema = withOperatingUrl({
  produceType: z.string({ error: '请输入服务CODE' }).trim().min(1, '请输入服务CODE').max(50, '服务CODE最多 50 个字符').regex(CODE, '服务CODE以字母开头，只能包含字母、数字、下划线、点和短横线'),
  level: z.coerce.number({ error: '请选择服务粒度' }).int().refine((v) => v in SERVICE_LEVELS, '请选择服务粒度'),
  ...serviceShape,
}).refine(industryRule, { message: '请选择适用行业', path: ['industryIds'] })
export type ProduceTypeCreateBody = z.infer<typeof ProduceTypeCreateBodySchema>

/** Code and granularity are fixed once created: sent, they must be the saved ones. */
export const ProduceTypeUpdateBodySchema = withOperatingUrl({
  produceType: z.string().trim().min(1),
  level: z.coerce.number().int().optional(),
  version: z.coerce.number().int().positive().optional(),
  ...serviceShape,
}).refine(industryRule, { message: '请选择适用行业', path: ['industryIds'] })
export type ProduceTypeUpdateBody = z.infer<typeof ProduceTypeUpdateBodySchema>

export const ProduceTypeShowBodySchema = withOperatingUrl({
  produceType: z.string().trim().min(1),
  isShow: z.union([z.literal(0), z.literal(1)], { error: 'isShow 只能是 0 或 1' }),
})
export const ProduceTypeDetailQuerySchema = z.object({ produceType: z.string().trim().min(1).max(50) })

export const ProduceTypeListBodySchema = withOperatingUrl({
  /** Empty: all categories (全部); 0: 未分类. */
  produceMold: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).optional()),
  /** Name or code, contains. */
  keyword: z.string().trim().max(50).optional(),
  isShow: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type ProduceTypeListBody = z.input<typeof ProduceTypeListBodySchema>
export type ProduceTypeListQuery = z.infer<typeof ProduceTypeListBodySchema>

const ServiceRowShape = {
  id: z.number().int(),
  produceType: z.string(),
  produceName: z.string(),
  produceMold: z.number().int(),
  produceMoldName: z.string(),
  classDesc: z.string(),
  pid: z.number().int().nullable(),
  produceIcon: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  produceModel: z.number().int(),
  brandTypes: z.array(z.number().int()),
  brandTypeNames: z.array(z.string()),
  industryIds: z.array(z.number().int()),
  introduce: z.string(),
  isShow: z.number().int(),
  sort: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}
export const ProduceTypeRowSchema = z.object(ServiceRowShape)
export type ProduceTypeRow = z.infer<typeof ProduceTypeRowSchema>
/** A main service with its sub-services (the list's tree). */
export const ProduceTypeTreeRowSchema = z.object({ ...ServiceRowShape, subProduceTypes: z.array(ProduceTypeRowSchema) })
export type ProduceTypeTreeRow = z.infer<typeof ProduceTypeTreeRowSchema>
export const ProduceTypePageSchema = pageOf(ProduceTypeTreeRowSchema)

export const ProduceTypeDetailSchema = z.object({
  ...ServiceRowShape,
  produceDetail: z.string(),
  parentName: z.string().nullable(),
  subProduceTypes: z.array(ProduceTypeRowSchema),
})
export type ProduceTypeDetail = z.infer<typeof ProduceTypeDetailSchema>

/** Main services for the parent choice (up to 1000). */
export const ProduceTypeSimpleSchema = z.array(z.object({ id: z.number().int(), produceType: z.string(), produceName: z.string() }))

// ───────────────────────────── codes ─────────────────────────────

export const ProduceCodeSchema = z.object({
  id: z.number().int(),
  produceType: z.string(),
  code: z.string(),
  name: z.string(),
  /** null: unlimited. */
  quota: z.number().int().nullable(),
  sort: z.number().int(),
  remark: z.string(),
})
export type ProduceCode = z.infer<typeof ProduceCodeSchema>
export const ProduceCodeListSchema = z.array(ProduceCodeSchema)
export const ProduceCodeListBodySchema = withOperatingUrl({ produceType: z.string().trim().min(1).max(50) })

const codeShape = {
  code: z.string({ error: '请输入编码' }).trim().min(1, '请输入编码').max(50, '编码最多 50 个字符').regex(/^[A-Za-z0-9_.-]+$/, '编码只能包含字母、数字、下划线、点和短横线'),
  name: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(20, '名称最多 20 个字'),
  quota: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(0, '额度不能为负数').max(2_000_000_000).nullable().optional()),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  remark: z.string().trim().max(100, '备注最多 100 个字').default(''),
}
export const ProduceCodeInsertBodySchema = withOperatingUrl({ produceType: z.string().trim().min(1).max(50), ...codeShape })
export type ProduceCodeInsertBody = z.infer<typeof ProduceCodeInsertBodySchema>
export const ProduceCodeUpdateBodySchema = withOperatingUrl({ id, ...codeShape })
export type ProduceCodeUpdateBody = z.infer<typeof ProduceCodeUpdateBodySchema>
export const ProduceCodeDeleteBodySchema = withOperatingUrl({ id })

// ───────────────────────────── marketing channels ─────────────────────────────

/** Spec 1 §3: the marketing channels, in the spec's order; Douyin and Xiaohongshu are coming soon. */
export const MARKETING_CHANNELS = [
  { channel: 1, name: '微信小程序', comingSoon: false },
  { channel: 2, name: '支付宝小程序', comingSoon: false },
  { channel: 6, name: '线下POS', comingSoon: false },
  { channel: 5, name: '抖音小程序', comingSoon: true },
  { channel: 11, name: '小红书小程序', comingSoon: true },
] as const
export const CHANNEL_STATES = { none: 'none', applied: 'applied', opened: 'opened', refused: 'refused' } as const
export type ChannelState = (typeof CHANNEL_STATES)[keyof typeof CHANNEL_STATES]

export const BrandChannelQuerySchema = z.object({ brandId: tenantField(z.coerce.number().int().positive().optional(), 'brand') })
export const BrandChannelSchema = z.object({
  channel: z.number().int(),
  name: z.string(),
  comingSoon: z.boolean(),
  state: z.enum(['none', 'applied', 'opened', 'refused']),
  appliedAt: z.string().nullable(),
})
export type BrandChannel = z.infer<typeof BrandChannelSchema>
export const BrandChannelListSchema = z.object({ brandId: z.number().int(), brandName: z.string(), list: z.array(BrandChannelSchema) })
export type BrandChannelList = z.infer<typeof BrandChannelListSchema>

export const BrandChannelApplyBodySchema = withOperatingUrl({
  /** The session's brand when omitted (brand staff). */
  brandId: tenantField(z.coerce.number().int().positive().optional(), 'brand'),
  channel: z.coerce.number({ error: '请选择渠道' }).int().refine((v) => MARKETING_CHANNELS.some((c) => c.channel === v), '不支持的渠道'),
})
export type BrandChannelApplyBody = z.infer<typeof BrandChannelApplyBodySchema>
/** The answer of an application: its id. */
export const BrandChannelApplyAnswerSchema = z.object({ id: z.number().int() })
export type BrandChannelApplyAnswer = z.infer<typeof BrandChannelApplyAnswerSchema>

/** Operators: the channel applications waiting to be handled, and handling one. */
export const ChannelApplyListBodySchema = withOperatingUrl({
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(2).optional()),
  brandName: z.string().trim().max(50).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export const ChannelApplyRowSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  channel: z.number().int(),
  channelName: z.string(),
  status: z.number().int(),
  appliedAt: z.string(),
  appliedByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  remark: z.string(),
})
export type ChannelApplyListBody = z.infer<typeof ChannelApplyListBodySchema>
export type ChannelApplyRow = z.infer<typeof ChannelApplyRowSchema>
export const ChannelApplyPageSchema = pageOf(ChannelApplyRowSchema)
export type ChannelApplyPage = z.infer<typeof ChannelApplyPageSchema>
export const ChannelApplyHandleBodySchema = withOperatingUrl({
  id: tenantField(id, 'channelApply'),
  /** 1 open the channel, 2 refuse. */
  status: z.union([z.literal(1), z.literal(2)], { error: '请选择处理结果' }),
  remark: z.string().trim().max(200, '备注最多 200 个字').default(''),
})
export type ChannelApplyHandleBody = z.input<typeof ChannelApplyHandleBodySchema>

