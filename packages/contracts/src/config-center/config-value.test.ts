import { describe, expect, it } from 'vitest'
import { configEntryError, configValueError, enabledRelatedValues, normaliseConfigValue, numberDigits, relatableValues } from '../index.js'

const def = (dataType: string, options: string[] = []) => ({ dataType, optionValues: options.map((value) => ({ value, title: value })) })

describe('configuration values', () => {
  it('counts a number’s digits without its sign, point or leading zeros', () => {
    expect(numberDigits(123456789)).toBe(9)
    expect(numberDigits(-12.5)).toBe(3)
    expect(numberDigits(0.05)).toBe(1)
  })

  it('checks a value against its field’s type, naming the field', () => {
    expect(configValueError(def('bool'), true, '外卖')).toBeNull()
    expect(configValueError(def('bool'), 'true', '外卖')).toBe('外卖应为开或关')
    expect(configValueError(def('number'), 123456789, '上限')).toBeNull()
    expect(configValueError(def('number'), 1234567890, '上限')).toBe('上限最多 9 位数字')
    expect(configValueError(def('number'), Number.NaN, '上限')).toBe('上限应为数字')
    expect(configValueError(def('string'), 'x'.repeat(1501), '说明')).toBe('说明最多 1500 个字符')
    expect(configValueError(def('radio', ['a', 'b']), 'c', '模式')).toBe('模式的选项不存在')
    expect(configValueError(def('checkbox', ['a', 'b']), ['a', 'a'], '渠道')).toBe('渠道的选项重复')
    expect(configValueError(def('checkbox', ['a', 'b']), ['b'], '渠道')).toBeNull()
    expect(configValueError(def('array'), Array.from({ length: 51 }, () => 'x'), '列表')).toBe('列表最多 50 项')
    expect(configValueError(def('color'), 'red', '颜色')).toBe('颜色的数据类型不正确')
  })

  it('asks for a value that is missing before checking its type, and lets a checkbox be empty', () => {
    expect(configEntryError({ ...def('string'), fieldCode: 'memo' }, '')).toBe('缺少必填项：memo')
    expect(configEntryError({ ...def('array'), fieldCode: 'tags' }, ['', ' '])).toBe('缺少必填项：tags')
    expect(configEntryError({ ...def('checkbox', ['a']), fieldCode: 'ch' }, [])).toBeNull()
    expect(configEntryError({ ...def('radio', ['a']), fieldCode: 'mode', fieldName: '模式' }, 'b')).toBe('模式（mode）的选项不存在')
  })

  it('trims text and list entries, and says which dependent values a value turns on', () => {
    expect(normaliseConfigValue('  a ')).toBe('a')
    expect(normaliseConfigValue([' a', 'b '])).toEqual(['a', 'b'])
    expect(normaliseConfigValue(3)).toBe(3)
    expect(relatableValues(def('bool'))).toEqual(['true', 'false'])
    expect(relatableValues(def('radio', ['x', 'y']))).toEqual(['x', 'y'])
    expect(enabledRelatedValues('bool', false)).toEqual(new Set(['false']))
    expect(enabledRelatedValues('checkbox', ['x', 'y'])).toEqual(new Set(['x', 'y']))
    expect(enabledRelatedValues('radio', null)).toEqual(new Set())
  })
})
