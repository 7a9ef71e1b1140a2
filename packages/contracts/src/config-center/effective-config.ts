import { z } from 'zod'
import { tenantField, withOperatingUrl } from '../common.js'
import { DICT_LIMITS } from './fields.js'

/** POST /config-center/seller-config/query-config-data (spec 1 §7): the effective configuration. */
export const EffectiveConfigQuerySchema = withOperatingUrl({
  /** Defaults to the session's brand; brand staff may name only their own. */
  sellerId: tenantField(z.coerce.number().int().positive().optional(), 'brand'),
  fieldCodes: z.array(z.string().trim().min(1).max(DICT_LIMITS.fieldCode)).max(500).optional(),
  /** 'map' (default): an object keyed by fieldCode; 'list': a list of the entries. */
  format: z.enum(['map', 'list']).optional().default('map'),
})
export type EffectiveConfigQuery = z.infer<typeof EffectiveConfigQuerySchema>
export const CONFIG_SOURCES = { brand: '品牌配置', group: '集团配置', default: '字典默认值' } as const
export type ConfigSource = keyof typeof CONFIG_SOURCES
export const EffectiveEntrySchema = z.object({ fieldCode: z.string(), value: z.unknown(), source: z.enum(['brand', 'group', 'default']) })
export type EffectiveEntry = z.infer<typeof EffectiveEntrySchema>
export const EffectiveConfigSchema = z.object({
  sellerId: z.number().int(),
  groupId: z.number().int().nullable(),
  version: z.string(),
  values: z.union([z.record(z.string(), EffectiveEntrySchema), z.array(EffectiveEntrySchema)]),
})
export type EffectiveConfig = z.infer<typeof EffectiveConfigSchema>
