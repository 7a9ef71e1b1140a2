import type { RuleItem } from '@yunying/contracts'
import { CheckLabel } from '@yunying/contracts'

/**
 * Turns the enabled definitions of one module and entity into SQL (issue 28): for each field, one
 * CASE over the record's JSON value that answers the code of the first rule the value breaks, or
 * NULL. The checker evaluates all of them in one statement over a page of records; the impact count
 * evaluates one of them with `count(*) FILTER (WHERE …)`. Values from definitions are written as SQL
 * literals (numbers checked by pattern first), never as text spliced unchecked.
 */

export interface CheckedDefinition {
  fieldCode: string
  fieldName: string
  dataType: string
  controlType: string
  ruleItems: readonly RuleItem[]
  version: number
}

/** A rule a definition's value can break, with its label and the reason shown to operators. */
export interface RuleMeta {
  rule: string
  label: number
  reason: string
}

export interface FieldValue {
  j: string
  t: string
  y: string
}

/** The field's value taken out of `fields` in place (the impact count). */
export const valueOf = (fields: string, fieldCode: string): FieldValue => ({
  j: `(${fields} -> ${lit(fieldCode)})`,
  t: `(${fields} ->> ${lit(fieldCode)})`,
  y: `jsonb_typeof(${fields} -> ${lit(fieldCode)})`,
})

export interface FieldCheck {
  fieldCode: string
  version: number
  /** SQL over `fields` (a jsonb expression) answering a rule code or NULL. */
  expr: (fields: string) => string
  /**
   * The same over the field's value taken out once: `t` its text (`->>`), `y` its `jsonb_typeof`,
   * and `j` the jsonb value itself, which only a CHECKBOX reads (`needsJson`). The checker computes
   * these once per record instead of once per rule.
   */
  exprOn: (v: FieldValue) => string
  needsJson: boolean
  rules: RuleMeta[]
}

/** A PostgreSQL string literal (standard_conforming_strings: only the quote is special). */
export const lit = (s: string) => `'${s.replace(/'/g, "''")}'`
const NUM = /^-?\d+(\.\d+)?$/
const INT = /^\d+$/
const NUMERIC_RE = '^-?[0-9]+([.][0-9]+)?$'
const INTEGER_RE = '^-?[0-9]+$'

/** dayjs tokens the DATETIME validator understands, with their width and bounds. */
const DATE_TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'hh', 'mm', 'ss'] as const
type DateToken = (typeof DATE_TOKENS)[number]

/**
 * A dayjs format as a fixed-width pattern and the position of each part, or null when it holds a
 * token of variable width (M, D, YY …) the checker cannot place.
 */
export const datetimeLayout = (format: string): { regex: string; parts: Partial<Record<DateToken, number>> } | null => {
  let regex = '^'
  let pos = 1
  const parts: Partial<Record<DateToken, number>> = {}
  for (let i = 0; i < format.length; ) {
    const token = DATE_TOKENS.find((t) => format.startsWith(t, i))
    if (token) {
      if (parts[token] !== undefined) return null
      parts[token] = pos
      regex += `[0-9]{${token.length}}`
      pos += token.length
      i += token.length
      continue
    }
    const ch = format[i]!
    if (/[A-Za-z]/.test(ch)) return null
    regex += /[\\^$.|?*+()[\]{}-]/.test(ch) ? `\\${ch}` : ch
    pos += 1
    i += 1
  }
  return { regex: `${regex}$`, parts }
}

/**
 * The SQL that is true when the text `t` (already matching the layout's pattern) names a moment
 * that exists: month 1–12, the day within its month (leap years by the Gregorian rule), hours,
 * minutes and seconds in range. PostgreSQL 15 has no pg_input_is_valid; this is pure integer
 * arithmetic, so no value can make it raise an error.
 */
const datetimeExists = (t: string, parts: Partial<Record<DateToken, number>>) => {
  const at = (token: DateToken, width: number) => (parts[token] === undefined ? null : `substr(${t}, ${parts[token]}, ${width})::int`)
  const y = at('YYYY', 4) ?? '2000'
  const m = at('MM', 2) ?? '1'
  const d = at('DD', 2)
  const checks = [`${m} between 1 and 12`]
  if (d)
    checks.push(
      `${d} between 1 and (case when ${m} in (4, 6, 9, 11) then 30 when ${m} = 2 then (case when (${y} % 4 = 0 and ${y} % 100 <> 0) or ${y} % 400 = 0 then 29 else 28 end) else 31 end)`,
    )
  const hh = at('HH', 2)
  if (hh) checks.push(`${hh} between 0 and 23`)
  const h12 = at('hh', 2)
  if (h12) checks.push(`${h12} between 1 and 12`)
  const mi = at('mm', 2)
  if (mi) checks.push(`${mi} between 0 and 59`)
  const s = at('ss', 2)
  if (s) checks.push(`${s} between 0 and 59`)
  return checks.join(' and ')
}

export const DEFAULT_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/**
 * The check of one definition. `regexOk` says whether PostgreSQL compiles a REGEX validator's
 * pattern (tested once before the pass); a pattern it cannot compile is a validator error (label 2)
 * for every record that has a value.
 */
export const fieldCheck = (def: CheckedDefinition, regexOk: (pattern: string) => boolean): FieldCheck => {
  const rules: RuleMeta[] = []
  const add = (rule: string, label: number, reason: string) => {
    if (!rules.some((r) => r.rule === rule)) rules.push({ rule, label, reason })
    return lit(rule)
  }
  const items = def.ruleItems
  const required = items.some((i) => i.validatorType === 'REQUIRED')
  const isCheckbox = def.controlType === 'CHECKBOX'
  // INTEGER and FLOAT values are matched as numbers by the data type's own WHEN, which comes first:
  // a bound's "not a number" WHEN could never be the first to match, so it is left out.
  const numericType = def.dataType === 'INTEGER' || def.dataType === 'FLOAT'

  const exprOn = ({ j, t, y }: FieldValue) => {
    const whens: string[] = []
    const when = (cond: string, rule: string) => whens.push(`when ${cond} then ${rule}`)
    when(`${y} is null or ${y} = 'null'`, required ? add('MISSING', CheckLabel.unmatched, '缺少必填字段') : 'null')
    when(`${y} = 'object'${isCheckbox ? '' : ` or ${y} = 'array'`}`, add('UNKNOWN_VALUE', CheckLabel.unknown, '无法识别的值（对象或数组）'))
    if (isCheckbox) when(`${y} = 'array' and jsonb_array_length(${j}) = 0`, required ? add('REQUIRED', CheckLabel.failed, '必填，不能为空') : 'null')
    when(`${y} <> 'array' and ${t} = ''`, required ? add('REQUIRED', CheckLabel.failed, '必填，不能为空') : 'null')
    // The data type.
    switch (def.dataType) {
      case 'INTEGER':
        when(`${t} !~ ${lit(INTEGER_RE)}`, add('TYPE', CheckLabel.failed, '应为整数'))
        break
      case 'FLOAT':
        when(`${t} !~ ${lit(NUMERIC_RE)}`, add('TYPE', CheckLabel.failed, '应为数字'))
        break
      case 'BOOL':
        when(`${t} not in ('true', 'false', '0', '1')`, add('TYPE', CheckLabel.failed, '应为布尔值（true/false）'))
        break
      case 'STRING':
      case 'ENUM':
        if (!isCheckbox) when(`${y} not in ('string', 'number')`, add('TYPE', CheckLabel.failed, '应为文本'))
        break
      case 'DATETIME':
        if (!items.some((i) => i.validatorType === 'DATETIME')) {
          const layout = datetimeLayout(DEFAULT_DATETIME_FORMAT)!
          when(`${t} !~ ${lit(layout.regex)}`, add('TYPE', CheckLabel.failed, `日期时间格式应为 ${DEFAULT_DATETIME_FORMAT}`))
          when(`not (${datetimeExists(t, layout.parts)})`, add('TYPE_DATE', CheckLabel.failed, '日期时间不存在'))
        }
        break
    }
    const numeric = (op: string, bound: string, rule: string, reason: string) => {
      if (!NUM.test(bound)) return when('true', add(`${rule}_INVALID`, CheckLabel.validatorError, `「${rule}」的设置无效：${bound}`))
      if (!numericType) when(`${t} !~ ${lit(NUMERIC_RE)}`, add(`${rule}_NAN`, CheckLabel.failed, '应为数字'))
      when(`${t}::numeric ${op} ${bound}`, add(rule, CheckLabel.failed, reason))
    }
    for (const item of items) {
      const val = (item.validatorVal ?? '').trim()
      switch (item.validatorType) {
        case 'MIN':
          numeric('<', val, 'MIN', `小于最小值 ${val}`)
          break
        case 'MAX':
          numeric('>', val, 'MAX', `大于最大值 ${val}`)
          break
        case 'RANGE': {
          const [lo = '', hi = ''] = val.split(',')
          if (!NUM.test(lo) || !NUM.test(hi)) {
            when('true', add('RANGE_INVALID', CheckLabel.validatorError, `「范围」的设置无效：${val}`))
            break
          }
          if (!numericType) when(`${t} !~ ${lit(NUMERIC_RE)}`, add('RANGE_NAN', CheckLabel.failed, '应为数字'))
          when(`${t}::numeric not between ${lo} and ${hi}`, add('RANGE', CheckLabel.failed, `不在范围 ${lo} 到 ${hi} 内`))
          break
        }
        case 'MIN_LENGTH':
          if (!INT.test(val)) when('true', add('MIN_LENGTH_INVALID', CheckLabel.validatorError, `「最小长度」的设置无效：${val}`))
          else when(`char_length(${t}) < ${val}`, add('MIN_LENGTH', CheckLabel.failed, `长度少于 ${val} 个字符`))
          break
        case 'MAX_LENGTH':
          if (!INT.test(val)) when('true', add('MAX_LENGTH_INVALID', CheckLabel.validatorError, `「最大长度」的设置无效：${val}`))
          else when(`char_length(${t}) > ${val}`, add('MAX_LENGTH', CheckLabel.failed, `长度超过 ${val} 个字符`))
          break
        case 'FLOAT_ACCURATE':
          if (!INT.test(val)) when('true', add('FLOAT_ACCURATE_INVALID', CheckLabel.validatorError, `「精度」的设置无效：${val}`))
          else when(`${t} ~ ${lit(`[.][0-9]{${Number(val) + 1},}$`)}`, add('FLOAT_ACCURATE', CheckLabel.failed, `小数位数超过 ${val} 位`))
          break
        case 'REGEX': {
          const pattern = item.validatorVal ?? ''
          const rule = `REGEX${rules.filter((r) => r.rule.startsWith('REGEX')).length || ''}`
          if (!regexOk(pattern)) when('true', add(`${rule}_INVALID`, CheckLabel.validatorError, `正则无法在数据库中使用：${pattern}`))
          else when(`${t} !~ ${lit(pattern)}`, add(rule, CheckLabel.failed, `不符合正则 ${pattern}`))
          break
        }
        case 'ENUM': {
          const values = val === '' ? [] : val.split(',')
          const array = `array[${values.map(lit).join(', ')}]::text[]`
          const reason = `不在枚举值 ${values.join('、')} 中`
          if (isCheckbox)
            when(
              `(case when ${y} = 'array' then exists (select 1 from jsonb_array_elements_text(${j}) e(v) where e.v <> all(${array})) else exists (select 1 from unnest(string_to_array(${t}, ',')) e(v) where e.v <> all(${array})) end)`,
              add('ENUM', CheckLabel.failed, reason),
            )
          else when(`${t} <> all(${array})`, add('ENUM', CheckLabel.failed, reason))
          break
        }
        case 'DATETIME': {
          const layout = datetimeLayout(val)
          if (!layout) {
            when('true', add('DATETIME_INVALID', CheckLabel.validatorError, `日期时间格式无法用于检查：${val}`))
            break
          }
          when(`${t} !~ ${lit(layout.regex)}`, add('DATETIME', CheckLabel.failed, `日期时间格式应为 ${val}`))
          when(`not (${datetimeExists(t, layout.parts)})`, add('DATETIME_EXISTS', CheckLabel.failed, '日期时间不存在'))
          break
        }
        case 'REQUIRED':
          break
      }
    }
    return `(case ${whens.join(' ')} else null end)`
  }
  return {
    fieldCode: def.fieldCode,
    version: def.version,
    rules,
    needsJson: isCheckbox,
    exprOn,
    expr: (fields) => exprOn(valueOf(fields, def.fieldCode)),
  }
}

/** The rule meta of every field as a VALUES list: (field_code, rule, label, reason, version). */
export const ruleMetaValues = (checks: FieldCheck[]) => {
  const rows = checks.flatMap((c) => c.rules.map((r) => `(${lit(c.fieldCode)}, ${lit(r.rule)}, ${r.label}, ${lit(r.reason)}, ${c.version})`))
  return rows.length > 0 ? `(values ${rows.join(', ')})` : `(select null::text, null::text, null::int, null::text, null::int where false)`
}

/** A text[] literal of the defined field codes. */
export const codesArray = (checks: FieldCheck[]) => `array[${checks.map((c) => lit(c.fieldCode)).join(', ')}]::text[]`
