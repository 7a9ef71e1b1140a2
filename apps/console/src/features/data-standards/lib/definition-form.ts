import {
  VALIDATOR_TYPES,
  checkRuleItems,
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

/** The body of add/update from the editor's values. */
export const toDefinitionBody = (v: DefinitionFormValues, order: readonly ValidatorType[]): MetadataDefinitionInput => ({
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
