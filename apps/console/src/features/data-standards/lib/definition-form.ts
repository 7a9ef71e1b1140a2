import {
  VALIDATOR_TYPES,
  checkRuleItems,
  resolveBizRuleItems,
  type BizRuleChoice,
  type ControlType,
  type DefinitionDetail,
  type MetadataDataType,
  type MetadataDefinitionInput,
  type RuleItem,
  type ValidatorType,
} from '@yunying/contracts'

/** One validator as the editor holds it: ticked or not, its value, and a range's two bounds. */
export interface CheckValue {
  on?: boolean
  val?: string
  low?: string
  high?: string
}

export interface DefinitionFormValues {
  module?: string
  entity?: string
  parentNode?: string
  fieldName?: string
  fieldCode?: string
  describe?: string
  dataType?: MetadataDataType
  controlType?: ControlType
  applyBizType?: string[]
  sortNum?: number | null
  isHide?: boolean
  hint?: string
  help?: string
  linkText?: string
  linkUrl?: string
  checks?: Partial<Record<ValidatorType, CheckValue>>
  enums?: Array<{ title?: string; val?: string }>
  /**
   * The 业务规则 section by rule code: a radio rule's option value ('' not set), a checkbox rule's
   * values. Kept by code across a change of module or entity, so going back finds them again.
   */
  bizRules?: Record<string, string | string[] | undefined>
}

export const VALUE_PLACEHOLDERS: Partial<Record<ValidatorType, string>> = {
  MIN: '最小值（不小于 0）',
  MAX: '最大值（不小于 0）',
  MIN_LENGTH: '最小长度',
  MAX_LENGTH: '最大长度',
  REGEX: '正则表达式，例如 ^[A-Z0-9]+$',
  FLOAT_ACCURATE: '小数位数，默认 0',
  DATETIME: '格式，例如 YYYY-MM-DD HH:mm:ss',
}

/** The validators ticked in the editor, in the server's order, as the call sends them (range as `min,max`). */
export const ruleItemsOf = (order: readonly ValidatorType[], checks: DefinitionFormValues['checks'] = {}): RuleItem[] =>
  order
    .filter((code) => checks[code]?.on)
    .map((code) => {
      const c = checks[code]!
      if (code === 'REQUIRED' || code === 'ENUM') return { validatorType: code }
      if (code === 'RANGE') return { validatorType: code, validatorVal: c.low?.trim() || c.high?.trim() ? `${c.low?.trim() ?? ''},${c.high?.trim() ?? ''}` : '' }
      return { validatorType: code, validatorVal: c.val ?? '' }
    })

/** The section's values for the rules of the chosen entity, as bizRuleInfo.ruleItems sends them (checkbox values as a JSON string). */
export const bizRuleItemsOf = (rules: readonly BizRuleChoice[], values: DefinitionFormValues['bizRules'] = {}) =>
  rules.flatMap((rule) => {
    const v = values[rule.ruleCode]
    if (rule.controlStyle === 'checkbox') {
      const chosen = Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []
      return chosen.length ? [{ ruleCode: rule.ruleCode, ruleName: rule.ruleName, value: JSON.stringify(chosen) }] : []
    }
    const chosen = Array.isArray(v) ? (v[0] ?? '') : (v ?? '')
    return chosen ? [{ ruleCode: rule.ruleCode, ruleName: rule.ruleName, value: chosen }] : []
  })

/** The section's problems (a saved value no longer among the rule's options), on its fields, in the server's words. */
export const bizRuleErrors = (rules: readonly BizRuleChoice[], values: DefinitionFormValues['bizRules']): Array<{ name: string[]; errors: string[] }> => {
  const items = bizRuleItemsOf(rules, values)
  const result = resolveBizRuleItems(rules, items)
  return 'message' in result ? [{ name: ['bizRules', items[result.at]!.ruleCode], errors: [result.message] }] : []
}

/** The body of add/update from the editor's values and the rules of the chosen entity. */
export const toDefinitionBody = (v: DefinitionFormValues, order: readonly ValidatorType[], rules: readonly BizRuleChoice[] = []): MetadataDefinitionInput => ({
  fieldName: v.fieldName ?? '',
  fieldCode: v.fieldCode ?? '',
  module: v.module ?? '',
  entity: v.entity ?? '',
  parentNode: v.parentNode ?? '',
  describe: v.describe ?? '',
  dataType: v.dataType as MetadataDataType,
  controlType: v.controlType as ControlType,
  applyBizType: v.applyBizType ?? [],
  sortNum: v.sortNum ?? 0,
  isHide: v.isHide ? 1 : 0,
  displayStyleInfo: { hint: v.hint ?? '', help: v.help ?? '', image: '', linkText: v.linkText ?? '', linkUrl: v.linkUrl ?? '' },
  bizRuleInfo: { ruleItems: bizRuleItemsOf(rules, v.bizRules) },
  checkRules: { ruleItems: ruleItemsOf(order, v.checks) },
  extInfo: { enums: (v.enums ?? []).map((e) => ({ title: e.title?.trim() ?? '', val: e.val?.trim() ?? '' })) },
})

/** The editor's values of a saved definition (its pending revision when there is one: that is what is being edited). */
export const valuesOf = (d: DefinitionDetail): DefinitionFormValues => {
  const f = d.revision ?? d
  const checks: NonNullable<DefinitionFormValues['checks']> = {}
  for (const r of f.checkRules.ruleItems) {
    if (r.validatorType === 'RANGE') {
      const [low, high] = (r.validatorVal ?? '').split(',')
      checks.RANGE = { on: true, low, high }
    } else checks[r.validatorType] = { on: true, val: r.validatorVal ?? '' }
  }
  return {
    module: f.module,
    entity: f.entity,
    parentNode: f.parentNode,
    fieldName: f.fieldName,
    fieldCode: f.fieldCode,
    describe: f.describe,
    dataType: f.dataType,
    controlType: f.controlType,
    applyBizType: f.applyBizType,
    sortNum: f.sortNum,
    isHide: f.isHide === 1,
    hint: f.displayStyleInfo.hint,
    help: f.displayStyleInfo.help,
    linkText: f.displayStyleInfo.linkText,
    linkUrl: f.displayStyleInfo.linkUrl,
    checks,
    enums: f.extInfo.enums,
    bizRules: Object.fromEntries(f.bizRuleInfo.ruleItems.map((r) => [r.ruleCode, ruleValueOf(r.value)])),
  }
}

/** A stored rule value for the section: a checkbox rule's JSON array as its values, a radio rule's as it is. */
const ruleValueOf = (value: string): string | string[] => {
  if (!value.startsWith('[')) return value
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.map(String) : value
  } catch {
    return value
  }
}

/** The §5.2 save rules, as the server checks them, placed on the editor's fields. */
export const ruleErrors = (v: DefinitionFormValues, order: readonly ValidatorType[]): Array<{ name: Array<string | number>; errors: string[] }> => {
  if (!v.controlType) return []
  const items = ruleItemsOf(order, v.checks)
  const enums = (v.enums ?? []).map((e) => ({ title: e.title?.trim() ?? '', val: e.val?.trim() ?? '' }))
  return checkRuleItems(v.controlType, items, enums).map((issue) => {
    if (issue.at === 'enums') return { name: ['enumsError'], errors: [issue.message] }
    const code = items[issue.at]!.validatorType
    return { name: ['checks', code, code === 'RANGE' ? 'low' : 'val'], errors: [issue.message] }
  })
}

export const validatorLabel = (code: ValidatorType) => VALIDATOR_TYPES[code]
