import { z } from 'zod'
import { withOperatingUrl, tenantField } from './common.js'

/**
 * Brand map configuration (spec 2 §2 "Brand map-config list", §3 "Brand map config", §7
 * common-center operating/map-config/*): the map-service keys a brand's apps use, per provider.
 * The specification names the two providers only as types 1 and 2.
 */
export const MAP_PROVIDERS: Readonly<Record<number, string>> = { 1: '高德地图', 2: '腾讯地图' }
export const MAP_PROVIDER_TYPES = [1, 2] as const
/** Keys per provider. The specification sets no limit; ten is more than any brand uses. */
export const MAP_KEYS_MAX = 10
export const MAP_KEY_MAX_LENGTH = 64

export const MapKeySchema = z
  .string({ error: '请输入 Key' })
  .trim()
  .min(1, '请输入 Key')
  .max(MAP_KEY_MAX_LENGTH, `Key 最多 ${MAP_KEY_MAX_LENGTH} 个字符`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Key 只能包含字母、数字、下划线和短横线')

export const MapKeyInfoSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: '请选择地图类型' }),
  keys: z
    .array(MapKeySchema)
    .min(1, '请至少填写一个 Key')
    .max(MAP_KEYS_MAX, `每种地图最多 ${MAP_KEYS_MAX} 个 Key`)
    .refine((keys) => new Set(keys).size === keys.length, 'Key 不能重复'),
})
export type MapKeyInfo = z.infer<typeof MapKeyInfoSchema>

const InfoListSchema = z
  .array(MapKeyInfoSchema, { error: '请至少配置一种地图' })
  .min(1, '请至少配置一种地图')
  .max(MAP_PROVIDER_TYPES.length)
  .refine((list) => new Set(list.map((i) => i.type)).size === list.length, '每种地图只能配置一次')

/** POST common-center/operating/map-config/list: `pageNumber`, `pageSize`; answers `list` and `totalCount`. */
export const ListMapConfigBodySchema = withOperatingUrl({
  sellerName: z.string().trim().max(20).optional(),
  sellerId: tenantField(z.coerce.number().int().positive().optional(), 'brand'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type ListMapConfigBody = z.input<typeof ListMapConfigBodySchema>

/** POST …/map-config/add: one configuration per brand; the brand's own name is stored, not the one sent. */
export const AddMapConfigBodySchema = withOperatingUrl({
  sellerId: tenantField(z.coerce.number({ error: '请选择品牌' }).int().positive('请选择品牌'), 'brand'),
  sellerName: z.string().trim().max(20).optional(),
  infoList: InfoListSchema,
})
export type AddMapConfigBody = z.infer<typeof AddMapConfigBodySchema>

/** POST …/map-config/update: the keys only (the brand is fixed); `version` guards against lost edits. */
export const UpdateMapConfigBodySchema = withOperatingUrl({
  id: tenantField(z.coerce.number().int().positive(), 'mapConfig'),
  version: z.coerce.number().int().positive().optional(),
  infoList: InfoListSchema,
})
export type UpdateMapConfigBody = z.infer<typeof UpdateMapConfigBodySchema>

/** POST …/map-config/delete. */
export const DeleteMapConfigBodySchema = withOperatingUrl({ id: tenantField(z.coerce.number().int().positive(), 'mapConfig') })

export const MapConfigRowSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  groupName: z.string(),
  infoList: z.array(z.object({ type: z.number().int(), typeName: z.string(), keys: z.array(z.string()) })),
  updatedAt: z.string(),
  updatedBy: z.string(),
  version: z.number().int(),
})
export type MapConfigRow = z.infer<typeof MapConfigRowSchema>

export const MapConfigPageSchema = z.object({
  list: z.array(MapConfigRowSchema),
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
})
export type MapConfigPage = z.infer<typeof MapConfigPageSchema>

/** A key as lists and logs show it: the first and last four characters. */
export const maskMapKey = (key: string): string => (key.length > 8 ? `${key.slice(0, 4)}****${key.slice(-4)}` : '****')
