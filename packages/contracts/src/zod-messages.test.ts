import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BrandServiceApplyBodySchema, CreateStoreBodySchema, ListOperationLogBodySchema, StoreServiceSaveBodySchema, isCalendarDate, isCalendarDateTime, isWellFormedText } from './index.js'

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('the one validation message map', () => {
  it('answers in Chinese and names the field as the screen labels it', () => {
    expect(messagesOf(z.object({ brandId: z.coerce.number() }), { brandId: 'abc' })).toEqual(['品牌ID应为数字'])
    expect(messagesOf(BrandServiceApplyBodySchema, { brandId: 1, serviceId: 1, contactName: '张三', contactPhone: '13800000000', gender: 2 })).toEqual(['性别不能大于 1'])
    expect(messagesOf(z.object({ pageSize: z.number().int().min(1).max(100) }), { pageSize: 1.5 })).toEqual(['每页条数应为整数'])
    expect(messagesOf(z.object({ remark: z.string().max(5) }), { remark: '一二三四五六' })).toEqual(['备注最多 5 个字符'])
    expect(messagesOf(z.object({ roleIds: z.array(z.number()).min(1) }), { roleIds: [] })).toEqual(['请选择角色'])
    expect(messagesOf(z.object({ result: z.enum(['success', 'failure']) }), { result: 'x' })).toEqual(['请选择正确的结果'])
  })

  it('keeps a schema’s own message, and every message of an empty store form is Chinese', () => {
    const messages = messagesOf(CreateStoreBodySchema, {})
    expect(messages).toContain('请选择品牌')
    expect(messages).toContain('请输入门店名称')
    for (const m of messages) expect(m).toMatch(/[\u4e00-\u9fa5]/)
  })
})

describe('calendar dates and well-formed text', () => {
  it('refuses dates and times that do not exist', () => {
    for (const d of ['2026-02-30', '0000-00-00', '2026-13-01', '2025-02-29', '2026-04-31']) expect(isCalendarDate(d), d).toBe(false)
    for (const d of ['2026-02-28', '2024-02-29', '2026-12-31']) expect(isCalendarDate(d), d).toBe(true)
    expect(isCalendarDateTime('2026-02-30 25:61:61')).toBe(false)
    expect(isCalendarDateTime('2026-02-28 25:00:00')).toBe(false)
    expect(isCalendarDateTime('2026-02-28 23:59:59')).toBe(true)
    expect(isCalendarDateTime('2026-02-28')).toBe(true)
  })

  it('names the date field that does not exist', () => {
    const r = StoreServiceSaveBodySchema.safeParse({ storeId: 1, produceTypeId: 1, endDate: '2026-02-30' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endDate', '请选择正确的日期']])
    const log = ListOperationLogBodySchema.safeParse({ createdAtBegin: '0000-00-00', createdAtEnd: '2026-01-01' })
    expect(log.error?.issues.map((i) => i.path.join('.'))).toEqual(['createdAtBegin'])
  })

  it('tells a lone surrogate from a pair', () => {
    expect(isWellFormedText('\ud800')).toBe(false)
    expect(isWellFormedText('a\udc00b')).toBe(false)
    expect(isWellFormedText('😀 中文')).toBe(true)
  })
})
