/**
 * The metadata editor's validators (spec 3 §3.1, §5.2): which validators a control type offers
 * (the server's table, answered by `get-validator-by-control-type`) and the save rules, checked
 * once here so the editor and the server give the same Chinese message.
 */

export const METADATA_DATA_TYPES = { BOOL: '布尔', INTEGER: '整数', FLOAT: '小数', STRING: '字符串', DATETIME: '日期时间', ENUM: '枚举' } as const
export type MetadataDataType = keyof typeof METADATA_DATA_TYPES
export const METADATA_DATA_TYPE_KEYS = Object.keys(METADATA_DATA_TYPES) as [MetadataDataType, ...MetadataDataType[]]

export const CONTROL_TYPES = {
  RADIO: '单选框',
  CHECKBOX: '复选框',
  SWITCH: '开关',
  TEXT: '单行文本',
  TEXTAREA: '多行文本',
  IMAGE: '图片',
  DATETIME: '日期时间',
  INTEGER: '整数',
  FLOAT: '小数',
} as const
export type ControlType = keyof typeof CONTROL_TYPES
export const CONTROL_TYPE_KEYS = Object.keys(CONTROL_TYPES) as [ControlType, ...ControlType[]]

export const VALIDATOR_TYPES = {
  REQUIRED: '必填',
  MIN: '最小值',
  MAX: '最大值',
  MIN_LENGTH: '最小长度',
  MAX_LENGTH: '最大长度',
  RANGE: '范围',
  REGEX: '正则',
  FLOAT_ACCURATE: '精度',
  ENUM: '枚举',
  DATETIME: '日期时间格式',
} as const
export type ValidatorType = keyof typeof VALIDATOR_TYPES
export const VALIDATOR_TYPE_KEYS = Object.keys(VALIDATOR_TYPES) as [ValidatorType, ...ValidatorType[]]

/** The server's table of validators per control type (issue 27). */
export const VALIDATORS_BY_CONTROL_TYPE: Readonly<Record<ControlType, readonly ValidatorType[]>> = {
  TEXT: ['REQUIRED', 'MIN_LENGTH', 'MAX_LENGTH', 'REGEX'],
  TEXTAREA: ['REQUIRED', 'MIN_LENGTH', 'MAX_LENGTH', 'REGEX'],
  INTEGER: ['REQUIRED', 'MIN', 'MAX', 'RANGE'],
  FLOAT: ['REQUIRED', 'MIN', 'MAX', 'RANGE', 'FLOAT_ACCURATE'],
  RADIO: ['REQUIRED', 'ENUM'],
  CHECKBOX: ['REQUIRED', 'ENUM'],
  DATETIME: ['REQUIRED', 'DATETIME'],
  SWITCH: ['REQUIRED'],
  IMAGE: ['REQUIRED'],
}

/** The datetime formats the DATETIME validator accepts (dayjs tokens). */
export const DATETIME_FORMAT = /^[YMDHhms:\-/ .年月日时分秒]+$/
/** Default precision of a FLOAT (spec 3 §5.2). */
export const DEFAULT_FLOAT_PRECISION = 0

export interface RuleItem {
  validatorType: ValidatorType
  validatorVal?: string | undefined
}
export interface EnumOption {
  title: string
  val: string
}
export interface RuleIssue {
  /** The index of the rule item, or `enums` for the enum list. */
  at: number | 'enums'
  message: string
}

const blank = (v: string | undefined) => v === undefined || v.trim() === ''
const NUMBER = /^\d+(\.\d+)?$/
const INTEGER = /^\d+$/

/**
 * The save rules of spec 3 §5.2 for one definition's validators; empty when it may be saved.
 * REGEX on SWITCH or IMAGE is ignored (dropped by `normaliseRuleItems`), not refused.
 */
export const checkRuleItems = (controlType: ControlType, items: readonly RuleItem[], enums: readonly EnumOption[]): RuleIssue[] => {
  const issues: RuleIssue[] = []
  const allowed = VALIDATORS_BY_CONTROL_TYPE[controlType]
  const seen = new Set<ValidatorType>()
  const has = (t: ValidatorType) => items.some((i) => i.validatorType === t)
  items.forEach((item, at) => {
    const type = item.validatorType
    const val = item.validatorVal?.trim() ?? ''
    const add = (message: string) => issues.push({ at, message })
    if (type === 'REGEX' && (controlType === 'SWITCH' || controlType === 'IMAGE')) return
    if (!allowed.includes(type)) return add(`${CONTROL_TYPES[controlType]}不支持「${VALIDATOR_TYPES[type]}」校验`)
    if (type !== 'REGEX' && seen.has(type)) return add(`「${VALIDATOR_TYPES[type]}」校验只能设置一次`)
    seen.add(type)
    switch (type) {
      case 'REGEX':
        if (blank(val)) return add('请输入正则')
        try {
          new RegExp(val)
        } catch (err) {
          return add(`正则表达式无效：${(err as Error).message}`)
        }
        return
      case 'FLOAT_ACCURATE':
        if (blank(val)) return add('请输入精度')
        if (!INTEGER.test(val) || Number(val) > 10) return add('精度应为 0 到 10 的整数')
        return
      case 'MIN':
      case 'MAX':
        if (blank(val)) return add(type === 'MIN' ? '请输入最小值' : '请输入最大值')
        if (!NUMBER.test(val)) return add(`${VALIDATOR_TYPES[type]}应为不小于 0 的数字`)
        if (has('RANGE')) return add('范围与最小值、最大值不能同时设置')
        return
      case 'RANGE': {
        const [lower = '', upper = '', ...rest] = val.split(',').map((s) => s.trim())
        if (blank(lower) || blank(upper) || rest.length > 0) return add('请输入范围值')
        if (!NUMBER.test(lower) || !NUMBER.test(upper)) return add('范围值应为不小于 0 的数字')
        if (Number(upper) < Number(lower)) return add('范围上限不能小于下限')
        return
      }
      case 'MIN_LENGTH':
      case 'MAX_LENGTH':
        if (blank(val)) return add(type === 'MIN_LENGTH' ? '请输入最小长度' : '请输入最大长度')
        if (!INTEGER.test(val)) return add(`${VALIDATOR_TYPES[type]}应为不小于 0 的整数`)
        return
      case 'DATETIME':
        if (blank(val)) return add('请输入日期时间格式')
        if (!DATETIME_FORMAT.test(val)) return add('日期时间格式无效，例如 YYYY-MM-DD HH:mm:ss')
        return
      case 'ENUM':
        if (enums.length === 0 || enums.some((e) => blank(e.val) || blank(e.title))) issues.push({ at: 'enums', message: '请输入枚举值' })
        else if (new Set(enums.map((e) => e.val.trim())).size !== enums.length) issues.push({ at: 'enums', message: '枚举值不能重复' })
        return
      case 'REQUIRED':
        return
    }
  })
  const minLength = items.find((i) => i.validatorType === 'MIN_LENGTH')?.validatorVal
  const maxLength = items.find((i) => i.validatorType === 'MAX_LENGTH')?.validatorVal
  if (minLength && maxLength && INTEGER.test(minLength.trim()) && INTEGER.test(maxLength.trim()) && Number(maxLength) < Number(minLength))
    issues.push({ at: items.findIndex((i) => i.validatorType === 'MAX_LENGTH'), message: '最大长度不能小于最小长度' })
  const min = items.find((i) => i.validatorType === 'MIN')?.validatorVal
  const max = items.find((i) => i.validatorType === 'MAX')?.validatorVal
  if (min && max && NUMBER.test(min.trim()) && NUMBER.test(max.trim()) && Number(max) < Number(min))
    issues.push({ at: items.findIndex((i) => i.validatorType === 'MAX'), message: '最大值不能小于最小值' })
  return issues
}

/**
 * The validators as they are stored: REGEX dropped for SWITCH and IMAGE, values trimmed, the
 * range as `min,max`, the enum as the comma-joined values of `enums`.
 */
export const normaliseRuleItems = (controlType: ControlType, items: readonly RuleItem[], enums: readonly EnumOption[]): RuleItem[] =>
  items
    .filter((i) => !(i.validatorType === 'REGEX' && (controlType === 'SWITCH' || controlType === 'IMAGE')))
    .map((i) => {
      if (i.validatorType === 'REQUIRED') return { validatorType: 'REQUIRED' }
      if (i.validatorType === 'ENUM') return { validatorType: 'ENUM', validatorVal: enums.map((e) => e.val.trim()).join(',') }
      if (i.validatorType === 'RANGE') return { validatorType: 'RANGE', validatorVal: (i.validatorVal ?? '').split(',').map((s) => s.trim()).join(',') }
      return { validatorType: i.validatorType, validatorVal: i.validatorType === 'REGEX' ? (i.validatorVal ?? '') : (i.validatorVal ?? '').trim() }
    })
