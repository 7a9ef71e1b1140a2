import { DATA_TYPES, DICT_LIMITS, OPTION_TYPES, RELATING_TYPES, type DataType } from './fields.js'
import { configValueError, isBlankConfigValue, normaliseConfigValue, relatableValues, type ConfigValue } from './config-value.js'

/**
 * The save rules of a dictionary field (spec 2 §5), as plain functions so that the server and the
 * console's editor give the same answers with the same words.
 */

export interface RuleError {
  path: string
  message: string
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
      if (isBlankConfigValue(values[i])) return { path: 'defaultValue', message: `请设置第${i + 1}个选项的默认值` }
    }
    if (values.length !== f.optionValues.length) return { path: 'defaultValue', message: '默认值与选项数量不一致' }
  }
  if (f.defaultValue !== null && isBlankConfigValue(f.defaultValue) && f.dataType !== 'checkbox') return { path: 'defaultValue', message: '请设置默认值' }
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
    if (isBlankConfigValue(d.defaultValue) && def.dataType !== 'checkbox') return { path: `relatedDefaultValue.${i}`, message: `请设置关联配置 ${d.fieldCode} 的默认值` }
    const e = configValueError(def, normaliseConfigValue(d.defaultValue), `关联配置 ${d.fieldCode} 的默认值`)
    if (e) return { path: `relatedDefaultValue.${i}`, message: e }
  }
  return null
}

/** Every dependent field's code of a dictionary field (unique across the dictionary). */
export const relatedCodesOf = (f: Pick<DictionaryRuleInput, 'relatedData'>): string[] => f.relatedData.flatMap((r) => r.relatedData.map((c) => c.code))
