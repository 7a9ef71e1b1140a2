import { z } from 'zod'
import { tenantField, withOperatingUrl } from './common.js'

/**
 * Aggregate-QR rules (聚合码配置; spec 2 §2, §3, §4, §5, §7 cmk-center): which mini-program page a
 * printed code of a store type opens, on which channels, for which brands, from which app version.
 */

/** applyStoreType (spec 2 §3): 0 general, 66 catering 2.0, 18 bakery, 70 main-meal. */
export const QR_STORE_TYPES: Readonly<Record<number, string>> = { 0: '通用', 66: '餐饮2.0', 18: '烘焙', 70: '正餐' }
/** bindThirdTypes[].thirdType and the resolve call's `channel` (spec 2 §3). */
export const QR_THIRD_TYPES: Readonly<Record<number, string>> = { 1: '微信小程序', 2: '支付宝小程序', 3: '抖音小程序', 4: 'H5' }
export const QrChannel = { wechat: 1, alipay: 2, douyin: 3, h5: 4 } as const
/** Extend codes (扩展码): activity (expansion type 1), goods (2), scenes (3). */
export const QR_EXTEND_CODES = { activity: '活动码', goods: '商品码', scenes: '场景码' } as const
export type QrExtendCode = keyof typeof QR_EXTEND_CODES
/** goodsTag of a goods extend code. */
export const QR_GOODS_TAGS: Readonly<Record<number, string>> = { 1: '普通商品', 2: '商城商品', 3: '门店快递', 4: '工厂转售', 5: '蛋糕预订' }
export const QrRuleStatus = { disabled: 0, enabled: 1 } as const
/** The dictionaries `sys/dict/list` answers (base data rows, not constants). */
export const QR_DICT_CODES = ['qrcode_bind_channel', 'qrcode_type', 'qrcode_bind_qrcode_type'] as const
/** The bind channel whose codes may carry QR types and extend codes (spec 2 §5: "only with channel 1"). */
export const QR_WECHAT_BIND_CHANNEL = '1'

const flag = (message: string) => z.union([z.literal(0), z.literal(1)], { error: message })
const VersionSchema = z
  .string()
  .trim()
  .max(20, '版本号最多 20 个字符')
  .regex(/^(\d+(\.\d+){0,3})?$/, '版本号格式应为数字和点，如 8.0.40')
  .optional()
  .default('')

const CodeNameSchema = z.object({ code: z.string().trim().min(1).max(20), name: z.string().trim().max(30).optional().default('') })

export const QrBindChannelSchema = CodeNameSchema.extend({
  supportBindQrcodeType: z.array(CodeNameSchema).max(10).optional().default([]),
})

const ActivityParamSchema = z.object({
  detailType: z.literal(1).optional().default(1),
  activityType: z.string({ error: '请输入活动类型' }).trim().min(1, '请输入活动类型').max(20, '活动类型最多 20 个字符'),
  activityName: z.string({ error: '请输入活动名称' }).trim().min(1, '请输入活动名称').max(30, '活动名称最多 30 个字符'),
})
const GoodsParamSchema = z.object({
  detailType: z.literal(2).optional().default(2),
  goodsTag: z.number({ error: '请选择商品标签' }).int().min(1, '请选择商品标签').max(5, '请选择商品标签'),
})
const ScenesParamSchema = z.object({ scenes: z.union([z.literal(1), z.literal(2)], { error: '请选择是否支持场景' }) })

export const QrExtendCodeSchema = z.discriminatedUnion(
  'code',
  [
    z.object({ code: z.literal('activity'), name: z.string().trim().max(30).optional().default(''), param: ActivityParamSchema }),
    z.object({ code: z.literal('goods'), name: z.string().trim().max(30).optional().default(''), param: GoodsParamSchema }),
    z.object({ code: z.literal('scenes'), name: z.string().trim().max(30).optional().default(''), param: ScenesParamSchema.optional() }),
  ],
  { error: '请选择扩展码类型' },
)
export type QrExtendCodeSetting = z.infer<typeof QrExtendCodeSchema>

export const QrBindSettingsSchema = z.object({
  supportBindChannel: z.array(QrBindChannelSchema, { error: '请至少选择一个关联渠道' }).min(1, '请至少选择一个关联渠道').max(10),
  supportExtendCode: z.array(QrExtendCodeSchema).max(3).optional().default([]),
  isDefaultExist: z.union([z.literal(1), z.literal(2)], { error: '请选择是否默认存在' }).default(2),
})
export type QrBindSettings = z.infer<typeof QrBindSettingsSchema>

export const QrApplySellerSchema = z.object({
  applySellerId: z.coerce.number({ error: '请选择品牌' }).int().positive('请选择品牌'),
  applySellerName: z.string().trim().max(50).optional().default(''),
})

export const QrThirdTypeSchema = z.object({
  thirdType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '请选择第三方类型' }),
  /** The mini-program's version line (release, trial, develop) the channel opens; free text. */
  typeVersion: z.string().trim().max(20).optional().default(''),
  /** Empty: every brand of the store type. */
  applySellerList: z.array(QrApplySellerSchema).max(500, '每个渠道最多选择 500 个品牌').optional().default([]),
})
export type QrThirdType = z.infer<typeof QrThirdTypeSchema>

const ruleShape = {
  applyStoreType: z.union([z.literal(0), z.literal(66), z.literal(18), z.literal(70)], { error: '请选择适用门店类型' }),
  alias: z.string().trim().max(30, '别名最多 30 个字符').optional().default(''),
  typeId: z.string({ error: '请选择页面' }).trim().min(1, '请选择页面').max(50),
  pagePath: z
    .string({ error: '请输入页面路径' })
    .trim()
    .min(1, '请输入页面路径')
    .max(200, '页面路径最多 200 个字符')
    .regex(/^\/?[A-Za-z0-9_\-/.]+$/, '页面路径只能包含字母、数字、下划线、短横线、点和斜杠，不带参数'),
  allowBlankQrcode: flag('请选择是否允许空码').default(0),
  allowAppScanBind: flag('请选择是否允许App扫码绑定'),
  isMiniProgram: flag('请选择是否小程序页面').default(1),
  wechatVersion: VersionSchema,
  alipayVersion: VersionSchema,
  tiktokVersion: VersionSchema,
  /** The H5 page a browser without the app is offered (the rule's fallback). */
  h5Url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'H5 地址应以 http:// 或 https:// 开头' })]).optional().default(''),
  descr: z.string().max(100_000, '说明内容过长').optional().default(''),
  bindSettings: QrBindSettingsSchema,
  bindThirdTypes: z
    .array(QrThirdTypeSchema)
    .max(4)
    .optional()
    .default([])
    .refine((list) => new Set(list.map((t) => t.thirdType)).size === list.length, '每种第三方类型只能配置一次'),
}

/** Spec 2 §5's cross-field rules: QR types and extend codes only under channel 1; scenes required when ticked. */
const checkRule = (rule: { bindSettings: QrBindSettings }, ctx: z.RefinementCtx) => {
  const channels = rule.bindSettings.supportBindChannel
  if (new Set(channels.map((c) => c.code)).size !== channels.length) ctx.addIssue({ code: 'custom', path: ['bindSettings', 'supportBindChannel'], message: '关联渠道不能重复' })
  channels.forEach((c, i) => {
    if (c.code !== QR_WECHAT_BIND_CHANNEL && c.supportBindQrcodeType.length > 0)
      ctx.addIssue({ code: 'custom', path: ['bindSettings', 'supportBindChannel', i, 'supportBindQrcodeType'], message: '二维码类型仅适用于微信渠道' })
  })
  const extend = rule.bindSettings.supportExtendCode
  if (extend.length > 0 && !channels.some((c) => c.code === QR_WECHAT_BIND_CHANNEL))
    ctx.addIssue({ code: 'custom', path: ['bindSettings', 'supportExtendCode'], message: '扩展选项仅在勾选微信渠道时可用' })
  if (new Set(extend.map((e) => e.code)).size !== extend.length) ctx.addIssue({ code: 'custom', path: ['bindSettings', 'supportExtendCode'], message: '扩展码类型不能重复' })
  extend.forEach((e, i) => {
    if (e.code === 'scenes' && !e.param) ctx.addIssue({ code: 'custom', path: ['bindSettings', 'supportExtendCode', i, 'param', 'scenes'], message: '请选择是否支持场景' })
  })
}

/** A valid rule, for the OpenAPI document and the access matrix's sampler. */
const RULE_EXAMPLE = {
  applyStoreType: 0,
  alias: '扫码点餐',
  typeId: '1',
  pagePath: 'pages/order/index',
  allowAppScanBind: 0,
  bindSettings: { supportBindChannel: [{ code: '1' }], isDefaultExist: 2 },
  bindThirdTypes: [{ thirdType: 1, applySellerList: [{ applySellerId: 1 }] }],
}

/** POST cmk-operating/qrcode-config/save. New rules start enabled. */
export const SaveQrRuleBodySchema = withOperatingUrl(ruleShape).superRefine(checkRule).meta({ examples: [RULE_EXAMPLE] })
export type SaveQrRuleBody = z.infer<typeof SaveQrRuleBodySchema>

/** POST …/qrcode-config/edit: the whole rule at the `version` the editor loaded (stale → 409). */
export const EditQrRuleBodySchema = withOperatingUrl({
  ...ruleShape,
  id: tenantField(z.coerce.number().int().positive(), 'qrRule'),
  version: z.coerce.number({ error: '缺少版本号，请刷新后重试' }).int().positive(),
})
  .superRefine(checkRule)
  .meta({ examples: [{ ...RULE_EXAMPLE, id: 1, version: 1 }] })
export type EditQrRuleBody = z.infer<typeof EditQrRuleBodySchema>

/** GET …/del, detail, disabled, enabled: `{ id }`. */
export const QrRuleIdQuerySchema = z.object({ id: tenantField(z.coerce.number().int().positive(), 'qrRule') })

/** POST …/qrcode-config/page (filters, `pageNumber`, `pageSize` → `list`, `totalCount`). */
export const QrRulePageBodySchema = withOperatingUrl({
  applyStoreType: z.coerce.number().int().optional(),
  alias: z.string().trim().max(30).optional(),
  /** The page (typeId). */
  page: z.string().trim().max(50).optional(),
  /** A bind channel code. */
  channel: z.string().trim().max(20).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  /** A brand the rule names in its applySellerList. */
  brand: tenantField(z.coerce.number().int().positive().optional(), 'brand:filter'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type QrRulePageBody = z.infer<typeof QrRulePageBodySchema>

const CodeNameOut = z.object({ code: z.string(), name: z.string() })

export const QrRuleSchema = z.object({
  id: z.number().int(),
  applyStoreType: z.number().int(),
  applyStoreTypeName: z.string(),
  alias: z.string(),
  name: z.string(),
  typeId: z.string(),
  pagePath: z.string(),
  allowBlankQrcode: z.number().int(),
  allowAppScanBind: z.number().int(),
  isMiniProgram: z.number().int(),
  wechatVersion: z.string(),
  alipayVersion: z.string(),
  tiktokVersion: z.string(),
  h5Url: z.string(),
  descr: z.string(),
  status: z.number().int(),
  bindSettings: z.object({
    supportBindChannel: z.array(CodeNameOut.extend({ supportBindQrcodeType: z.array(CodeNameOut) })),
    supportExtendCode: z.array(z.object({ code: z.string(), name: z.string(), param: z.record(z.string(), z.unknown()).optional() })),
    isDefaultExist: z.number().int(),
  }),
  bindThirdTypes: z.array(
    z.object({ thirdType: z.number().int(), thirdTypeName: z.string(), typeVersion: z.string(), applySellerList: z.array(z.object({ applySellerId: z.number().int(), applySellerName: z.string() })) }),
  ),
  /** Codes bound under the rule (the list's 已绑码数). */
  boundCodes: z.number().int(),
  /** Resolutions and landings of its codes in the last 7 days. */
  scans7d: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  version: z.number().int(),
})
export type QrRule = z.infer<typeof QrRuleSchema>

export const QrRulePageSchema = z.object({ list: z.array(QrRuleSchema), totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() })
export type QrRulePage = z.infer<typeof QrRulePageSchema>

/** GET cmk-operating/sys/dict/list {code}. */
export const QrDictQuerySchema = z.object({ code: z.enum(QR_DICT_CODES, { error: '未知的字典编码' }) })
export const QrDictItemSchema = z.object({ dataKey: z.string(), dataValue: z.string() })
export const QrDictListSchema = z.array(QrDictItemSchema)
export type QrDictItem = z.infer<typeof QrDictItemSchema>
