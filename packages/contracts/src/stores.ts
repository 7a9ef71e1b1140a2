import { z } from 'zod'
import { calendarDateSchema } from './calendar.js'
import { withOperatingUrl, tenantField } from './common.js'

/**
 * The store registry (门店, issue 13): a store belongs to one brand. Spec 1 puts the store list at
 * `/orgCenter/store/list` (with the renewal prompt `mendianxuqi`), spec 3 feeds its remote-assistance
 * pickers from `GET shop/list` (brandId, keyword, pageSize 1000, pageNum 1 → data.list).
 */
export const STORE_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '营业', 0: '停业' }

const DateSchema = calendarDateSchema()
const RegionCodeSchema = z.string().regex(/^\d{6}$/, '请选择所在地区')

const StoreFieldsShape = {
  name: z.string({ error: '请输入门店名称' }).trim().min(1, '请输入门店名称').max(50, '门店名称最多 50 个字符'),
  code: z
    .string()
    .trim()
    .max(32, '门店编码最多 32 个字符')
    .regex(/^[A-Za-z0-9_-]*$/, '门店编码只能包含字母、数字、下划线和短横线')
    .optional(),
  provinceCode: RegionCodeSchema,
  cityCode: RegionCodeSchema,
  districtCode: RegionCodeSchema.optional(),
  /** The names the area picker showed, kept so lists need no lookup. */
  regionName: z.string().trim().max(100).optional(),
  address: z.string({ error: '请输入详细地址' }).trim().min(1, '请输入详细地址').max(200, '详细地址最多 200 个字符'),
  street: z.string().trim().max(100).optional(),
  longitude: z.coerce.number({ error: '请在地图上选择门店位置' }).min(-180).max(180),
  latitude: z.coerce.number({ error: '请在地图上选择门店位置' }).min(-90).max(90),
  contactName: z.string().trim().max(30, '联系人最多 30 个字符').optional(),
  contactPhone: z
    .string()
    .trim()
    .regex(/^(|1\d{10}|0\d{2,3}-?\d{7,8})$/, '请输入正确的联系电话')
    .optional(),
  openDate: DateSchema.optional(),
  expireDate: DateSchema.optional(),
}

const checkDates = (v: { openDate?: string | undefined; expireDate?: string | undefined }) => !v.openDate || !v.expireDate || v.openDate <= v.expireDate

export const CreateStoreBodySchema = withOperatingUrl({
  brandId: tenantField(z.coerce.number({ error: '请选择品牌' }).int().positive('请选择品牌'), 'brand'),
  ...StoreFieldsShape,
}).refine(checkDates, { message: '到期日期不能早于开业日期', path: ['expireDate'] })
export type CreateStoreBody = z.infer<typeof CreateStoreBodySchema>

/** The brand is fixed once created; `version` guards against lost edits. */
export const UpdateStoreBodySchema = withOperatingUrl({
  id: tenantField(z.coerce.number().int().positive(), 'store'),
  version: z.coerce.number().int().positive().optional(),
  ...StoreFieldsShape,
}).refine(checkDates, { message: '到期日期不能早于开业日期', path: ['expireDate'] })
export type UpdateStoreBody = z.infer<typeof UpdateStoreBodySchema>

export const StoreIdBodySchema = withOperatingUrl({ id: tenantField(z.coerce.number().int().positive(), 'store') })
export const StoreStatusBodySchema = withOperatingUrl({
  id: tenantField(z.coerce.number().int().positive(), 'store'),
  status: z.union([z.literal(0), z.literal(1)], { error: '请选择营业状态' }),
})

export const ListStoreBodySchema = withOperatingUrl({
  brandId: tenantField(z.coerce.number().int().positive().optional(), 'brand:filter'),
  brandName: z.string().trim().max(50).optional(),
  name: z.string().trim().max(50).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Only stores whose expiry falls within this many days (already expired included). */
  expireWithinDays: z.coerce.number().int().min(0).max(366).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type ListStoreBody = z.input<typeof ListStoreBodySchema>

/** GET shop/list (spec 3 §7.4): the lean picker search. */
export const ShopPickerQuerySchema = z.object({
  brandId: tenantField(z.coerce.number().int().positive().optional(), 'brand:filter'),
  keyword: z.string().trim().max(50).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
})

export const StoreRowSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string().nullable(),
  regionName: z.string().nullable(),
  address: z.string(),
  street: z.string().nullable(),
  longitude: z.number(),
  latitude: z.number(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  openDate: z.string().nullable(),
  expireDate: z.string().nullable(),
  /** Days until the expiry (negative when expired); null without an expiry date. */
  expireDays: z.number().nullable(),
  /** 'expired', 'within3', 'within30' or null. */
  expireWarning: z.enum(['expired', 'within3', 'within30']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
})
export type StoreRow = z.infer<typeof StoreRowSchema>

/** Counts stop here: past it the answer says `totalCapped` (the brand list's rule, at half a million stores). */
export const STORE_LIST_COUNT_CAP = 10_000
export const StorePageSchema = z.object({ list: z.array(StoreRowSchema), total: z.number(), totalCapped: z.boolean(), pageNum: z.number(), pageSize: z.number() })
export type StorePage = z.infer<typeof StorePageSchema>

export const ShopPickerItemSchema = z.object({ id: z.number(), name: z.string(), code: z.string().nullable(), brandId: z.number(), status: z.number() })
export const ShopPickerPageSchema = z.object({ list: z.array(ShopPickerItemSchema), total: z.number(), totalCapped: z.boolean() })

// ───────────────────────────── store services ─────────────────────────────

/** A store-level service (catalogue granularity 1 门店) the store has opened, with its period. */
export const StoreServiceSchema = z.object({
  produceTypeId: z.number(),
  produceType: z.string(),
  produceName: z.string(),
  produceIcon: z.string(),
  beginDate: z.string().nullable(),
  endDate: z.string(),
  expireDays: z.number(),
  expireWarning: z.enum(['expired', 'within3', 'within30']).nullable(),
})
export type StoreService = z.infer<typeof StoreServiceSchema>
export const StoreServicesSchema = z.object({
  storeId: z.number(),
  /** The store's expiry: the earliest end date among its services. */
  expireDate: z.string().nullable(),
  list: z.array(StoreServiceSchema),
  /** Store-level catalogue services that apply to the store's brand type and are shown, for the add choice. */
  options: z.array(z.object({ produceTypeId: z.number(), produceName: z.string(), opened: z.boolean() })),
})
export type StoreServices = z.infer<typeof StoreServicesSchema>

export const StoreServiceSaveBodySchema = withOperatingUrl({
  storeId: tenantField(z.coerce.number().int().positive(), 'store'),
  produceTypeId: z.coerce.number({ error: '请选择服务' }).int().positive('请选择服务'),
  beginDate: DateSchema.optional(),
  endDate: DateSchema.meta({ examples: ['2027-01-01'] }),
}).refine((v) => !v.beginDate || v.beginDate <= v.endDate, { message: '到期日期不能早于开通日期', path: ['endDate'] })
export type StoreServiceSaveBody = z.infer<typeof StoreServiceSaveBodySchema>
export const StoreServiceRemoveBodySchema = withOperatingUrl({
  storeId: tenantField(z.coerce.number().int().positive(), 'store'),
  produceTypeId: z.coerce.number().int().positive(),
})
