import type { DictionaryDetail } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import { takeoutModeDetail } from '../testing/config-fields.js'
import { fieldOfRulePath, firstRuleError, newFieldValues, ruleMessageFor, toFieldBody, valuesOfDetail, type DictionaryFormValues } from './dictionary-form-model.js'

/** As a new field's defaults leave it: no page group, help link or history. */
const detail = (over: Partial<DictionaryDetail> = {}): DictionaryDetail =>
  takeoutModeDetail({ pageGroup: '', sortNum: 99, helpLink: '', version: 1, createdAt: '', updatedAt: '', updatedBy: '', ...over })

const fieldOf = (d: DictionaryDetail) => {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest } = d
  return { ...rest, bizTypes: rest.bizTypes.split(',').map(Number) }
}

describe('the dictionary editor’s values', () => {
  it('send back exactly the saved field (related defaults on their configs, array defaults on their options)', () => {
    expect(toFieldBody(valuesOfDetail(detail()))).toEqual(fieldOf(detail()))
    const array = detail({ dataType: 'array', relatedData: [], relatedDefaultValue: [], defaultValue: ['400-1', '400-2'] })
    const values = valuesOfDetail(array)
    expect(values.optionValues?.map((o) => o.defaultValue)).toEqual(['400-1', '400-2'])
    expect(toFieldBody(values)).toEqual(fieldOf(array))
  })

  it('send only what the type uses, trimmed, and the tick-box texts only when ticked', () => {
    const values: DictionaryFormValues = {
      ...valuesOfDetail(detail()),
      dataType: 'number',
      manualTextOn: false,
      manualText: '留下的文字',
      helpLinkOn: true,
      helpLink: ' https://help.example.com ',
      fieldName: ' 外卖模式 ',
    }
    expect(toFieldBody(values)).toMatchObject({ optionValues: [], relatedData: [], relatedDefaultValue: [], manualText: '', helpLink: 'https://help.example.com', fieldName: '外卖模式' })
  })

  it('start a new field at 运营配置, sort 99, enabled, without a default', () => {
    expect(newFieldValues()).toMatchObject({ manageType: 1, sortNum: 99, status: 0, defaultValue: null, optionValues: [], relatedData: [] })
  })

  it('show each rule at the field that holds it', () => {
    expect(fieldOfRulePath('optionValues.1', 'radio')).toBe('optionValues')
    expect(fieldOfRulePath('relatedDefaultValue.0', 'radio')).toBe('relatedData')
    expect(fieldOfRulePath('defaultValue', 'array')).toBe('optionValues')
    expect(fieldOfRulePath('defaultValue', 'radio')).toBe('defaultValue')
    expect(fieldOfRulePath('body.fieldCode', 'radio')).toBe('fieldCode')

    const values = valuesOfDetail(detail({ relatedData: [{ relatedValue: 'self', relatedData: [{ name: '配送半径', code: 'takeout.mode', dataType: 'number', optionValues: [] }] }], relatedDefaultValue: [] }))
    expect(firstRuleError(values)).toEqual({ path: 'relatedData.0.relatedData.0', message: '第1个关联选项的第1个关联配置编码重复' })
    expect(ruleMessageFor(values, 'relatedData')).toBe('第1个关联选项的第1个关联配置编码重复')
    expect(ruleMessageFor(values, 'optionValues')).toBe('')
  })
})
