import { z } from 'zod'
import { CONFIG_LIMITS } from './fields.js'

/**
 * A configuration value and the rules every value keeps (spec 2 §5), as plain functions so that
 * the server and the console's editors give the same answers with the same words.
 */

/** A configuration value: bool → boolean, number → number, string/image/radio → string, checkbox/array → string[]. */
export type ConfigValue = boolean | number | string | string[] | null
export const ConfigValueSchema: z.ZodType<ConfigValue> = z.union([z.boolean(), z.number(), z.string().max(20_000), z.array(z.string().max(20_000)).max(200), z.null()])

/** A field's type and options, as far as a value's rules need them. */
export interface TypedDef {
  dataType: string
  optionValues: ReadonlyArray<{ value: string; title: string }>
}

/** Whether a value counts as not set: null, blank text or an empty list. */
export const isBlankConfigValue = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

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
 * The save rules of spec 2 §5 for one configuration value (as the editor and the server check it):
 * 缺少必填项 plus the code for an empty value (for arrays, at least one non-empty entry), then the
 * value against its field's type and options. Text is expected trimmed.
 */
export const configEntryError = (def: TypedDef & { fieldCode: string; fieldName?: string }, value: ConfigValue): string | null => {
  const empty = def.dataType === 'array' ? !Array.isArray(value) || value.every((v) => v.trim() === '') : def.dataType !== 'checkbox' && isBlankConfigValue(value)
  if (empty) return `缺少必填项：${def.fieldCode}`
  return configValueError(def, value, def.fieldName ? `${def.fieldName}（${def.fieldCode}）` : def.fieldCode)
}
export const NOTHING_SELECTED = '请至少选择一项配置'
