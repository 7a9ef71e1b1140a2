import { z } from 'zod'
import { pageOf, withOperatingUrl } from './common.js'

/**
 * The configuration centre (spec 2 §2, §3 "Dictionary field config", "Config field", "Saved config
 * value", §4, §5, §7 pandora/*): the dictionary of configurable fields. The save rules live here as
 * plain functions so the server and the console's form give the same answers with the same words.
 */

export const APPLY_TYPES = { 1: '品牌配置', 2: '集团配置' } as const satisfies Record<number, string>
export type ApplyType = 1 | 2
export const MANAGE_TYPES = { 1: '运营配置' } as const satisfies Record<number, string>
export const BIZ_TYPES = { 1: '茶饮', 2: '轻餐', 3: '正餐', 4: '烘焙', 5: '加盟店' } as const satisfies Record<number, string>
export const BIZ_TYPE_IDS = [1, 2, 3, 4, 5] as const

/** The thirteen service modules of spec 2 §3, code → label. */
export const SERVICE_MODULES = {
  business: '业务（烘焙/餐饮）',
  'design-center': '设计中心',
  'crm-center': '会员中心',
  'coupon-center': '券中心',
  'order-center': '订单中心',
  'marketing-center': '营销中心',
  'goods-center': '商品中心',
  iot: '物联网',
  'delivery-center': '配送中心',
  'org-center': '组织中心',
  'report-center': '报表中心',
  'pay-center': '支付中心',
  'wechat-work': '企业微信',
} as const
export type ServiceModule = keyof typeof SERVICE_MODULES
export const SERVICE_MODULE_CODES = Object.keys(SERVICE_MODULES) as ServiceModule[]

export const DATA_TYPES = { bool: '开关', number: '数字', string: '文本', image: '图片', radio: '单选', checkbox: '多选', array: '数组' } as const
export type DataType = keyof typeof DATA_TYPES
export const DATA_TYPE_CODES = Object.keys(DATA_TYPES) as DataType[]
/** Types whose values come from `optionValues`. */
export const OPTION_TYPES: readonly DataType[] = ['radio', 'checkbox', 'array']
/** Types whose values can enable dependent fields (`relatedData`). */
export const RELATING_TYPES: readonly DataType[] = ['bool', 'radio', 'checkbox']
/** Dependent fields' types: a dependent field has no dependents of its own. */
export const RELATED_DATA_TYPES = ['bool', 'number', 'string', 'image', 'radio', 'checkbox'] as const satisfies readonly DataType[]

export const FIELD_STATUS = { 0: '启用', 1: '停用' } as const

/** Limits of spec 2 §5 and §9. */
export const DICT_LIMITS = {
  fieldName: 50,
  fieldCode: 50,
  serverNameAndGroup: 100,
  pageGroup: 50,
  descrip: 1000,
  manualText: 100,
  helpLink: 100,
  exampleImage: 500,
  options: 50,
  checkboxOptions: 80,
  relatedOptions: 50,
  relatedConfigsPerOption: 5,
  optionValue: 50,
  optionTitle: 50,
  sortNumMax: 99_999_999.99,
  defaultSortNum: 99,
} as const
export const CONFIG_LIMITS = { text: 1500, numberDigits: 9, arrayItems: 50 } as const

/** A configuration value: bool → boolean, number → number, string/image/radio → string, checkbox/array → string[]. */
export type ConfigValue = boolean | number | string | string[] | null
export const ConfigValueSchema: z.ZodType<ConfigValue> = z.union([z.boolean(), z.number(), z.string().max(20_000), z.array(z.string().max(20_000)).max(200), z.null()])

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
const optionalText = (max: number, maxMessage: string) => z.string().trim().max(max, maxMessage).optional().default('')

/** The comma list of business types ("1,3,4"); the console sends an array, which is accepted too. */
export const BizTypesSchema = z
  .union([z.string(), z.array(z.coerce.number())], { error: '请选择业态' })
  .meta({ examples: ['1,2'] })
  .transform((v) => (Array.isArray(v) ? v : v.split(',').map((s) => s.trim()).filter(Boolean).map(Number)))
  .pipe(
    z
      .array(z.number().int().min(1, '业态不正确').max(5, '业态不正确'))
      .min(1, '请选择业态')
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b).join(',')),
  )

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
  helpLink: optionalText(DICT_LIMITS.helpLink, `帮助链接最多 ${DICT_LIMITS.helpLink} 个字符`),
  status: z.union([z.literal(0), z.literal(1)], { error: '请选择状态' }).default(0),
  dataType: z.enum(DATA_TYPE_CODES as [DataType, ...DataType[]], { error: '请选择数据类型' }),
  optionValues: z.array(OptionValueSchema).max(200).default([]),
  relatedData: z.array(RelatedDataSchema).max(200).default([]),
  defaultValue: ConfigValueSchema.optional().default(null),
  relatedDefaultValue: z.array(RelatedDefaultSchema).max(500).default([]),
}

/** Who saved (spec 2 §6: the user's name and mobile go with every dictionary and config save). */
const OperatorShape = {
  accountName: z.string().trim().max(50).optional(),
  accountPhone: z.string().trim().max(20).optional(),
}

/** A valid field, for the API docs and the generated access matrix. */
const FIELD_EXAMPLE = {
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

export const AddDictionaryFieldBodySchema = withOperatingUrl({ ...OperatorShape, ...DictionaryFieldShape }).meta({ examples: [FIELD_EXAMPLE] })
export type AddDictionaryFieldBody = z.infer<typeof AddDictionaryFieldBodySchema>
export type DictionaryFieldInput = z.input<typeof AddDictionaryFieldBodySchema>

export const UpdateDictionaryFieldBodySchema = withOperatingUrl({
  ...OperatorShape,
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
export const DictionarySettingsSchema = z.object({ stage: z.string(), canCreate: z.boolean(), syncTypes: z.array(z.string()) })
export type DictionarySettings = z.infer<typeof DictionarySettingsSchema>

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

export interface RuleError {
  path: string
  message: string
}

interface TypedDef {
  dataType: string
  optionValues: ReadonlyArray<{ value: string; title: string }>
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

/** Digits of a number as spec 2 §5 counts them ("numbers 9"): every digit, without sign or point. */
export const numberDigits = (n: number): number => String(Math.abs(n)).replace('.', '').replace(/^0+(?=\d)/, '').length

/**
 * Whether `value` fits a field of `def`'s type and options; the message when it does not.
 * Text is expected trimmed (see `normaliseConfigValue`). `label` names the field in the message.
 */
export const configValueError = (def: TypedDef, value: ConfigValue, label: string): string | null => {
  const options = new Set(def.optionValues.map((o) => o.value))
  switch (def.dataType) {
    case 'bool':
      return typeof value === 'boolean' ? null : `${label}应为开或关`
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${label}应为数字`
      return numberDigits(value) > CONFIG_LIMITS.numberDigits ? `${label}最多 ${CONFIG_LIMITS.numberDigits} 位数字` : null
    case 'string':
    case 'image':
      if (typeof value !== 'string') return `${label}应为文本`
      return value.length > CONFIG_LIMITS.text ? `${label}最多 ${CONFIG_LIMITS.text} 个字符` : null
    case 'radio':
      return typeof value === 'string' && options.has(value) ? null : `${label}的选项不存在`
    case 'checkbox':
      if (!Array.isArray(value)) return `${label}应为选项列表`
      if (value.some((v) => !options.has(v))) return `${label}的选项不存在`
      return new Set(value).size === value.length ? null : `${label}的选项重复`
    case 'array':
      if (!Array.isArray(value)) return `${label}应为列表`
      if (value.length > CONFIG_LIMITS.arrayItems) return `${label}最多 ${CONFIG_LIMITS.arrayItems} 项`
      return value.some((v) => v.length > CONFIG_LIMITS.text) ? `${label}每项最多 ${CONFIG_LIMITS.text} 个字符` : null
    default:
      return `${label}的数据类型不正确`
  }
}

/** Text trimmed, array entries trimmed (spec 2 §5 "text values are trimmed"). */
export const normaliseConfigValue = (value: ConfigValue): ConfigValue => {
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) return value.map((v) => v.trim())
  return value
}

const optionLimitOf = (dataType: string) => (dataType === 'checkbox' ? DICT_LIMITS.checkboxOptions : DICT_LIMITS.options)

/** The option list rules: count, 第N个选项信息不完整, 第N个选项编码重复. `prefix` names the owner for a dependent field. */
const optionErrors = (options: ReadonlyArray<{ value: string; title: string }>, dataType: string, path: string, prefix = ''): RuleError | null => {
  const limit = optionLimitOf(dataType)
  if (options.length === 0) return { path, message: `${prefix}请至少添加一个选项` }
  if (options.length > limit) return { path, message: `${prefix}最多 ${limit} 个选项` }
  const seen = new Set<string>()
  for (const [i, o] of options.entries()) {
    if (!o.value.trim() || !o.title.trim()) return { path: `${path}.${i}`, message: `${prefix}第${i + 1}个选项信息不完整` }
    if (o.value.length > DICT_LIMITS.optionValue || o.title.length > DICT_LIMITS.optionTitle) return { path: `${path}.${i}`, message: `${prefix}第${i + 1}个选项编码和名称最多 ${DICT_LIMITS.optionValue} 个字符` }
    if (seen.has(o.value.trim())) return { path: `${path}.${i}`, message: `${prefix}第${i + 1}个选项编码重复` }
    seen.add(o.value.trim())
  }
  return null
}

export interface DictionaryRuleInput {
  fieldCode: string
  dataType: string
  optionValues: ReadonlyArray<{ value: string; title: string }>
  relatedData: ReadonlyArray<{ relatedValue: string; relatedData: ReadonlyArray<{ name: string; code: string; dataType: string; optionValues: ReadonlyArray<{ value: string; title: string }> }> }>
  defaultValue: ConfigValue
  relatedDefaultValue: ReadonlyArray<{ fieldCode: string; defaultValue: ConfigValue }>
}

/** The values a relating field can take, as `relatedValue` strings ("true"/"false" for a switch). */
export const relatableValues = (def: TypedDef): string[] => (def.dataType === 'bool' ? ['true', 'false'] : def.optionValues.map((o) => o.value))

/** Which `relatedValue`s a value of a relating field turns on. */
export const enabledRelatedValues = (dataType: string, value: ConfigValue): Set<string> => {
  if (dataType === 'bool') return new Set(typeof value === 'boolean' ? [String(value)] : [])
  if (typeof value === 'string') return new Set([value])
  if (Array.isArray(value)) return new Set(value)
  return new Set()
}

/**
 * The save rules of spec 2 §5 for a dictionary field, in the order the editor reports them; the
 * first broken rule, or null. Messages are the spec's, in Chinese.
 */
export const dictionaryFieldError = (f: DictionaryRuleInput): RuleError | null => {
  const usesOptions = OPTION_TYPES.includes(f.dataType as DataType)
  if (usesOptions) {
    const e = optionErrors(f.optionValues, f.dataType, 'optionValues')
    if (e) return e
  } else if (f.optionValues.length > 0) {
    return { path: 'optionValues', message: `${DATA_TYPES[f.dataType as DataType] ?? f.dataType}类型没有选项` }
  }

  const relating = RELATING_TYPES.includes(f.dataType as DataType)
  if (!relating && f.relatedData.length > 0) return { path: 'relatedData', message: '只有开关、单选和多选可以关联配置' }
  if (f.relatedData.length > DICT_LIMITS.relatedOptions) return { path: 'relatedData', message: `最多 ${DICT_LIMITS.relatedOptions} 个关联选项` }
  const allowed = new Set(relatableValues(f))
  const seenRelated = new Set<string>()
  const seenCodes = new Set<string>([f.fieldCode.trim()])
  const relatedDefs = new Map<string, { dataType: string; optionValues: ReadonlyArray<{ value: string; title: string }>; name: string }>()
  for (const [i, r] of f.relatedData.entries()) {
    const path = `relatedData.${i}`
    if (!r.relatedValue.trim() || r.relatedData.length === 0) return { path, message: `第${i + 1}个关联选项信息不完整` }
    if (!allowed.has(r.relatedValue)) return { path, message: `第${i + 1}个关联选项不是本字段的选项` }
    if (seenRelated.has(r.relatedValue)) return { path, message: `第${i + 1}个关联选项编码重复` }
    seenRelated.add(r.relatedValue)
    if (r.relatedData.length > DICT_LIMITS.relatedConfigsPerOption) return { path, message: `第${i + 1}个关联选项最多关联 ${DICT_LIMITS.relatedConfigsPerOption} 个配置` }
    for (const [j, c] of r.relatedData.entries()) {
      const cpath = `${path}.relatedData.${j}`
      if (!c.name.trim() || !c.code.trim() || !c.dataType) return { path: cpath, message: `第${i + 1}个关联选项的第${j + 1}个关联配置信息不完整` }
      if (c.name.length > DICT_LIMITS.fieldName || c.code.length > DICT_LIMITS.fieldCode) return { path: cpath, message: `第${i + 1}个关联选项的第${j + 1}个关联配置名称和编码最多 ${DICT_LIMITS.fieldCode} 个字符` }
      if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(c.code)) return { path: cpath, message: `关联配置编码 ${c.code} 以字母开头，只能包含字母、数字、下划线、点和短横线` }
      if (seenCodes.has(c.code)) return { path: cpath, message: `第${i + 1}个关联选项的第${j + 1}个关联配置编码重复` }
      seenCodes.add(c.code)
      if (c.dataType === 'radio' || c.dataType === 'checkbox') {
        const e = optionErrors(c.optionValues, c.dataType, `${cpath}.optionValues`, `关联配置 ${c.code} 的`)
        if (e) return e
      } else if (c.optionValues.length > 0) {
        return { path: `${cpath}.optionValues`, message: `关联配置 ${c.code} 的类型没有选项` }
      }
      relatedDefs.set(c.code, { dataType: c.dataType, optionValues: c.optionValues, name: c.name })
    }
  }

  // Defaults: "set" with an empty value → 请设置默认值; for arrays every option needs one.
  if (f.dataType === 'array') {
    const values = Array.isArray(f.defaultValue) ? f.defaultValue : []
    for (const [i] of f.optionValues.entries()) {
      if (isBlank(values[i])) return { path: 'defaultValue', message: `请设置第${i + 1}个选项的默认值` }
    }
    if (values.length !== f.optionValues.length) return { path: 'defaultValue', message: '默认值与选项数量不一致' }
  }
  if (f.defaultValue !== null && isBlank(f.defaultValue) && f.dataType !== 'checkbox') return { path: 'defaultValue', message: '请设置默认值' }
  if (f.defaultValue !== null) {
    const e = configValueError(f, normaliseConfigValue(f.defaultValue), '默认值')
    if (e) return { path: 'defaultValue', message: e }
  }
  const seenDefaults = new Set<string>()
  for (const [i, d] of f.relatedDefaultValue.entries()) {
    const def = relatedDefs.get(d.fieldCode)
    if (!def) return { path: `relatedDefaultValue.${i}`, message: `关联配置 ${d.fieldCode} 不存在` }
    if (seenDefaults.has(d.fieldCode)) return { path: `relatedDefaultValue.${i}`, message: `关联配置 ${d.fieldCode} 的默认值重复` }
    seenDefaults.add(d.fieldCode)
    if (d.defaultValue === null) continue
    if (isBlank(d.defaultValue) && def.dataType !== 'checkbox') return { path: `relatedDefaultValue.${i}`, message: `请设置关联配置 ${d.fieldCode} 的默认值` }
    const e = configValueError(def, normaliseConfigValue(d.defaultValue), `关联配置 ${d.fieldCode} 的默认值`)
    if (e) return { path: `relatedDefaultValue.${i}`, message: e }
  }
  return null
}

/** Every dependent field's code of a dictionary field (unique across the dictionary). */
export const relatedCodesOf = (f: Pick<DictionaryRuleInput, 'relatedData'>): string[] => f.relatedData.flatMap((r) => r.relatedData.map((c) => c.code))

// ---------------------------------------------------------------------------------------------
// Brand and group configuration (spec 2 §2, §3 "Config field", "Saved config value", §4, §5, §7)
// ---------------------------------------------------------------------------------------------

/** Whose configuration: a brand's (applyType 1 fields) or a group's (applyType 2 fields). */
export type ConfigOwnerKind = 'brand' | 'group'
export const CONFIG_STATUS = { 0: '未配置', 1: '已配置' } as const

/**
 * The business type (spec 2 §3 bizTypes: 1 茶饮, 2 轻餐, 3 正餐, 4 烘焙, 5 加盟店) of a brand, from its
 * brand type and industry: the dictionary offers a brand only the fields of its business type. Brand
 * types: 18 烘焙 → 烘焙; 68 品牌加盟 → 加盟店; 70 新正餐 → 正餐; 2 餐饮 and 66 餐饮2.0 by industry (茶饮 and
 * 咖啡 → 茶饮, 轻食 and 快餐简餐 → 轻餐, otherwise 正餐).
 */
export const bizTypeOfBrand = (brandType: number, industryName: string | null | undefined): 1 | 2 | 3 | 4 | 5 => {
  if (brandType === 18) return 4
  if (brandType === 68) return 5
  if (brandType === 70) return 3
  const industry = industryName ?? ''
  if (/茶|咖啡/.test(industry)) return 1
  if (/轻食|快餐|简餐/.test(industry)) return 2
  return 3
}

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
  ...OperatorShape,
  configValues: z.array(ConfigValueEntrySchema).max(2000),
  /** -999: the listed values only; anything else (or absent): the listed values replace the saved set. */
  incrementSave: z.coerce.number().int().optional(),
  /** The configuration version the editor loaded; a save over a newer one is refused (409). */
  version: z.coerce.number().int().min(0).optional(),
}
const SAVE_EXAMPLE = { configValues: [{ fieldCode: 'takeout.enabled', dataType: 'bool', fieldValue: true }], incrementSave: INCREMENT_SAVE }

export const SellerConfigSaveBodySchema = withOperatingUrl({ sellerId: z.coerce.number().int().positive(), ...ConfigSaveShape }).meta({ examples: [{ sellerId: 1, ...SAVE_EXAMPLE }] })
export type SellerConfigSaveBody = z.infer<typeof SellerConfigSaveBodySchema>
export const GroupConfigSaveBodySchema = withOperatingUrl({ groupId: z.coerce.number().int().positive(), ...ConfigSaveShape }).meta({ examples: [{ groupId: 1, ...SAVE_EXAMPLE }] })
export type GroupConfigSaveBody = z.infer<typeof GroupConfigSaveBodySchema>

export const SellerConfigListBodySchema = withOperatingUrl({
  sellerId: z.coerce.number().int().positive().optional(),
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
  groupId: z.coerce.number().int().positive().optional(),
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

export const SellerIdQuerySchema = z.object({ sellerId: z.coerce.number().int().positive() })
export const GroupIdQuerySchema = z.object({ groupId: z.coerce.number().int().positive() })

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

export const SellerConfigRestoreBodySchema = withOperatingUrl({ sellerId: z.coerce.number().int().positive(), toVersion: z.coerce.number().int().min(0), ...OperatorShape }).meta({ examples: [{ sellerId: 1, toVersion: 1 }] })
export const GroupConfigRestoreBodySchema = withOperatingUrl({ groupId: z.coerce.number().int().positive(), toVersion: z.coerce.number().int().min(0), ...OperatorShape }).meta({ examples: [{ groupId: 1, toVersion: 1 }] })

/** POST /config-center/seller-config/query-config-data (spec 1 §7): the effective configuration. */
export const EffectiveConfigQuerySchema = withOperatingUrl({
  /** Defaults to the session's brand; brand staff may name only their own. */
  sellerId: z.coerce.number().int().positive().optional(),
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

/**
 * The save rules of spec 2 §5 for one configuration value (as the editor and the server check it):
 * 缺少必填项 plus the code for an empty value (for arrays, at least one non-empty entry), then the
 * value against its field's type and options. Text is expected trimmed.
 */
export const configEntryError = (def: TypedDef & { fieldCode: string; fieldName?: string }, value: ConfigValue): string | null => {
  const empty = def.dataType === 'array' ? !Array.isArray(value) || value.every((v) => v.trim() === '') : def.dataType !== 'checkbox' && isBlank(value)
  if (empty) return `缺少必填项：${def.fieldCode}`
  return configValueError(def, value, def.fieldName ? `${def.fieldName}（${def.fieldCode}）` : def.fieldCode)
}
export const NOTHING_SELECTED = '请至少选择一项配置'

// ---------------------------------------------------------------------------------------------
// One-key sync (spec 2 §7 pandora/field-config/onekey-sync, issue 14): one dictionary field pushed
// to another deployment of the product, first as a plan (a diff), then applied.
// ---------------------------------------------------------------------------------------------

/** The deployments a field can be pushed to (spec 2 §7 syncType). */
export const SYNC_TYPES = { test: '测试环境', beta: '预发环境', pro: '生产环境' } as const
export type SyncType = keyof typeof SYNC_TYPES
export const SYNC_TYPE_CODES = Object.keys(SYNC_TYPES) as SyncType[]

/** The properties of a field definition in Chinese, for the plan's diff. */
export const DICTIONARY_PROPERTY_LABELS: Record<keyof typeof DictionaryFieldShape, string> = {
  applyType: '应用类型',
  fieldName: '字段名称',
  fieldCode: '字段编码',
  serverNameAndGroup: '服务名及分组',
  manageType: '管理类型',
  pageGroup: '页面分组',
  sortNum: '排序',
  bizTypes: '业态',
  serviceModule: '所属服务模块',
  descrip: '字段描述',
  manualText: '说明文案',
  exampleImage: '示例图',
  helpLink: '帮助链接',
  status: '状态',
  dataType: '数据类型',
  optionValues: '选项',
  relatedData: '关联配置',
  defaultValue: '默认值',
  relatedDefaultValue: '关联配置默认值',
}

export const OnekeySyncBodySchema = withOperatingUrl({
  ...OperatorShape,
  fieldCode: z.string({ error: '请选择要同步的字段' }).trim().min(1, '请选择要同步的字段').max(DICT_LIMITS.fieldCode),
  syncType: z.enum(SYNC_TYPE_CODES as [SyncType, ...SyncType[]], { error: '请选择同步环境' }),
  /** 'plan' (default): what would change on the target; 'apply': push it. */
  mode: z.enum(['plan', 'apply']).optional().default('plan'),
  /** apply: the target's version the plan saw (null: the target had no such field). */
  targetVersion: z.number().int().positive().nullable().optional(),
  /** apply: one id per push; sending the same id again answers the first result without writing twice. */
  requestId: z.uuid().optional(),
}).meta({ examples: [{ fieldCode: 'takeout.enabled', syncType: 'test', mode: 'plan' }] })
export type OnekeySyncBody = z.infer<typeof OnekeySyncBodySchema>
export type OnekeySyncInput = z.input<typeof OnekeySyncBodySchema>

export const SYNC_CHANGES = { create: '新增', update: '修改', none: '无变化' } as const
export type SyncChange = keyof typeof SYNC_CHANGES

/** One property that differs between this deployment's field and the target's (before: the target's). */
export const SyncPropertyDiffSchema = z.object({ key: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() })
export type SyncPropertyDiff = z.infer<typeof SyncPropertyDiffSchema>

export const SyncPlanSchema = z.object({
  mode: z.literal('plan'),
  syncType: z.string(),
  syncTypeName: z.string(),
  fieldCode: z.string(),
  fieldName: z.string(),
  /** create: absent on the target (新增); update: differs (修改); none: the same (无变化). */
  change: z.enum(['create', 'update', 'none']),
  /** The target's version of the field, null when absent: send it back with mode 'apply'. */
  targetVersion: z.number().int().nullable(),
  diff: z.array(SyncPropertyDiffSchema),
})
export type SyncPlan = z.infer<typeof SyncPlanSchema>

export const SYNC_RESULTS = { created: '已新增', updated: '已更新', unchanged: '无变化', conflict: '有冲突', invalid: '未通过校验' } as const
export type SyncResultKind = keyof typeof SYNC_RESULTS
export const SyncFieldResultSchema = z.object({
  fieldCode: z.string(),
  result: z.enum(['created', 'updated', 'unchanged', 'conflict', 'invalid']),
  /** Why, for conflict and invalid. */
  message: z.string().nullable(),
  /** The target's version after the push (null when it has no such field). */
  version: z.number().int().nullable(),
})
export type SyncFieldResult = z.infer<typeof SyncFieldResultSchema>

export const SyncApplySchema = z.object({
  mode: z.literal('apply'),
  syncType: z.string(),
  syncTypeName: z.string(),
  requestId: z.string(),
  results: z.array(SyncFieldResultSchema),
})
export type SyncApply = z.infer<typeof SyncApplySchema>
export const OnekeySyncAnswerSchema = z.discriminatedUnion('mode', [SyncPlanSchema, SyncApplySchema])
export type OnekeySyncAnswer = z.infer<typeof OnekeySyncAnswerSchema>

/** The receiving deployment's calls (machine to machine, signed; see docs/configuration.md "One-key sync"). */
export const SyncPeekBodySchema = z
  .object({ fieldCodes: z.array(z.string().trim().min(1).max(DICT_LIMITS.fieldCode)).min(1).max(20) })
  .meta({ examples: [{ fieldCodes: ['takeout.enabled'] }] })
export const SyncPeekSchema = z.object({
  stage: z.string(),
  /** The fields the receiver has among those asked (an absent one is left out). */
  fields: z.array(z.object({ fieldCode: z.string(), version: z.number().int(), definition: z.record(z.string(), z.unknown()) })),
})
export type SyncPeek = z.infer<typeof SyncPeekSchema>

export const SyncReceiveBodySchema = z
  .object({
    requestId: z.uuid(),
    /** Who pushed, for the receiver's history. */
    accountName: z.string().trim().max(50).optional().default(''),
    accountPhone: z.string().trim().max(20).optional().default(''),
    fields: z
      .array(
        z.object({
          /** The receiver's version the plan saw; null: the plan saw no such field. */
          targetVersion: z.number().int().positive().nullable(),
          /** The field as the sender stores it (checked by the receiver's own rules, answered `invalid` otherwise). */
          definition: z.record(z.string(), z.unknown()),
        }),
      )
      .min(1)
      .max(20),
  })
  .meta({ examples: [{ requestId: '5b0f4a52-2f5e-4d1b-9b53-3f2d0f7a1c11', fields: [{ targetVersion: null, definition: FIELD_EXAMPLE }] }] })
export type SyncReceiveBody = z.infer<typeof SyncReceiveBodySchema>
export const SyncReceiveSchema = z.object({ requestId: z.string(), results: z.array(SyncFieldResultSchema) })
export type SyncReceive = z.infer<typeof SyncReceiveSchema>
