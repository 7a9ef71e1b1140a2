import { z } from 'zod'
import { calendarDateTimeSchema } from './calendar.js'
import { withOperatingUrl, tenantField } from './common.js'

/**
 * The brand list of spec 2 §3 and §7: its search filters, its row and the labels the list and
 * the brand export show. `POST /org-center/brand/list-for-opt` and
 * `POST /org-center/operating/cfg/accounts/export-list-brand` take the same filters.
 */

/** Brand types of the filter (spec 2 §3). */
export const BRAND_TYPE_LABELS: Readonly<Record<number, string>> = { 2: '餐饮', 66: '餐饮2.0', 18: '烘焙', 70: '新正餐', 68: '品牌加盟' }
/** Editions (produceVersion). */
export const PRODUCE_VERSION_LABELS: Readonly<Record<number, string>> = { 10001: '基础版', 10002: '全域版', 10003: '旗舰版' }
/** Service model (produceModel, spec 2 §4). */
export const PRODUCE_MODEL_LABELS: Readonly<Record<number, string>> = { 1: '席位模式', 2: '批量模式', 3: '授权模式', 31: '新授权模式' }
/** Brand status: 0 not opened on a row; 1–6 are also the filter's values (spec 2 §3). */
export const BRAND_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '未开通',
  1: '正式',
  2: '试用',
  3: '废弃',
  4: '测试',
  5: '过期',
  6: '内测',
}
export const YES_NO_LABELS: Readonly<Record<number, string>> = { 1: '是', 0: '否' }
export const BOSS_COCKPIT_LABELS: Readonly<Record<number, string>> = { 1: '已开通', 0: '未开通' }
/** accountVersion 1 is the new-version account structure; a brand without accounts has none. */
export const ACCOUNT_VERSION_LABELS: Readonly<Record<number, string>> = { 1: '新版' }
/** abandonFlag 0 shows as 'not marked'; the other tags come from the brand-status options (spec 2 §4). */
export const ABANDON_FLAG_LABELS: Readonly<Record<number, string>> = { 0: '未标记', 1: '正式', 2: '试用', 3: '废弃', 4: '测试', 5: '过期', 6: '内测' }

const flag = z.coerce.number().int().min(0).max(1)
const optionalInt = z.coerce.number().int()
/** '' from a cleared select means "any". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

const dateTime = calendarDateTimeSchema('请选择正确的时间（YYYY-MM-DD HH:mm:ss）')

/** The brand search filters of spec 2 §3 and §7 (without paging). */
export const BrandFiltersShape = {
  name: opt(z.string().trim().max(20)),
  brandId: tenantField(opt(optionalInt.positive()), 'brand:filter'),
  brandType: opt(optionalInt),
  isAllowUpgrade: opt(flag),
  accountVersion: opt(optionalInt),
  isTest: opt(flag),
  produceVersion: opt(optionalInt),
  produceModel: opt(optionalInt),
  abandonFlag: opt(optionalInt.min(0)),
  statusList: opt(z.array(z.coerce.number().int().min(0).max(6)).max(7)),
  bossCockpitOpen: opt(flag),
  /** Created-time range, China time (spec 2 §3: createdAtBegin, createdAtEnd). */
  createdAtBegin: opt(dateTime),
  createdAtEnd: opt(dateTime),
}
export const BrandFiltersSchema = z.object(BrandFiltersShape)
export type BrandFilters = z.infer<typeof BrandFiltersSchema>

export const BrandListBodySchema = withOperatingUrl({
  ...BrandFiltersShape,
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type BrandListBody = z.infer<typeof BrandListBodySchema>

/** A brand list row (spec 2 §3). */
export const BrandListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  brandType: z.number().int(),
  brandTypeName: z.string(),
  industryName: z.string(),
  isAllowUpgrade: z.number().int(),
  accountVersion: z.number().int().nullable(),
  isTest: z.number().int(),
  produceVersion: z.number().int(),
  produceModel: z.number().int(),
  bossCockpitOpen: z.number().int(),
  abandonFlag: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
})
export type BrandListRow = z.infer<typeof BrandListRowSchema>

/**
 * The list answer. Counting a million rows on every page turn would stall the embedded
 * database, so `total` stops at `BRAND_LIST_COUNT_CAP` and `totalCapped` says so.
 */
export const BRAND_LIST_COUNT_CAP = 10_000
export const BrandListResultSchema = z.object({
  list: z.array(BrandListRowSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
})
export type BrandListResult = z.infer<typeof BrandListResultSchema>

/**
 * `POST /org-center/brand/list-simple` (path ours): the brand pickers' lean search — id, name and
 * group, by name — with the page sizes the spec's dropdowns ask for (1000 for remote assistance,
 * 9999 for the QR rules).
 */
export const BRAND_PICKER_MAX_PAGE = 9999
export const BrandPickerBodySchema = withOperatingUrl({
  name: BrandFiltersShape.name,
  brandId: tenantField(BrandFiltersShape.brandId, 'brand:filter'),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BRAND_PICKER_MAX_PAGE).default(10),
})
export type BrandPickerBody = z.infer<typeof BrandPickerBodySchema>
export const BrandPickerRowSchema = z.object({ id: z.number().int(), name: z.string(), groupId: z.number().int(), groupName: z.string() })
export type BrandPickerRow = z.infer<typeof BrandPickerRowSchema>
export const BrandPickerResultSchema = z.object({
  list: z.array(BrandPickerRowSchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
})
export type BrandPickerResult = z.infer<typeof BrandPickerResultSchema>

/** `POST …/export-list-brand`: the list's filters and the file format (XLSX unless asked). */
export const BrandExportBodySchema = withOperatingUrl({
  ...BrandFiltersShape,
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  /** Paging fields the list sends along are ignored: an export covers every matching row. */
  pageNum: z.unknown().optional(),
  pageSize: z.unknown().optional(),
})
export type BrandExportBody = z.infer<typeof BrandExportBodySchema>

export const BrandShopExpQuerySchema = z.object({
  brandId: tenantField(z.coerce.number().int().positive(), 'brand'),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
})
