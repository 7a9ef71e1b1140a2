import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../client.js'
import { brandServices, produceTypes } from '../../modules/brands/brand-services.table.js'
import { brands } from '../../modules/brands/brands.table.js'
import { toChinaDate } from '../../lib/china-time.js'
import { DEMO_PRODUCE_TYPES, demoServicesFor, type DemoBrandService } from './brand-services-data.js'

const DAY = 86_400_000

/** The service catalogue and the services of the demo brands (step 0300). */
export const seedBrandServices = async (tx: DbOrTx) => {
  const now = Date.now()
  const date = (days: number | undefined) => (days === undefined ? null : toChinaDate(new Date(now + days * DAY)))
  const ids = new Map<string, number>()
  for (const [i, p] of DEMO_PRODUCE_TYPES.entries()) {
    const [row] = await tx
      .insert(produceTypes)
      .values({
        produceType: p.produceType,
        produceName: p.produceName,
        classDesc: p.classDesc,
        produceModel: p.produceModel,
        level: p.level,
        introduce: p.introduce,
        pid: p.parent ? ids.get(p.parent)! : null,
        sort: (i + 1) * 10,
      })
      .returning({ id: produceTypes.id })
    ids.set(p.produceType, row!.id)
  }
  const model = new Map(DEMO_PRODUCE_TYPES.map((p) => [p.produceType, p.produceModel]))
  const insert = async (brandId: number, s: DemoBrandService, parentId: number | null, order: number) => {
    const [row] = await tx
      .insert(brandServices)
      .values({
        brandId,
        produceTypeId: ids.get(s.produceType)!,
        parentId,
        produceModel: model.get(s.produceType)!,
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
        // Spread in time so the service-expiry export pages in a stable order.
        createdAt: new Date(now - order * 60_000),
      })
      .returning({ id: brandServices.id })
    for (const [j, sub] of (s.subs ?? []).entries()) await insert(brandId, sub, row!.id, order + j + 1)
  }
  const demoBrands = await tx.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(50)
  let order = 0
  for (const [k, brand] of demoBrands.entries()) {
    for (const s of demoServicesFor(k)) {
      await insert(brand.id, s, null, order)
      order += 4
    }
  }
}
