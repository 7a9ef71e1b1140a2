import { describe, expect, it } from 'vitest'
import { dictionaryFieldError, relatedCodesOf, type DictionaryRuleInput } from '../index.js'

const options = (...values: string[]) => values.map((value) => ({ value, title: `选项${value}` }))
const field = (changes: Partial<DictionaryRuleInput> = {}): DictionaryRuleInput => ({
  fieldCode: 'order.mode',
  dataType: 'radio',
  optionValues: options('a', 'b'),
  relatedData: [],
  defaultValue: null,
  relatedDefaultValue: [],
  ...changes,
})
const related = (relatedValue: string, ...codes: string[]) => ({
  relatedValue,
  relatedData: codes.map((code) => ({ name: `关联${code}`, code, dataType: 'number', optionValues: [] })),
})

describe('dictionary field rules', () => {
  it('accepts a valid field with dependents and their defaults', () => {
    const f = field({ relatedData: [related('a', 'limit')], defaultValue: 'a', relatedDefaultValue: [{ fieldCode: 'limit', defaultValue: 5 }] })
    expect(dictionaryFieldError(f)).toBeNull()
    expect(relatedCodesOf(f)).toEqual(['limit'])
  })

  it('reports the option rules with the option’s position', () => {
    expect(dictionaryFieldError(field({ optionValues: [] }))).toEqual({ path: 'optionValues', message: '请至少添加一个选项' })
    expect(dictionaryFieldError(field({ optionValues: [...options('a'), { value: 'b', title: ' ' }] }))).toEqual({ path: 'optionValues.1', message: '第2个选项信息不完整' })
    expect(dictionaryFieldError(field({ optionValues: options('a', 'a') }))).toEqual({ path: 'optionValues.1', message: '第2个选项编码重复' })
    expect(dictionaryFieldError(field({ dataType: 'checkbox', optionValues: options(...Array.from({ length: 81 }, (_, i) => `o${i}`)) }))?.message).toBe('最多 80 个选项')
    expect(dictionaryFieldError(field({ dataType: 'number', optionValues: options('a') }))).toEqual({ path: 'optionValues', message: '数字类型没有选项' })
  })

  it('lets only switches and choices have dependents, on their own values, with unique codes', () => {
    expect(dictionaryFieldError(field({ dataType: 'string', optionValues: [], relatedData: [related('a', 'x')] }))?.message).toBe('只有开关、单选和多选可以关联配置')
    expect(dictionaryFieldError(field({ relatedData: [related('z', 'x')] }))?.message).toBe('第1个关联选项不是本字段的选项')
    expect(dictionaryFieldError(field({ relatedData: [related('a', 'x'), related('b', 'x')] }))?.message).toBe('第2个关联选项的第1个关联配置编码重复')
    expect(dictionaryFieldError(field({ relatedData: [related('a', 'order.mode')] }))?.message).toBe('第1个关联选项的第1个关联配置编码重复')
    expect(dictionaryFieldError(field({ relatedData: [related('a', '1x')] }))?.message).toBe('关联配置编码 1x 以字母开头，只能包含字母、数字、下划线、点和短横线')
    expect(dictionaryFieldError(field({ dataType: 'bool', optionValues: [], relatedData: [related('true', 'x')] }))).toBeNull()
  })

  it('checks the defaults against the field and its dependents', () => {
    expect(dictionaryFieldError(field({ defaultValue: 'c' }))).toEqual({ path: 'defaultValue', message: '默认值的选项不存在' })
    expect(dictionaryFieldError(field({ defaultValue: '' }))).toEqual({ path: 'defaultValue', message: '请设置默认值' })
    expect(dictionaryFieldError(field({ dataType: 'array', defaultValue: ['x'] }))).toEqual({ path: 'defaultValue', message: '请设置第2个选项的默认值' })
    expect(dictionaryFieldError(field({ relatedDefaultValue: [{ fieldCode: 'none', defaultValue: 1 }] }))?.message).toBe('关联配置 none 不存在')
    const withLimit = { relatedData: [related('a', 'limit')] }
    expect(dictionaryFieldError(field({ ...withLimit, relatedDefaultValue: [{ fieldCode: 'limit', defaultValue: 'x' }] }))?.message).toBe('关联配置 limit 的默认值应为数字')
  })
})
