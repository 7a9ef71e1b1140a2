import {
  DICT_LIMITS,
  DictionaryFieldShape,
  OPTION_TYPES,
  RELATING_TYPES,
  dictionaryFieldError,
  type ConfigValue,
  type DataType,
  type DictionaryDetail,
  type RELATED_DATA_TYPES,
} from '@yunying/contracts'
import type { DictionarySaveBody } from '../api/save-dictionary-field.js'

/**
 * The dictionary editor's values and their conversions (spec 2 §3, §5). The editor holds a field a
 * little differently from the API, so that what belongs together moves together: an array field's
 * default sits on each option row, a related config's default on the config itself. `toFieldBody`
 * turns that back into the API's `defaultValue` and `relatedDefaultValue`, trimmed as the server
 * stores it, and the contract's `dictionaryFieldError` judges exactly what will be sent.
 */

export type RelatedDataType = (typeof RELATED_DATA_TYPES)[number]

/** An option: 编码 (`value`) and 名称 (`title`); for the array type also its default. */
export interface OptionRow {
  value: string
  title: string
  defaultValue?: string
}

/** A related (dependent) config with its options and its default (null: no default). */
export interface RelatedConfigRow {
  name: string
  code: string
  dataType?: RelatedDataType
  optionValues: OptionRow[]
  defaultValue: ConfigValue
}

/** The configs shown when the field takes `relatedValue`. */
export interface RelatedOptionRow {
  relatedValue: string
  relatedData: RelatedConfigRow[]
}

export interface DictionaryFormValues {
  applyType?: 1 | 2
  fieldName?: string
  fieldCode?: string
  serverNameAndGroup?: string
  manageType?: 1
  pageGroup?: string
  sortNum?: number
  bizTypes?: number[]
  serviceModule?: string
  descrip?: string
  /** The tick boxes that ask for 说明文案, 示例图 and 帮助链接 (and make them required). */
  manualTextOn?: boolean
  manualText?: string
  exampleImageOn?: boolean
  exampleImage?: string
  helpLinkOn?: boolean
  helpLink?: string
  status?: 0 | 1
  dataType?: DataType
  optionValues?: OptionRow[]
  relatedData?: RelatedOptionRow[]
  /** null: no default. Not used by the array type (its defaults are on the option rows). */
  defaultValue?: ConfigValue
}

/** The fields that can carry a tick box, and what they ask for when ticked and empty. */
export const TICKED_FIELDS = {
  manualText: { flag: 'manualTextOn', label: '说明文案', required: '请输入说明文案' },
  exampleImage: { flag: 'exampleImageOn', label: '示例图', required: '请上传示例图' },
  helpLink: { flag: 'helpLinkOn', label: '帮助链接', required: '请输入帮助链接' },
} as const
export type TickedField = keyof typeof TICKED_FIELDS

export const usesOptions = (dataType: string | undefined) => OPTION_TYPES.includes(dataType as DataType)
export const usesRelated = (dataType: string | undefined) => RELATING_TYPES.includes(dataType as DataType)
/** Radio and checkbox related configs have options of their own. */
export const relatedUsesOptions = (dataType: string | undefined) => dataType === 'radio' || dataType === 'checkbox'
/** 50 options, 80 for checkbox (spec 2 §5). */
export const optionLimitOf = (dataType: string | undefined) => (dataType === 'checkbox' ? DICT_LIMITS.checkboxOptions : DICT_LIMITS.options)

/** A new field: 运营配置, sort 99, enabled, nothing else chosen. */
export const newFieldValues = (): DictionaryFormValues => ({
  manageType: 1,
  sortNum: DICT_LIMITS.defaultSortNum,
  bizTypes: [],
  pageGroup: '',
  status: 0,
  manualTextOn: false,
  exampleImageOn: false,
  helpLinkOn: false,
  optionValues: [],
  relatedData: [],
  defaultValue: null,
})

const asConfigValue = (v: unknown): ConfigValue => (v === undefined ? null : (v as ConfigValue))
const optionRows = (options: ReadonlyArray<{ value: string; title: string }>): OptionRow[] => options.map((o) => ({ value: o.value, title: o.title }))

/** The editor's values for a saved field. */
export const valuesOfDetail = (d: DictionaryDetail): DictionaryFormValues => {
  const relatedDefaults = new Map(d.relatedDefaultValue.map((r) => [r.fieldCode, asConfigValue(r.defaultValue)]))
  const arrayDefaults = d.dataType === 'array' && Array.isArray(d.defaultValue) ? (d.defaultValue as unknown[]) : null
  return {
    applyType: d.applyType as 1 | 2,
    fieldName: d.fieldName,
    fieldCode: d.fieldCode,
    serverNameAndGroup: d.serverNameAndGroup,
    manageType: 1,
    pageGroup: d.pageGroup,
    sortNum: d.sortNum,
    bizTypes: d.bizTypes.split(',').filter(Boolean).map(Number),
    serviceModule: d.serviceModule,
    descrip: d.descrip,
    manualTextOn: d.manualText !== '',
    manualText: d.manualText,
    exampleImageOn: d.exampleImage !== '',
    exampleImage: d.exampleImage,
    helpLinkOn: d.helpLink !== '',
    helpLink: d.helpLink,
    status: d.status as 0 | 1,
    dataType: d.dataType as DataType,
    optionValues: d.optionValues.map((o, i) => ({ value: o.value, title: o.title, ...(arrayDefaults ? { defaultValue: String(arrayDefaults[i] ?? '') } : {}) })),
    relatedData: d.relatedData.map((r) => ({
      relatedValue: r.relatedValue,
      relatedData: r.relatedData.map((c) => ({ name: c.name, code: c.code, dataType: c.dataType as RelatedDataType, optionValues: optionRows(c.optionValues), defaultValue: relatedDefaults.get(c.code) ?? null })),
    })),
    defaultValue: arrayDefaults ? null : asConfigValue(d.defaultValue),
  }
}

const trimmed = (options: readonly OptionRow[] | undefined) => (options ?? []).map((o) => ({ value: (o.value ?? '').trim(), title: (o.title ?? '').trim() }))

/** What add and update send (without id, version and who saves), trimmed as the server stores it. */
export const toFieldBody = (v: DictionaryFormValues): DictionarySaveBody => {
  const dataType = v.dataType
  const related = usesRelated(dataType) ? (v.relatedData ?? []) : []
  const text = (on: boolean | undefined, value: string | undefined) => (on ? (value ?? '').trim() : '')
  return {
    applyType: v.applyType as 1 | 2,
    fieldName: (v.fieldName ?? '').trim(),
    fieldCode: (v.fieldCode ?? '').trim(),
    serverNameAndGroup: (v.serverNameAndGroup ?? '').trim(),
    manageType: 1,
    pageGroup: (v.pageGroup ?? '').trim(),
    sortNum: v.sortNum ?? DICT_LIMITS.defaultSortNum,
    bizTypes: v.bizTypes ?? [],
    serviceModule: v.serviceModule as DictionarySaveBody['serviceModule'],
    descrip: (v.descrip ?? '').trim(),
    manualText: text(v.manualTextOn, v.manualText),
    exampleImage: text(v.exampleImageOn, v.exampleImage),
    helpLink: text(v.helpLinkOn, v.helpLink),
    status: v.status ?? 0,
    dataType: dataType as DataType,
    optionValues: usesOptions(dataType) ? trimmed(v.optionValues) : [],
    relatedData: related.map((r) => ({
      relatedValue: (r.relatedValue ?? '').trim(),
      relatedData: r.relatedData.map((c) => ({
        name: (c.name ?? '').trim(),
        code: (c.code ?? '').trim(),
        dataType: c.dataType as RelatedDataType,
        optionValues: relatedUsesOptions(c.dataType) ? trimmed(c.optionValues) : [],
      })),
    })),
    defaultValue: dataType === 'array' ? (v.optionValues ?? []).map((o) => (o.defaultValue ?? '').trim()) : (v.defaultValue ?? null),
    relatedDefaultValue: related.flatMap((r) => r.relatedData.filter((c) => c.defaultValue !== null && c.defaultValue !== undefined).map((c) => ({ fieldCode: (c.code ?? '').trim(), defaultValue: c.defaultValue }))),
  }
}

/** The editor field that shows a rule's message (the rule's paths are the API's). */
export const fieldOfRulePath = (path: string, dataType: string | undefined): string => {
  const [head = ''] = path.replace(/^body\./, '').split('.')
  if (head === 'relatedDefaultValue') return 'relatedData'
  // An array field's defaults are on its option rows.
  if (head === 'defaultValue' && dataType === 'array') return 'optionValues'
  return head
}

/** The save rules of spec 2 §5 (options, related configs, defaults) on what would be sent: the first broken one. */
export const firstRuleError = (v: DictionaryFormValues) => {
  if (!v.dataType) return null
  const body = toFieldBody(v)
  return dictionaryFieldError({ ...body, defaultValue: body.defaultValue ?? null, optionValues: body.optionValues ?? [], relatedData: body.relatedData ?? [], relatedDefaultValue: body.relatedDefaultValue ?? [] } as Parameters<typeof dictionaryFieldError>[0])
}

/** The rule's message when the first broken rule belongs to `field` (shown there), else ''. */
export const ruleMessageFor = (v: DictionaryFormValues, field: 'optionValues' | 'relatedData' | 'defaultValue'): string => {
  const error = firstRuleError(v)
  return error && fieldOfRulePath(error.path, v.dataType) === field ? error.message : ''
}

type ShapeKey = keyof typeof DictionaryFieldShape

/** A basic field checked by the contract's own schema, so the editor speaks the server's words. */
export const shapeMessage = (key: ShapeKey, value: unknown): string => DictionaryFieldShape[key].safeParse(value).error?.issues[0]?.message ?? ''

/** 排序: required (the contract defaults an absent one to 99, the form asks for it), two decimals at most. */
export const sortNumMessage = (value: unknown): string => (value === undefined || value === null || value === '' ? '请输入排序' : shapeMessage('sortNum', value))

/** 说明文案, 示例图, 帮助链接: required when ticked, then the contract's length limit. */
export const tickedMessage = (key: TickedField, on: boolean | undefined, value: unknown): string => {
  if (!on) return ''
  if (typeof value !== 'string' || value.trim() === '') return TICKED_FIELDS[key].required
  return shapeMessage(key, value)
}

/** The values a relating field can take, for the related options' choice: 开/关 for a switch, else its options. */
export const relatableChoices = (dataType: string | undefined, options: readonly OptionRow[] | undefined) =>
  dataType === 'bool'
    ? [
        { value: 'true', label: '开启' },
        { value: 'false', label: '关闭' },
      ]
    : (options ?? []).filter((o) => (o.value ?? '').trim() !== '').map((o) => ({ value: o.value.trim(), label: o.title?.trim() ? `${o.title.trim()}（${o.value.trim()}）` : o.value.trim() }))

/** What a config of `dataType` starts with when its default is ticked (empty, so 请设置默认值 asks for one). */
export const emptyDefaultOf = (dataType: string | undefined): ConfigValue => {
  if (dataType === 'bool') return false
  if (dataType === 'checkbox') return []
  return ''
}
