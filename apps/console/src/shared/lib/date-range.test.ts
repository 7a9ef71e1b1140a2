import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { chinaToday } from './china-time.js'
import { isOutsideRange, pickedRange, rangeFilter } from './date-range.js'

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

  it('takes today as China’s date, whatever zone the browser is in', () => {
    // 2026-11-27 17:30 UTC is already 2026-11-28 01:30 in China; 15:59 UTC is still the 27th there.
    expect(chinaToday(new Date('2026-11-27T17:30:00Z')).format('YYYY-MM-DD')).toBe('2026-11-28')
    expect(chinaToday(new Date('2026-11-27T15:59:00Z')).format('YYYY-MM-DD')).toBe('2026-11-27')
    // The day's start in the browser's zone, as a picked date is.
    expect(chinaToday(new Date('2026-11-27T17:30:00Z')).isSame(dayjs('2026-11-28'))).toBe(true)
    // So the range's limit (tomorrow) is China's tomorrow.
    const today = chinaToday(new Date('2026-11-27T17:30:00Z'))
    expect(isOutsideRange(dayjs('2026-11-29'), undefined, today)).toBe(false)
    expect(isOutsideRange(dayjs('2026-11-30'), undefined, today)).toBe(true)
  })
})
