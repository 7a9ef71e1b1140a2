import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { produceCodes, produceTypes } from '../services/services.table.js'
import { brandServiceApplies, brandServices } from './brand-services.table.js'

const serviceColumns = {
  id: brandServices.id,
  parentId: brandServices.parentId,
  produceName: produceTypes.produceName,
  produceIcon: produceTypes.produceIcon,
  produceClassDesc: produceTypes.classDesc,
  produceType: produceTypes.produceType,
  produceModel: brandServices.produceModel,
  status: brandServices.status,
  totalNum: brandServices.totalNum,
  usedNum: brandServices.usedNum,
  totalSeatNum: brandServices.totalSeatNum,
  usedSeatNum: brandServices.usedSeatNum,
  nowBeginDate: brandServices.nowBeginDate,
  nowEndDate: brandServices.nowEndDate,
  firstBeginDate: brandServices.firstBeginDate,
  seatEndDateList: brandServices.seatEndDateList,
  productLevel: produceTypes.level,
  attr: brandServices.attr,
  introduce: produceTypes.introduce,
  expiredAt: brandServices.expiredAt,
  sort: produceTypes.sort,
  produceTypeId: brandServices.produceTypeId,
}
export type BrandServiceRow = Awaited<ReturnType<typeof listBrandServices>>[number]

/** A brand's service rows (main services and their sub-items) of the given models. */
export const listBrandServices = (db: DbOrTx, brandId: number, models: readonly number[]) =>
  db
    .select(serviceColumns)
    .from(brandServices)
    .innerJoin(produceTypes, eq(produceTypes.id, brandServices.produceTypeId))
    .where(and(eq(brandServices.brandId, brandId), inArray(brandServices.produceModel, [...models])))
    .orderBy(asc(produceTypes.sort), asc(brandServices.id))

/** The services one may apply for: shown main services. */
export const listApplicableServices = (db: DbOrTx) =>
  db
    .select({
      serviceId: produceTypes.id,
      produceType: produceTypes.produceType,
      produceName: produceTypes.produceName,
      produceIcon: produceTypes.produceIcon,
      produceClassDesc: produceTypes.classDesc,
      introduce: produceTypes.introduce,
      sort: produceTypes.sort,
      brandTypes: produceTypes.brandTypes,
    })
    .from(produceTypes)
    .where(and(isNull(produceTypes.pid), eq(produceTypes.isShow, 1)))
    .orderBy(asc(produceTypes.sort), asc(produceTypes.id))

/**
 * Services the brand has in effect (spec 2 §4): a seat, batch or authorization row with status 1,
 * or a new-authorization row with status 0 (in effect) or 1 (opened). A row that is not opened
 * (status 0 on seat or batch) or has expired (2 on new authorization) may be applied for again.
 */
export const openedServiceIds = async (db: DbOrTx, brandId: number) =>
  new Set(
    (
      await db
        .select({ id: brandServices.produceTypeId })
        .from(brandServices)
        .where(
          and(
            eq(brandServices.brandId, brandId),
            isNull(brandServices.parentId),
            sql`((${brandServices.produceModel} = 31 and ${brandServices.status} in (0, 1)) or (${brandServices.produceModel} <> 31 and ${brandServices.status} = 1))`,
          ),
        )
    ).map((r) => r.id),
  )

export const pendingApplyServiceIds = async (db: DbOrTx, brandId: number) =>
  new Set(
    (
      await db
        .select({ id: brandServiceApplies.produceTypeId })
        .from(brandServiceApplies)
        .where(and(eq(brandServiceApplies.brandId, brandId), eq(brandServiceApplies.status, 0)))
    ).map((r) => r.id),
  )

export const findApplicableService = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ id: produceTypes.id, produceName: produceTypes.produceName, brandTypes: produceTypes.brandTypes })
    .from(produceTypes)
    .where(and(eq(produceTypes.id, id), isNull(produceTypes.pid), eq(produceTypes.isShow, 1)))
    .limit(1)
  return row ?? null
}

export const insertServiceApply = async (tx: DbOrTx, values: typeof brandServiceApplies.$inferInsert) => {
  const [row] = await tx.insert(brandServiceApplies).values(values).returning({ id: brandServiceApplies.id })
  return row!
}

/** The codes (editions) of the given catalogue services, keyed `${produceTypeId}:${code}`. */
export const codesOfServices = async (db: DbOrTx, produceTypeIds: number[]) =>
  new Map(
    (produceTypeIds.length === 0
      ? []
      : await db.select({ id: produceCodes.produceTypeId, code: produceCodes.code, name: produceCodes.name, quota: produceCodes.quota }).from(produceCodes).where(inArray(produceCodes.produceTypeId, produceTypeIds))
    ).map((c) => [`${c.id}:${c.code}`, { code: c.code, name: c.name, quota: c.quota }]),
  )

export const insertBrandService = async (db: DbOrTx, values: typeof brandServices.$inferInsert) =>
  (await db.insert(brandServices).values(values).returning({ id: brandServices.id }))[0]!.id
