import { INCREMENT_SAVE, NOTHING_SELECTED, type FieldConfigData } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import { buildModel, buildSave, changeAccess, changeValue, initialState, isDirty, isShown, shownChildren, toggleField } from './config-editor.js'
import { formatConfigValue } from './config-format.js'
import { configField, TAKEOUT_MODE } from '../testing/config-fields.js'

const field = configField
const MODE = TAKEOUT_MODE
const NOTE = field({ fieldCode: 'shop.note', fieldName: '门店公告', dataType: 'string', defaultValue: '欢迎光临' })
const TAGS = field({ fieldCode: 'shop.tags', fieldName: '门店标签', dataType: 'array', optionValues: [{ value: 'a', title: '标签一' }], defaultValue: ['新店'] })

const data = (configValues: FieldConfigData['configValues'] = []): FieldConfigData => ({
  groups: [
    { pageGroup: '外卖', fields: [MODE] },
    { pageGroup: '', fields: [NOTE, TAGS] },
  ],
  configValues,
  version: 3,
})

describe('the configuration editor model', () => {
  it('ticks a field with its default and shows the dependents of its value; unticking resets them', () => {
    const model = buildModel(data())
    let state = initialState(model)
    expect(state['takeout.mode']).toEqual({ enabled: false, value: 'self', read: false, write: false })
    expect(isShown(model, state, 'takeout.radius')).toBe(false)
    state = toggleField(model, state, 'takeout.mode', true)
    expect(shownChildren(model, state, 'takeout.mode').map((d) => d.code)).toEqual(['takeout.radius'])
    state = toggleField(model, state, 'takeout.radius', true)
    expect(state['takeout.radius']!.value).toBe(3)
    state = changeValue(model, state, 'takeout.radius', 8)
    state = toggleField(model, state, 'takeout.mode', false)
    expect(state['takeout.radius']).toEqual({ enabled: false, value: 3, read: false, write: false })
  })

  it('resets dependents when the parent’s option changes, unticking those no longer shown', () => {
    const model = buildModel(data())
    let state = toggleField(model, initialState(model), 'takeout.mode', true)
    state = toggleField(model, state, 'takeout.radius', true)
    state = changeValue(model, state, 'takeout.radius', 8)
    state = changeValue(model, state, 'takeout.mode', 'platform')
    expect(state['takeout.radius']).toMatchObject({ enabled: false, value: 3 })
    expect(shownChildren(model, state, 'takeout.mode').map((d) => d.code)).toEqual(['takeout.platform'])
  })

  it('write implies read, unticking read clears write', () => {
    let state = initialState(buildModel(data()))
    state = changeAccess(state, 'shop.note', 'write', true)
    expect(state['shop.note']).toMatchObject({ read: true, write: true })
    state = changeAccess(state, 'shop.note', 'read', false)
    expect(state['shop.note']).toMatchObject({ read: false, write: false })
  })

  it('refuses nothing ticked and a missing value with the contract’s words', () => {
    const model = buildModel(data())
    let state = initialState(model)
    expect(buildSave(model, state, 'group')).toMatchObject({ ok: false, message: NOTHING_SELECTED })
    state = toggleField(model, state, 'shop.note', true)
    state = changeValue(model, state, 'shop.note', '   ')
    state = toggleField(model, state, 'shop.tags', true)
    state = changeValue(model, state, 'shop.tags', ['', ' '])
    expect(buildSave(model, state, 'group')).toEqual({ ok: false, message: '缺少必填项：shop.note', errors: { 'shop.note': '缺少必填项：shop.note', 'shop.tags': '缺少必填项：shop.tags' } })
  })

  it('sends the ticked values trimmed with their parents, and unticks what was saved before', () => {
    const saved = (fieldCode: string, fieldValue: unknown) => ({ fieldCode, dataType: 'string', fieldValue, isSellerRead: true, isSellerWrite: false, relatedFieldCode: null, relatedFieldValue: null, serviceModule: 'order-center' })
    const model = buildModel(data([saved('shop.note', '旧公告')]))
    let state = initialState(model)
    expect(state['shop.note']).toMatchObject({ enabled: true, value: '旧公告', read: true })
    expect(isDirty(model, state)).toBe(false)
    state = toggleField(model, state, 'shop.note', false)
    state = toggleField(model, state, 'takeout.mode', true)
    state = toggleField(model, state, 'takeout.radius', true)
    state = toggleField(model, state, 'shop.tags', true)
    state = changeValue(model, state, 'shop.tags', [' 新店 ', '', '旗舰'])
    state = changeAccess(state, 'shop.tags', 'write', true)
    expect(isDirty(model, state)).toBe(true)
    const result = buildSave(model, state, 'brand')
    expect(result).toEqual({
      ok: true,
      configValues: [
        expect.objectContaining({ fieldCode: 'takeout.mode', fieldValue: 'self', relatedFieldCode: null, isSellerRead: false }),
        expect.objectContaining({ fieldCode: 'takeout.radius', fieldValue: 3, relatedFieldCode: 'takeout.mode', relatedFieldValue: 'self' }),
        expect.objectContaining({ fieldCode: 'shop.tags', fieldValue: ['新店', '旗舰'], isSellerRead: true, isSellerWrite: true }),
        { fieldCode: 'shop.note', dataType: 'string', fieldValue: null, enabled: false },
      ],
    })
    expect(INCREMENT_SAVE).toBe(-999)
  })

  it('formats values for the history and the effective view', () => {
    expect(formatConfigValue(null)).toBe('未配置')
    expect(formatConfigValue(true)).toBe('开启')
    expect(formatConfigValue('platform', MODE)).toBe('平台配送')
    expect(formatConfigValue(['a', 'b'], { dataType: 'checkbox', optionValues: [{ value: 'a', title: '甲' }] })).toBe('甲、b')
    expect(formatConfigValue(12)).toBe('12')
  })
})
