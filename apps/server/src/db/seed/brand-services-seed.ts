import { BRAND_TYPE_ORDER, INDUSTRY_BRAND_TYPE, REACH_EDITIONS } from '@yunying/contracts'
import type { DbOrTx } from '../client.js'
import { recordBrandService } from '../../modules/brands/brand-services.service.js'
import { allIndustries, firstBrands } from '../../modules/brands/brands.service.js'
import { recordMold, recordProduceCodes, recordProduceType } from '../../modules/services/catalogue-seed.service.js'
import { toChinaDate } from '../../lib/china-time.js'
import { DEMO_PRODUCE_TYPES, demoServicesFor, type DemoBrandService } from './brand-services-data.js'

const DAY = 86_400_000

/**
 * A described service's counts, dates and seats as `recordBrandService` stores them, its days counted
 * from `now`: the demo seed's brands and the tests' (`buildBrandServices`) are recorded alike.
 */
export const describedServiceValues = (s: DemoBrandService, now: number) => {
  const date = (days: number | undefined) => (days === undefined ? null : toChinaDate(new Date(now + days * DAY)))
  return {
    status: s.status,
    totalNum: s.totalNum ?? 0,
    usedNum: s.usedNum ?? 0,
    totalSeatNum: s.totalSeatNum ?? 0,
    usedSeatNum: s.usedSeatNum ?? 0,
    firstBeginDate: date(s.firstBegin ?? s.nowBegin),
    nowBeginDate: date(s.nowBegin),
    nowEndDate: date(s.nowEnd),
    seatEndDateList: (s.seats ?? []).map(([days, expNum]) => ({ endDate: date(days)!, expNum })),
    attr: s.attr ? JSON.stringify(s.attr) : null,
    expiredAt: s.expired === undefined ? null : new Date(now + s.expired * DAY),
  }
}

/** The service catalogue and the services of the demo brands (step 0300). */
export const seedBrandServices = async (tx: DbOrTx) => {
  const now = Date.now()
  const ids = new Map<string, number>()
  for (const [i, p] of DEMO_PRODUCE_TYPES.entries()) {
    const id = await recordProduceType(tx, {
      produceType: p.produceType,
      produceName: p.produceName,
      classDesc: p.classDesc,
      produceModel: p.produceModel,
      level: p.level,
      introduce: p.introduce,
      pid: p.parent ? ids.get(p.parent)! : null,
      sort: (i + 1) * 10,
    })
    ids.set(p.produceType, id)
  }
  const model = new Map(DEMO_PRODUCE_TYPES.map((p) => [p.produceType, p.produceModel]))
  const insert = async (brandId: number, s: DemoBrandService, parentId: number | null, order: number) => {
    const id = await recordBrandService(tx, {
      brandId,
      produceTypeId: ids.get(s.produceType)!,
      parentId,
      produceModel: model.get(s.produceType)!,
      ...describedServiceValues(s, now),
      // Spread in time so the service-expiry export pages in a stable order.
      createdAt: new Date(now - order * 60_000),
    })
    for (const [j, sub] of (s.subs ?? []).entries()) await insert(brandId, sub, id, order + j + 1)
  }
  const demoBrands = await firstBrands(tx, 50)
  let order = 0
  for (const [k, brand] of demoBrands.entries()) {
    for (const s of demoServicesFor(k)) {
      await insert(brand.id, s, null, order)
      order += 4
    }
  }
}

/** Demo categories, by the code prefix of the services they take. */
const DEMO_MOLDS: Array<{ name: string; prefixes: string[] }> = [
  { name: '门店经营', prefixes: ['store_'] },
  { name: '视觉营销', prefixes: ['visual_'] },
  { name: '供应链', prefixes: ['scm_'] },
  { name: '财务与数据', prefixes: ['finance_', 'bi_'] },
]

/**
 * The catalogue's demo categories, applicable brand types and the reach service's editions (step
 * 0310): spec 2 §4's 基础版 100k, 增强版 500k, 专业版 1M, 旗舰版 2M, 至尊版 unlimited.
 */
export const seedServiceCatalogue = async (tx: DbOrTx) => {
  const catering2 = (await allIndustries(tx)).filter((r) => r.brandType === INDUSTRY_BRAND_TYPE).map((r) => r.id)
  for (const [i, m] of DEMO_MOLDS.entries()) {
    await recordMold(tx, { name: m.name, sort: (i + 1) * 10, prefixes: m.prefixes, brandTypes: [...BRAND_TYPE_ORDER], industryIds: catering2 })
  }
  await recordProduceCodes(
    tx,
    'store_reach',
    Object.entries(REACH_EDITIONS).map(([version, e]) => ({ code: version, name: e.name, quota: e.quota, sort: Number(version) * 10 })),
  )
}
