import { z } from 'zod'
import { fieldLabelOf } from './field-labels.js'

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0]

const SIZED: Record<string, { unit: string; many: string }> = {
  string: { unit: '个字符', many: '' },
  array: { unit: '项', many: '选择' },
  set: { unit: '项', many: '选择' },
}

const KIND: Record<string, string> = {
  number: '数字',
  int: '整数',
  bigint: '整数',
  string: '文字',
  boolean: '是或否',
  array: '列表',
  object: '一组字段',
  date: '日期',
}

const titleOf = (issue: Issue): string | undefined => {
  for (const schema of [issue.inst, (issue as { schema?: unknown }).schema]) {
    const meta = schema ? z.globalRegistry.get(schema as z.ZodType) : undefined
    if (typeof meta?.title === 'string') return meta.title
  }
  return undefined
}

/**
 * The validation message of every schema without a message of its own, in Chinese, naming the
 * field as the screens label it (`field-labels.ts`): what the server answers in a 400 and what a
 * console form shows. A schema's own message (`z.string({ error: '请输入门店名称' })`) still wins.
 */
export const chineseIssueMessage = (issue: Issue): string => {
  const label = titleOf(issue) ?? fieldLabelOf(issue.path ?? []) ?? '请求内容'
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `请填写${label}`
      return `${label}应为${KIND[issue.expected] ?? '正确的格式'}`
    }
    case 'too_big': {
      const size = SIZED[issue.origin]
      const max = Number(issue.maximum)
      if (size) return `${label}最多 ${issue.inclusive ? max : max - 1} ${size.unit}`
      return issue.inclusive ? `${label}不能大于 ${max}` : `${label}应小于 ${max}`
    }
    case 'too_small': {
      const size = SIZED[issue.origin]
      const min = Number(issue.minimum)
      if (size) {
        if (min <= 1) return size.many ? `请${size.many}${label}` : `请填写${label}`
        return `${label}至少${size.many} ${issue.inclusive ? min : min + 1} ${size.unit}`
      }
      return issue.inclusive ? `${label}不能小于 ${min}` : `${label}应大于 ${min}`
    }
    case 'not_multiple_of':
      return `${label}应为 ${String(issue.divisor)} 的倍数`
    case 'invalid_value':
      return `请选择正确的${label}`
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.map((k) => fieldLabelOf([k]) ?? k).join('、')}`
    default:
      return `${label}格式不正确`
  }
}

z.config({ customError: chineseIssueMessage })
