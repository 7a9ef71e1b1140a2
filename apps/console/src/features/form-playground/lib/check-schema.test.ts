import { formKitComponents } from '@yunying/form-kit'
import { describe, expect, it } from 'vitest'
import { checkSchema, findComponent } from './check-schema.js'
import { PRESETS } from './presets.js'
import { findSections, visibleSections } from './schema-sections.js'

const check = (value: unknown) => checkSchema(value, formKitComponents)

describe('checkSchema', () => {
  it('accepts every preset without a problem', () => {
    for (const preset of PRESETS) expect(check(preset.schema)).toEqual({ schema: preset.schema, problems: [] })
  })

  it('refuses a root that is not an object', () => {
    expect(check([1])).toEqual({ schema: null, problems: [{ path: '', message: '最外层必须是一个对象 { … }，当前是数组', level: 'error' }] })
    expect(check({ type: 'string' }).problems[0]).toMatchObject({ path: 'type', message: '最外层的 type 必须是 "object"' })
  })

  it('names an unknown component and where it is', () => {
    const result = check({ type: 'object', properties: { a: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Inptu' } } })
    expect(result.schema).toBeNull()
    expect(result.problems[0]?.path).toBe('properties.a.x-component')
    expect(result.problems[0]?.message).toMatch(/^未知组件“Inptu”，可用组件：FormItem、Input、/)
  })

  it('follows dotted names and array items', () => {
    expect(findComponent(formKitComponents, 'ArrayTable.Column')).toBeTruthy()
    expect(findComponent(formKitComponents, 'StepWizard.Step')).toBeTruthy()
    const result = check({ type: 'object', properties: { t: { type: 'array', 'x-component': 'ArrayTable', items: { type: 'object', properties: { c: { 'x-component': 'ArrayTable.Nope' } } } } } })
    expect(result.problems.map((p) => p.path)).toEqual(['properties.t.items.properties.c.x-component'])
  })

  it('refuses {{ }} expressions, which the console may not evaluate', () => {
    const result = check({ type: 'object', properties: { a: { type: 'string', 'x-visible': '{{ $deps[0] > 1 }}' } } })
    expect(result.schema).toBeNull()
    expect(result.problems[0]).toMatchObject({ path: 'properties.a.x-visible', level: 'error' })
    expect(result.problems[0]?.message).toMatch(/^不支持 \{\{ \}\} 表达式/)
  })

  it('only warns about an empty form or an unknown type, and still renders', () => {
    const result = check({ type: 'object', properties: { a: { type: 'text' } } })
    expect(result.schema).not.toBeNull()
    expect(result.problems).toEqual([{ path: 'properties.a.type', message: expect.stringContaining('未知的 type“text”') as string, level: 'warning' }])
    expect(check({ type: 'object' }).problems).toEqual([{ path: 'properties', message: '没有任何字段：请在 properties 中定义字段', level: 'warning' }])
  })
})

describe('findSections', () => {
  const wizard = PRESETS.find((p) => p.key === 'wizard')!.schema

  it('lists the FormSections with their step', () => {
    expect(findSections(wizard)).toEqual([
      { id: 'section-basic', title: '基础信息', step: 'basic' },
      { id: 'section-extra', title: '补充信息', step: 'basic' },
      { id: 'section-attach', title: '附件', step: 'basic' },
      { id: 'section-tiers', title: '满减档位', step: 'rules' },
      { id: 'section-time', title: '活动时间', step: 'rules' },
    ])
  })

  it('shows the current step’s sections, or all of them on a preview step', () => {
    const sections = findSections(wizard)
    const steps = [{ name: 'basic' }, { name: 'rules' }, { name: 'preview' }]
    expect(visibleSections(sections, { steps, current: 1, isPreview: false }).map((s) => s.id)).toEqual(['section-tiers', 'section-time'])
    expect(visibleSections(sections, { steps, current: 2, isPreview: true })).toHaveLength(5)
    expect(visibleSections(sections, { steps: [], current: 0, isPreview: false })).toHaveLength(5)
  })
})
