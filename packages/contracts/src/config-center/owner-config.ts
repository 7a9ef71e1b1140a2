import { z } from 'zod'
import { pageOf, tenantField, withOperatingUrl } from '../common.js'
import { ConfigValueSchema } from './config-value.js'
import { ConfigOperatorShape, DICT_LIMITS } from './fields.js'

/** A brand's or a group's configuration (spec 2 §2, §3 "Config field", "Saved config value", §4, §5, §7). */

/** Whose configuration: a brand's (applyType 1 fields) or a group's (applyType 2 fields). */
export type ConfigOwnerKind = 'brand' | 'group'
export const CONFIG_STATUS = { 0: '未配置', 1: '已配置' } as const

/** One saved value as the editors send it (spec 2 §3 "Saved config value"). */
export const ConfigValueEntrySchema = z.object({
  fieldCode: z.string().trim().min(1, '缺少配置编码').max(DICT_LIMITS.fieldCode),
  /** Echoed by the editor; the server uses the dictionary's type, and refuses a mismatch. */
  dataType: z.string().max(10).optional(),
  fieldValue: ConfigValueSchema,
  /** Brand only: brand staff may read this value in their apps; write implies read. */
  isSellerRead: z.boolean().optional().default(false),
  isSellerWrite: z.boolean().optional().default(false),
  /** For a dependent field: its parent's code and the parent value it hangs under. */
  relatedFieldCode: z.string().trim().max(DICT_LIMITS.fieldCode).nullish(),
  relatedFieldValue: z.string().max(200).nullish(),
  serviceModule: z.string().max(30).optional(),
  /** false: untick (the saved value is removed, the field and its dependents fall back to their defaults). */
  enabled: z.boolean().optional().default(true),
})
export type ConfigValueEntry = z.infer<typeof ConfigValueEntrySchema>
export type ConfigValueEntryInput = z.input<typeof ConfigValueEntrySchema>

/** -999: save the listed values only and leave the rest as saved (what the editors send). */
export const INCREMENT_SAVE = -999

const ConfigSaveShape = {
  ...ConfigOperatorShape,
  configValues: z.array(ConfigValueEntrySchema).max(2000),
  /** -999: the listed values only; anything else (or absent): the listed values replace the saved set. */
  incrementSave: z.coerce.number().int().optional(),
  /** The configuration version the editor loaded; a save over a newer one is refused (409). */
  version: z.coerce.number().int().min(0).optional(),
}
const SAVE_EXAMPLE = { configValues: [{ fieldCode: 'takeout.enabled', dataType: 'bool', fieldValue: true }], incrementSave: INCREMENT_SAVE }

export const SellerConfigSaveBodySchema = withOperatingUrl({ sellerId: tenantField(z.coerce.number().int().positive(), 'brand'), ...ConfigSaveShape }).meta({ examples: [{ sellerId: 1, ...SAVE_EXAMPLE }] })
export type SellerConfigSaveBody = z.infer<typeof SellerConfigSaveBodySchema>
export const GroupConfigSaveBodySchema = withOperatingUrl({ groupId: tenantField(z.coerce.number().int().positive(), 'group'), ...ConfigSaveShape }).meta({ examples: [{ groupId: 1, ...SAVE_EXAMPLE }] })
export type GroupConfigSaveBody = z.infer<typeof GroupConfigSaveBodySchema>

export const SellerConfigListBodySchema = withOperatingUrl({
  sellerId: tenantField(z.coerce.number().int().positive().optional(), 'brand:filter'),
  sellerName: z.string().trim().max(50).optional(),
  groupName: z.string().trim().max(50).optional(),
  bizType: z.coerce.number().int().min(1).max(5).optional(),
  /** 0 未配置, 1 已配置. */
  status: z.coerce.number().int().min(0).max(1).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type SellerConfigListBody = z.infer<typeof SellerConfigListBodySchema>

export const GroupConfigListBodySchema = withOperatingUrl({
  groupId: tenantField(z.coerce.number().int().positive().optional(), 'group:filter'),
  groupName: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type GroupConfigListBody = z.infer<typeof GroupConfigListBodySchema>

export const SellerConfigRowSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string(),
  bizType: z.number().int(),
  bizTypeName: z.string(),
  /** 0 未配置, 1 已配置. */
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
})
export type SellerConfigRow = z.infer<typeof SellerConfigRowSchema>
/** `total` stops at `BRAND_LIST_COUNT_CAP` on a huge brand table; `totalCapped` says so (as the brand list). */
export const SellerConfigPageSchema = pageOf(SellerConfigRowSchema).extend({ totalCapped: z.boolean() })

export const GroupConfigRowSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  brandCount: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
})
export type GroupConfigRow = z.infer<typeof GroupConfigRowSchema>
export const GroupConfigPageSchema = pageOf(GroupConfigRowSchema)

export const SellerIdQuerySchema = z.object({ sellerId: tenantField(z.coerce.number().int().positive(), 'brand') })
export const GroupIdQuerySchema = z.object({ groupId: tenantField(z.coerce.number().int().positive(), 'group') })

/** A saved value as the server answers it. */
export const SavedConfigValueSchema = z.object({
  fieldCode: z.string(),
  dataType: z.string(),
  fieldValue: z.unknown(),
  isSellerRead: z.boolean(),
  isSellerWrite: z.boolean(),
  relatedFieldCode: z.string().nullable(),
  relatedFieldValue: z.string().nullable(),
  serviceModule: z.string(),
})
export type SavedConfigValue = z.infer<typeof SavedConfigValueSchema>

/** GET seller-config/detail, group-config/detail: the owner, its status, version and saved values. */
export const ConfigDetailSchema = z.object({
  ownerId: z.number().int(),
  ownerName: z.string(),
  groupName: z.string(),
  bizType: z.number().int().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string(),
  configValues: z.array(SavedConfigValueSchema),
})
export type ConfigDetail = z.infer<typeof ConfigDetailSchema>

/** POST …/save and …/restore: the detail after the save; `changed` false when the save changed nothing (no new version). */
export const ConfigSaveResultSchema = ConfigDetailSchema.extend({ changed: z.boolean() })
export type ConfigSaveResult = z.infer<typeof ConfigSaveResultSchema>

/** The page group a field without `pageGroup` is shown under. */
export const DEFAULT_PAGE_GROUP = '基础配置'

const OptionOutSchema = z.object({ value: z.string(), title: z.string() })
/** A field the editor shows (spec 2 §3 "Config field"), with the dictionary's help texts. */
export const ConfigFieldSchema = z.object({
  fieldCode: z.string(),
  fieldName: z.string(),
  dataType: z.string(),
  optionValues: z.array(OptionOutSchema),
  defaultValue: z.unknown(),
  serviceModule: z.string(),
  serviceModuleName: z.string(),
  sortNum: z.number(),
  descrip: z.string(),
  manualText: z.string(),
  exampleImage: z.string(),
  helpLink: z.string(),
  relatedData: z.array(z.object({ relatedValue: z.string(), relatedData: z.array(z.object({ name: z.string(), code: z.string(), dataType: z.string(), optionValues: z.array(OptionOutSchema) })) })),
  relatedDefaultValue: z.array(z.object({ fieldCode: z.string(), defaultValue: z.unknown() })),
})
export type ConfigField = z.infer<typeof ConfigFieldSchema>

/** GET …/field-config-data: the fields that apply, grouped by pageGroup (groups in order of their first field), each sorted by sortNum. */
export const FieldConfigDataSchema = z.object({
  groups: z.array(z.object({ pageGroup: z.string(), fields: z.array(ConfigFieldSchema) })),
  configValues: z.array(SavedConfigValueSchema),
  version: z.number().int(),
})
export type FieldConfigData = z.infer<typeof FieldConfigDataSchema>

/** One saved version of a brand's or group's configuration: who, when, what changed. */
export const ConfigDiffSchema = z.object({
  fieldCode: z.string(),
  fieldName: z.string(),
  /** null: not configured (the default applied). */
  before: z.unknown(),
  after: z.unknown(),
  /** Brand values only, when the brand staff's access changed: read/write before and after (null: not configured). */
  accessBefore: z.object({ isSellerRead: z.boolean(), isSellerWrite: z.boolean() }).nullable().optional(),
  accessAfter: z.object({ isSellerRead: z.boolean(), isSellerWrite: z.boolean() }).nullable().optional(),
})
export type ConfigDiff = z.infer<typeof ConfigDiffSchema>
export const ConfigVersionSchema = z.object({
  version: z.number().int(),
  /** 'save' or 'restore'. */
  action: z.string(),
  restoredFrom: z.number().int().nullable(),
  accountName: z.string(),
  accountPhone: z.string(),
  createdAt: z.string(),
  diff: z.array(ConfigDiffSchema),
})
export type ConfigVersion = z.infer<typeof ConfigVersionSchema>

export const SellerConfigRestoreBodySchema = withOperatingUrl({ sellerId: tenantField(z.coerce.number().int().positive(), 'brand'), toVersion: z.coerce.number().int().min(0), ...ConfigOperatorShape }).meta({ examples: [{ sellerId: 1, toVersion: 1 }] })
export const GroupConfigRestoreBodySchema = withOperatingUrl({ groupId: tenantField(z.coerce.number().int().positive(), 'group'), toVersion: z.coerce.number().int().min(0), ...ConfigOperatorShape }).meta({ examples: [{ groupId: 1, toVersion: 1 }] })

