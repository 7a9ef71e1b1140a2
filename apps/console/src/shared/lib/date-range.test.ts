import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { pickedRange, rangeFilter } from './date-range.js'

describe('a list filter’s date range', () => {
  it('sends the picked days, or the first day’s start and the last day’s end, leaving out an end not picked', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-02 15:20'), dayjs('2026-11-03 08:00')]
    expect(rangeFilter(range, 'dateFrom', 'dateTo')).toEqual({ dateFrom: '2026-11-02', dateTo: '2026-11-03' })
    expect(rangeFilter(range, 'startTime', 'endTime', true)).toEqual({ startTime: '2026-11-02 00:00:00', endTime: '2026-11-03 23:59:59' })
    expect(rangeFilter([null, range[1]], 'dateFrom', 'dateTo')).toEqual({ dateTo: '2026-11-03' })
    expect(rangeFilter(null, 'dateFrom', 'dateTo')).toEqual({})
    expect(rangeFilter(undefined, 'dateFrom', 'dateTo', true)).toEqual({})
  })

  it('shows a filter’s ends back in the picker, and nothing when neither is set', () => {
    expect(pickedRange('2026-11-02', '2026-11-03')?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-11-02', '2026-11-03'])
    expect(pickedRange(undefined, '2026-11-03')?.[0]).toBeNull()
    expect(pickedRange(undefined, undefined)).toBeNull()
    expect(pickedRange('', '')).toBeNull()
  })
})
