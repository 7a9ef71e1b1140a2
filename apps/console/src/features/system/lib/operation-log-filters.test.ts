import { daysBetween, ListOperationLogBodySchema } from '@yunying/contracts'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import {
  checkRange,
  defaultSearchValues,
  detailRowsOf,
  isOutsideRange,
  resultLabel,
  toOperationLogFilter,
} from './operation-log-filters.js'

const today = dayjs('2026-03-15T10:30:00')
const day = (d: string) => dayjs(d)

describe('defaultSearchValues', () => {
  it('covers the last 7 days including today, with every other filter empty', () => {
    const values = defaultSearchValues(today)
    expect(values.createdAt?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-03-09', '2026-03-15'])
    expect(values).toMatchObject({ operator: '', keyword: '', result: 'all' })
  })
})

describe('toOperationLogFilter', () => {
  it('sends the default range as days and nothing else for the untouched form', () => {
    expect(toOperationLogFilter(defaultSearchValues(today), today)).toEqual({ createdAtBegin: '2026-03-09', createdAtEnd: '2026-03-15' })
  })

  it('trims the words and keeps a chosen result', () => {
    expect(
      toOperationLogFilter({ createdAt: [day('2026-02-20'), day('2026-03-01')], operator: ' 王五 ', keyword: ' save-group ', result: 'failure' }, today),
    ).toEqual({ createdAtBegin: '2026-02-20', createdAtEnd: '2026-03-01', operator: '王五', keyword: 'save-group', result: 'failure' })
  })

  it('leaves out blank words and 全部, and falls back to the default days for a cleared range', () => {
    expect(toOperationLogFilter({ createdAt: [null, null], operator: '   ', keyword: '', result: 'all' }, today)).toEqual({
      createdAtBegin: '2026-03-09',
      createdAtEnd: '2026-03-15',
    })
  })

  it('builds a body the server accepts', () => {
    const body = { ...toOperationLogFilter({ ...defaultSearchValues(today), result: 'success' }, today), pageNum: 1, pageSize: 10, operatingUrl: '/system/operatingLog/list' }
    expect(ListOperationLogBodySchema.safeParse(body).success).toBe(true)
  })
})

describe('isOutsideRange', () => {
  it('allows up to tomorrow and nothing after it', () => {
    expect(isOutsideRange(day('2026-03-15'), undefined, today)).toBe(false)
    expect(isOutsideRange(day('2026-03-16'), undefined, today)).toBe(false)
    expect(isOutsideRange(day('2026-03-17'), undefined, today)).toBe(true)
    expect(isOutsideRange(day('2025-01-01'), undefined, today)).toBe(false)
  })

  it('keeps the other end within 30 days of the first picked date, either side', () => {
    const from = day('2026-02-01')
    expect(isOutsideRange(day('2026-03-02'), from, today)).toBe(false)
    expect(isOutsideRange(day('2026-03-03'), from, today)).toBe(true)
    expect(isOutsideRange(day('2026-01-03'), from, today)).toBe(false)
    expect(isOutsideRange(day('2026-01-02'), from, today)).toBe(true)
    // Every date the rule allows makes a span the server accepts.
    expect(daysBetween('2026-02-01', '2026-03-02')).toBe(29)
  })

  it('still stops at tomorrow when the first picked date is near today', () => {
    expect(isOutsideRange(day('2026-03-16'), day('2026-03-10'), today)).toBe(false)
    expect(isOutsideRange(day('2026-03-17'), day('2026-03-10'), today)).toBe(true)
  })

  it('disables a month only when all of it is out of bounds', () => {
    expect(isOutsideRange(day('2026-03-01'), undefined, today, 'month')).toBe(false)
    expect(isOutsideRange(day('2026-04-01'), undefined, today, 'month')).toBe(true)
    expect(isOutsideRange(day('2026-01-01'), day('2026-02-01'), today, 'month')).toBe(false)
    expect(isOutsideRange(day('2025-12-01'), day('2026-02-01'), today, 'month')).toBe(true)
  })
})

describe('checkRange', () => {
  it('accepts up to 30 days and refuses more, a reversed range or a missing end', () => {
    expect(checkRange([day('2026-02-01'), day('2026-03-02')])).toBeNull()
    expect(checkRange([day('2026-02-01'), day('2026-03-03')])).toBe('时间范围最多 30 天')
    expect(checkRange([day('2026-03-02'), day('2026-03-01')])).toBe('结束日期不能早于开始日期')
    expect(checkRange([day('2026-03-02'), null])).toBe('请选择操作时间')
    expect(checkRange(null)).toBe('请选择操作时间')
  })
})

describe('resultLabel', () => {
  it('says 成功, or 失败 with the code, or the HTTP status when the answer had no code', () => {
    expect(resultLabel({ success: true, code: 0, statusCode: 200 })).toBe('成功')
    expect(resultLabel({ success: false, code: 40900, statusCode: 409 })).toBe('失败 · 40900')
    expect(resultLabel({ success: false, code: null, statusCode: 502 })).toBe('失败 · 502')
  })
})

describe('detailRowsOf', () => {
  it('has no lines for no detail', () => {
    for (const detail of [null, undefined, '', {}, []]) expect(detailRowsOf(detail)).toEqual([])
  })

  it('shows a from/to pair as a change, strings as they are and other values as JSON', () => {
    expect(detailRowsOf({ name: { from: '旧集团', to: '新集团' }, status: { from: 1, to: null }, tags: { from: ['a'], to: [] } })).toEqual([
      { key: 'name', kind: 'change', from: '旧集团', to: '新集团' },
      { key: 'status', kind: 'change', from: '1', to: 'null' },
      { key: 'tags', kind: 'change', from: '["a"]', to: '[]' },
    ])
  })

  it('shows an object with more than from and to as pretty JSON, and a plain value as text', () => {
    expect(detailRowsOf({ groupId: 12, created: { name: '日志集团', from: 'x', to: 'y' }, note: '备注' })).toEqual([
      { key: 'groupId', kind: 'text', text: '12' },
      { key: 'created', kind: 'json', text: JSON.stringify({ name: '日志集团', from: 'x', to: 'y' }, null, 2) },
      { key: 'note', kind: 'text', text: '备注' },
    ])
  })

  it('shows a detail that is not an object as one line', () => {
    expect(detailRowsOf([1, 2])).toEqual([{ key: '内容', kind: 'json', text: '[\n  1,\n  2\n]' }])
    expect(detailRowsOf('已导出')).toEqual([{ key: '内容', kind: 'text', text: '已导出' }])
  })
})
