import { z } from 'zod'
import { tenantField, withOperatingUrl } from './common.js'

/**
 * The codes the aggregate-QR rules govern: a short public URL `{PUBLIC_ORIGIN}/q/{token}` printed
 * as a QR image, blank (a brand's, not yet placed) or bound to a store, a rule and the rule's
 * extend-code parameters.
 */
export const QR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{6,12}$/
export const QR_BLANK_BATCH_MAX = 5000

/** A bound code's extend-code parameters: a table or scene number, an activity, a goods item. */
export const QrCodeExtendSchema = z.object({
  scene: z.string().trim().max(20, '场景编号最多 20 个字符').regex(/^[A-Za-z0-9_-]*$/, '场景编号只能包含字母、数字、下划线和短横线').optional(),
  activityId: z.string().trim().max(32, '活动编号最多 32 个字符').regex(/^[A-Za-z0-9_-]*$/, '活动编号只能包含字母、数字、下划线和短横线').optional(),
  goodsId: z.string().trim().max(32, '商品编号最多 32 个字符').regex(/^[A-Za-z0-9_-]*$/, '商品编号只能包含字母、数字、下划线和短横线').optional(),
})
export type QrCodeExtend = z.infer<typeof QrCodeExtendSchema>

export const QrCodeSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  /** The full URL printed in the image. */
  url: z.string(),
  brandId: z.number().int(),
  storeId: z.number().int().nullable(),
  storeName: z.string(),
  ruleId: z.number().int().nullable(),
  ruleAlias: z.string(),
  extend: QrCodeExtendSchema,
  /** 0 blank, 1 bound. */
  bound: z.number().int(),
  boundAt: z.string(),
  version: z.number().int(),
})
export type QrCode = z.infer<typeof QrCodeSchema>

/** POST cmk-operating/tool/qrcode/store/page: the stores of the chosen brands with their codes per rule. */
export const QrStorePageBodySchema = withOperatingUrl({
  /** One brand id or a list of them. */
  brandIds: tenantField(
    z.preprocess(
      (v) => (v === undefined || Array.isArray(v) ? v : [v]),
      z.array(z.coerce.number().int().positive(), { error: '请选择品牌' }).min(1, '请选择品牌').max(50, '最多选择 50 个品牌'),
    ),
    'brand:filter',
  ),
  keyword: z.string().trim().max(30).optional(),
  ruleId: tenantField(z.coerce.number().int().positive().optional(), 'qrRule:filter'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type QrStorePageBody = z.infer<typeof QrStorePageBodySchema>

export const QrStoreRowSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  storeCode: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  rules: z.array(z.object({ ruleId: z.number().int(), ruleAlias: z.string(), codes: z.array(QrCodeSchema) })),
})
export const QrStorePageSchema = z.object({ list: z.array(QrStoreRowSchema), totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() })
export type QrStorePage = z.infer<typeof QrStorePageSchema>

/** POST …/tool/qrcode/bind: binds a blank code (`codeId`) or, without one, a new code. */
export const QrBindBodySchema = withOperatingUrl({
  codeId: tenantField(z.coerce.number().int().positive().optional(), 'qrCode'),
  storeId: tenantField(z.coerce.number({ error: '请选择门店' }).int().positive('请选择门店'), 'store'),
  ruleId: tenantField(z.coerce.number({ error: '请选择聚合码规则' }).int().positive('请选择聚合码规则'), 'qrRule'),
  extend: QrCodeExtendSchema.optional().default({}),
})
export type QrBindBody = z.infer<typeof QrBindBodySchema>

/** POST …/tool/qrcode/rebind: a bound code moves to another store, rule or parameters, at its version. */
export const QrRebindBodySchema = withOperatingUrl({
  codeId: tenantField(z.coerce.number().int().positive(), 'qrCode'),
  version: z.coerce.number().int().positive(),
  storeId: tenantField(z.coerce.number({ error: '请选择门店' }).int().positive('请选择门店'), 'store'),
  ruleId: tenantField(z.coerce.number({ error: '请选择聚合码规则' }).int().positive('请选择聚合码规则'), 'qrRule'),
  extend: QrCodeExtendSchema.optional().default({}),
})
export type QrRebindBody = z.infer<typeof QrRebindBodySchema>

/**
 * POST /cmk-center/qrcode/app-bind: the merchant app binds a blank code it scanned to a store (a
 * machine call signed by the app's server, `signed:qr-merchant-app`; only under a rule that allows
 * scan binding from the app).
 */
export const QrAppBindBodySchema = z.object({
  /** The scanned URL (`…/q/{token}`) or the bare token. */
  q: z.string({ error: '请扫描二维码' }).trim().min(1, '请扫描二维码').max(500),
  storeId: z.coerce.number({ error: '请选择门店' }).int().positive('请选择门店'),
  ruleId: z.coerce.number({ error: '请选择聚合码规则' }).int().positive('请选择聚合码规则'),
  extend: QrCodeExtendSchema.optional().default({}),
  /** Who bound it in the app, for the audit (the app's own account). */
  operator: z.object({ id: z.string().trim().min(1).max(64), name: z.string().trim().max(30).optional().default('') }),
})
export type QrAppBindBody = z.infer<typeof QrAppBindBodySchema>

/** POST …/tool/qrcode/app/douyin-link: Douyin's server makes the link a code opens with, kept on the Douyin registration. */
export const QrDouyinLinkBodySchema = withOperatingUrl({
  codeId: tenantField(z.coerce.number().int().positive(), 'qrCode'),
})
export const QrDouyinLinkSchema = z.object({ link: z.string(), key: z.string(), expireAt: z.string() })
export type QrDouyinLink = z.infer<typeof QrDouyinLinkSchema>

/** POST …/tool/qrcode/unbind: the code becomes blank again (its brand's). */
export const QrUnbindBodySchema = withOperatingUrl({ codeId: tenantField(z.coerce.number().int().positive(), 'qrCode') })

/** POST …/tool/qrcode/blank-batch: N blank codes for a brand, as a task-centre job (ZIP of SVGs and a sheet of URLs). */
export const QrBlankBatchBodySchema = withOperatingUrl({
  brandId: tenantField(z.coerce.number({ error: '请选择品牌' }).int().positive('请选择品牌'), 'brand'),
  count: z.coerce
    .number({ error: '请输入数量' })
    .int('数量应为整数')
    .min(1, '数量至少为 1')
    .max(QR_BLANK_BATCH_MAX, `每批最多 ${QR_BLANK_BATCH_MAX} 个`),
})

/** POST …/tool/qrcode/refresh: re-resolve the codes bound under a rule (a job; the result says how many changed). */
export const QrRefreshBodySchema = withOperatingUrl({ ruleId: tenantField(z.coerce.number().int().positive(), 'qrRule') })

export const QrJobStartedSchema = z.object({ flowNo: z.string(), planId: z.number().int() })

/** GET …/tool/qrcode/image {codeId}: the code as an SVG image. */
export const QrCodeIdQuerySchema = z.object({ codeId: tenantField(z.coerce.number().int().positive(), 'qrCode') })

/** POST …/tool/qrcode/blank/page: a brand's blank codes, newest first, searched by token, for the bind dialog's 使用空码. */
export const QrBlankPageBodySchema = withOperatingUrl({
  brandId: tenantField(z.coerce.number({ error: '请选择品牌' }).int().positive('请选择品牌'), 'brand'),
  keyword: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type QrBlankPageBody = z.infer<typeof QrBlankPageBodySchema>
export const QrBlankPageSchema = z.object({ list: z.array(QrCodeSchema), totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() })
export type QrBlankPage = z.infer<typeof QrBlankPageSchema>

/** GET …/tool/qrcode/refresh/result {planId}: how a refresh job is going and, once done, how many codes changed page. */
export const QrRefreshResultQuerySchema = z.object({ planId: tenantField(z.coerce.number().int().positive(), 'plan') })
export const QrRefreshResultSchema = z.object({
  /** 0 running, 1 done, 2 failed. */
  status: z.number().int(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** Codes re-resolved, and how many of them now open a different page (once done). */
  refreshed: z.number().int(),
  changed: z.number().int(),
  error: z.string(),
})
export type QrRefreshResult = z.infer<typeof QrRefreshResultSchema>
