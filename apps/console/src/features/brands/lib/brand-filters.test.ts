import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { normalizeBrandId, toBrandFilters } from './brand-filters.js'

describe('toBrandFilters', () => {
  it('sends nothing for an empty form', () => {
    expect(toBrandFilters({})).toEqual({})
    expect(toBrandFilters({ name: '   ', brandId: '', brandType: null, statusList: [], createdAt: null })).toEqual({})
  })

  it('keeps every chosen filter with the API names', () => {
    // The choices pass as they are; the name is trimmed, the id made a number, the statuses sorted.
    const choices = { brandType: 66, isAllowUpgrade: 0, accountVersion: 1, isTest: 0, produceVersion: 10002, produceModel: 3, abandonFlag: 0, bossCockpitOpen: 1 } as const
    expect(toBrandFilters({ name: ' 蜀香 ', brandId: '12', statusList: [5, 1, 2], ...choices })).toEqual({ name: '蜀香', brandId: 12, statusList: [1, 2, 5], ...choices })
  })

  it('keeps 0 choices (not marked, no) and drops a brand id that is not a positive whole number', () => {
    expect(toBrandFilters({ abandonFlag: 0, isTest: 0, brandId: '0' })).toEqual({ abandonFlag: 0, isTest: 0 })
    expect(toBrandFilters({ brandId: '1.5' })).toEqual({})
  })

  it('sends the created-time range as whole days', () => {
    expect(toBrandFilters({ createdAt: [dayjs('2026-03-01'), dayjs('2026-03-31')] })).toEqual({
      createdAtBegin: '2026-03-01 00:00:00',
      createdAtEnd: '2026-03-31 23:59:59',
    })
  })
})

describe('normalizeBrandId', () => {
  it('keeps digits only', () => {
    expect(normalizeBrandId(' 12a3 ')).toBe('123')
    expect(normalizeBrandId(undefined)).toBe('')
  })
})
