import { z } from 'zod'
import { pageOf, withOperatingUrl } from '../common.js'
import { BizTypesSchema } from './business-types.js'
import { ConfigValueSchema } from './config-value.js'
import { ConfigOperatorShape, DATA_TYPE_CODES, DICT_LIMITS, RELATED_DATA_TYPES, SERVICE_MODULE_CODES, type DataType, type ServiceModule } from './fields.js'

/** The dictionary of configurable fields (spec 2 §3 "Dictionary field config", §7 pandora/field-config/*): what the editor sends and the list and detail answer. */

export const OptionValueSchema = z.object({ value: z.string().max(200).default(''), title: z.string().max(200).default('') })
export type OptionValue = z.infer<typeof OptionValueSchema>

export const RelatedConfigSchema = z.object({
  name: z.string().max(200).default(''),
  code: z.string().max(200).default(''),
  dataType: z.enum(RELATED_DATA_TYPES, { error: '请选择关联配置的数据类型' }),
  optionValues: z.array(OptionValueSchema).max(200).default([]),
})
export type RelatedConfig = z.infer<typeof RelatedConfigSchema>

export const RelatedDataSchema = z.object({ relatedValue: z.string().max(200).default(''), relatedData: z.array(RelatedConfigSchema).max(50).default([]) })
export type RelatedData = z.infer<typeof RelatedDataSchema>

export const RelatedDefaultSchema = z.object({ fieldCode: z.string().max(200), defaultValue: ConfigValueSchema })
export type RelatedDefault = z.infer<typeof RelatedDefaultSchema>

const text = (max: number, requiredMessage: string, maxMessage: string) => z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, maxMessage)
export const HELP_LINK_MESSAGE = '帮助链接须是以 http:// 或 https:// 开头的网址'
const optionalText = (max: number, maxMessage: string) => z.string().trim().max(max, maxMessage).optional().default('')

/** The dictionary field as the editor sends it (spec 2 §3, §5). */
export const DictionaryFieldShape = {
  applyType: z.union([z.literal(1), z.literal(2)], { error: '请选择应用类型' }),
  fieldName: text(DICT_LIMITS.fieldName, '请输入字段名称', `字段名称最多 ${DICT_LIMITS.fieldName} 个字符`),
  fieldCode: text(DICT_LIMITS.fieldCode, '请输入字段编码', `字段编码最多 ${DICT_LIMITS.fieldCode} 个字符`).regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, '字段编码以字母开头，只能包含字母、数字、下划线、点和短横线'),
  serverNameAndGroup: text(DICT_LIMITS.serverNameAndGroup, '请输入服务名及分组', `服务名及分组最多 ${DICT_LIMITS.serverNameAndGroup} 个字符`),
  manageType: z.literal(1, { error: '请选择管理类型' }),
  pageGroup: optionalText(DICT_LIMITS.pageGroup, `页面分组最多 ${DICT_LIMITS.pageGroup} 个字符`),
  sortNum: z.coerce
    .number({ error: '请输入排序' })
    .min(0, '排序不能小于 0')
    .max(DICT_LIMITS.sortNumMax, '排序过大')
    .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, '排序最多两位小数')
    .default(DICT_LIMITS.defaultSortNum),
  bizTypes: BizTypesSchema,
  serviceModule: z.enum(SERVICE_MODULE_CODES as [ServiceModule, ...ServiceModule[]], { error: '请选择所属服务模块' }),
  descrip: text(DICT_LIMITS.descrip, '请输入字段描述', `字段描述最多 ${DICT_LIMITS.descrip} 个字符`),
  manualText: optionalText(DICT_LIMITS.manualText, `说明文案最多 ${DICT_LIMITS.manualText} 个字符`),
  exampleImage: optionalText(DICT_LIMITS.exampleImage, '示例图地址过长'),
  // Shown as a link beside the setting: only a web address opens there (not 「abc」, not javascript:).
  helpLink: optionalText(DICT_LIMITS.helpLink, `帮助链接最多 ${DICT_LIMITS.helpLink} 个字符`).refine((v) => v === '' || /^https?:\/\/[^\s/]+\S*$/i.test(v), HELP_LINK_MESSAGE),
  status: z.union([z.literal(0), z.literal(1)], { error: '请选择状态' }).default(0),
  dataType: z.enum(DATA_TYPE_CODES as [DataType, ...DataType[]], { error: '请选择数据类型' }),
  optionValues: z.array(OptionValueSchema).max(200).default([]),
  relatedData: z.array(RelatedDataSchema).max(200).default([]),
  defaultValue: ConfigValueSchema.optional().default(null),
  relatedDefaultValue: z.array(RelatedDefaultSchema).max(500).default([]),
}

/** A valid field, for the API docs and the generated access matrix. */
export const FIELD_EXAMPLE = {
  applyType: 1,
  fieldName: '是否开启外卖',
  fieldCode: 'takeout.enabled',
  serverNameAndGroup: 'order-center/takeout',
  manageType: 1,
  sortNum: 99,
  bizTypes: '1,2',
  serviceModule: SERVICE_MODULE_CODES[0],
  descrip: '开启后门店可接外卖订单',
  dataType: 'bool',
  defaultValue: false,
}

/** A new field starts enabled: the status choice appears only when editing (spec 2 §4). */
export const AddDictionaryFieldBodySchema = withOperatingUrl({
  ...ConfigOperatorShape,
  ...DictionaryFieldShape,
  status: z.literal(0, { error: '新建的字段为启用状态，停用请在创建后编辑' }).default(0),
}).meta({ examples: [FIELD_EXAMPLE] })
export type AddDictionaryFieldBody = z.infer<typeof AddDictionaryFieldBodySchema>
/** What the editor sends for a new or an edited field (a new one only with status 0). */
export type DictionaryFieldInput = Omit<z.input<typeof UpdateDictionaryFieldBodySchema>, 'id' | 'version'>

export const UpdateDictionaryFieldBodySchema = withOperatingUrl({
  ...ConfigOperatorShape,
  ...DictionaryFieldShape,
  id: z.coerce.number().int().positive(),
  /** The version the editor loaded; a save over a newer one is refused. */
  version: z.coerce.number().int().positive().optional(),
}).meta({ examples: [{ ...FIELD_EXAMPLE, id: 1 }] })
export type UpdateDictionaryFieldBody = z.infer<typeof UpdateDictionaryFieldBodySchema>

export const DictionaryListBodySchema = withOperatingUrl({
  fieldName: z.string().trim().max(50).optional(),
  fieldCode: z.string().trim().max(50).optional(),
  applyType: z.coerce.number().int().min(1).max(2).optional(),
  serviceModule: z.string().max(50).optional(),
  bizType: z.coerce.number().int().min(1).max(5).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type DictionaryListBody = z.infer<typeof DictionaryListBodySchema>

export const DictionaryDetailQuerySchema = z.object({ id: z.coerce.number().int().positive() })

export const DictionaryRowSchema = z.object({
  id: z.number().int(),
  applyType: z.number().int(),
  applyTypeName: z.string(),
  fieldName: z.string(),
  fieldCode: z.string(),
  serviceModule: z.string(),
  serviceModuleName: z.string(),
  bizTypes: z.string(),
  bizTypeNames: z.string(),
  pageGroup: z.string(),
  sortNum: z.number(),
  dataType: z.string(),
  dataTypeName: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
})
export type DictionaryRow = z.infer<typeof DictionaryRowSchema>
export const DictionaryPageSchema = pageOf(DictionaryRowSchema)
export type DictionaryPage = z.infer<typeof DictionaryPageSchema>

export const DictionaryDetailSchema = z.object({
  id: z.number().int(),
  applyType: z.number().int(),
  fieldName: z.string(),
  fieldCode: z.string(),
  serverNameAndGroup: z.string(),
  manageType: z.number().int(),
  pageGroup: z.string(),
  sortNum: z.number(),
  bizTypes: z.string(),
  serviceModule: z.string(),
  descrip: z.string(),
  manualText: z.string(),
  exampleImage: z.string(),
  helpLink: z.string(),
  status: z.number().int(),
  dataType: z.string(),
  optionValues: z.array(z.object({ value: z.string(), title: z.string() })),
  relatedData: z.array(z.object({ relatedValue: z.string(), relatedData: z.array(z.object({ name: z.string(), code: z.string(), dataType: z.string(), optionValues: z.array(z.object({ value: z.string(), title: z.string() })) })) })),
  defaultValue: z.unknown(),
  relatedDefaultValue: z.array(z.object({ fieldCode: z.string(), defaultValue: z.unknown() })),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
})
export type DictionaryDetail = z.infer<typeof DictionaryDetailSchema>

/** GET pandora/field-config/settings: what this deployment allows (spec 2 §6: create and sync only on a non-production host). */
/** One save of a field (`GET …/field-config/history`, newest first): who, when, and the field as it was saved. */
export const DictionaryVersionSchema = z.object({
  version: z.number().int(),
  /** add, update or sync. */
  action: z.string(),
  accountName: z.string(),
  accountPhone: z.string(),
  createdAt: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
})
export type DictionaryVersion = z.infer<typeof DictionaryVersionSchema>
export const DictionarySettingsSchema = z.object({ stage: z.string(), canCreate: z.boolean(), syncTypes: z.array(z.string()) })
export type DictionarySettings = z.infer<typeof DictionarySettingsSchema>
