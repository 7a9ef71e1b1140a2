import type { BrandProduce } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import { expiryHighlight, formatWan, groupServices, reachEdition, seatCounters, serviceExpiry, serviceStatus } from './service-rules.js'

const buildProduce = (over: Partial<BrandProduce> = {}): BrandProduce => ({
  id: 1,
  produceName: '会员',
  produceIcon: '',
  produceClassDesc: '企业门店',
  produceType: '100',
  produceModel: 1,
  status: 1,
  totalNum: 1,
  usedNum: 0,
  totalSeatNum: 0,
  usedSeatNum: 0,
  nowBeginDate: '2026-01-01',
  nowEndDate: '2026-12-31',
  firstBeginDate: '2026-01-01',
  seatEndDateList: [],
  productLevel: 2,
  attr: null,
  edition: null,
  introduce: '',
  expiredAt: null,
  subProducts: [],
  ...over,
})

describe('expiry warnings', () => {
  const today = '2026-03-10'
  it('is the 3-day warning from 0 to 2 days away', () => {
    expect(expiryHighlight('2026-03-10', today)?.band).toBe(3)
    expect(expiryHighlight('2026-03-12 23:59:59', today)).toEqual({ band: 3, text: '3天内到期', color: 'red' })
  })
  it('is the 30-day warning from 3 to 30 days away', () => {
    expect(expiryHighlight('2026-03-13', today)).toEqual({ band: 30, text: '30天内到期', color: 'orange' })
    expect(expiryHighlight('2026-04-09', today)?.band).toBe(30)
  })
  it('has no warning past 30 days, for past dates or without a date', () => {
    expect(expiryHighlight('2026-04-10', today)).toBeNull()
    expect(expiryHighlight('2026-03-09', today)).toBeNull()
    expect(expiryHighlight(null, today)).toBeNull()
  })
  it('warns a live service by its nearest end, seats included, and never an unopened one', () => {
    const seats = [{ endDate: '2026-03-11', expNum: 2 }]
    expect(serviceExpiry(buildProduce({ nowEndDate: '2026-03-30', seatEndDateList: seats }), today)?.band).toBe(3)
    expect(serviceExpiry(buildProduce({ nowEndDate: '2026-03-30' }), today)?.band).toBe(30)
    expect(serviceExpiry(buildProduce({ status: 0, nowEndDate: '2026-03-11' }), today)).toBeNull()
    expect(serviceExpiry(buildProduce({ produceModel: 31, status: 2, expiredAt: '2026-03-11' }), today)).toBeNull()
    expect(serviceExpiry(buildProduce({ produceModel: 31, status: 0, nowEndDate: null, expiredAt: '2026-03-11 00:00:00' }), today)?.band).toBe(3)
  })
})

describe('seat counters', () => {
  it('shows membership as totalNum × 1,000,000 in 万 and labels as totalNum × 50', () => {
    expect(seatCounters(1)).toEqual({ memberWan: 100, memberText: '100万', labels: 50 })
    expect(seatCounters(3)).toEqual({ memberWan: 300, memberText: '300万', labels: 150 })
    expect(seatCounters(0).labels).toBe(0)
  })
  it('formats counts in 万', () => {
    expect(formatWan(100_000)).toBe('10万')
    expect(formatWan(2_000_000)).toBe('200万')
    expect(formatWan(12_345)).toBe('1.23万')
    expect(formatWan(9_999)).toBe('9999')
  })
})

describe('reach editions', () => {
  it('reads the edition from attr', () => {
    expect(reachEdition('{"version":1}')).toEqual({ name: '基础版', quotaText: '10万' })
    expect(reachEdition('{"version":2}')).toEqual({ name: '增强版', quotaText: '50万' })
    expect(reachEdition('{"version":3}')).toEqual({ name: '专业版', quotaText: '100万' })
    expect(reachEdition('{"version":4}')).toEqual({ name: '旗舰版', quotaText: '200万' })
    expect(reachEdition('{"version":5}')).toEqual({ name: '至尊版', quotaText: '不限' })
  })
  it('prefers the catalogue’s edition that the server resolved', () => {
    expect(reachEdition('{"version":1}', { name: '门店尊享版', quota: 300_000 })).toEqual({ name: '门店尊享版', quotaText: '30万' })
    expect(reachEdition(null, { name: '不限版', quota: null })).toEqual({ name: '不限版', quotaText: '不限' })
  })
  it('has none without a known version', () => {
    expect(reachEdition(null)).toBeNull()
    expect(reachEdition('not json')).toBeNull()
    expect(reachEdition('{"version":9}')).toBeNull()
    expect(reachEdition('null')).toBeNull()
  })
})

describe('service status', () => {
  it('seat and batch: 1 in effect up to the end date, otherwise not opened', () => {
    expect(serviceStatus(buildProduce({ status: 1 })).text).toBe('生效中（至 2026-12-31）')
    expect(serviceStatus(buildProduce({ produceModel: 2, status: 1, nowEndDate: null })).text).toBe('生效中')
    expect(serviceStatus(buildProduce({ status: 0 }))).toEqual({ text: '未开通', color: 'default' })
    expect(serviceStatus(buildProduce({ status: 2 })).text).toBe('未开通')
  })
  it('new authorization: 0 in effect, 1 opened, 2 expired', () => {
    expect(serviceStatus(buildProduce({ produceModel: 31, status: 0 })).text).toBe('生效中')
    expect(serviceStatus(buildProduce({ produceModel: 31, status: 1 })).text).toBe('已开通')
    expect(serviceStatus(buildProduce({ produceModel: 31, status: 2 }))).toEqual({ text: '已过期', color: 'error' })
  })
})

describe('groupServices', () => {
  it('orders groups as spec 2 §4 and puts unknown ones last', () => {
    const list = ['数据BI', '营销', '企业门店', '财务', '', '供应链', '视觉绘图', '企业门店'].map((g, i) => buildProduce({ id: i, produceClassDesc: g }))
    const groups = groupServices(list)
    expect(groups.map((g) => g.name)).toEqual(['企业门店', '视觉绘图', '供应链', '财务', '数据BI', '营销', '其他'])
    expect(groups[0]!.items.map((p) => p.id)).toEqual([2, 7])
  })
})
