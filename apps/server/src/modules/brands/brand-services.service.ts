import { PRODUCE_CLASS_ORDER, type BrandProduce, type BrandServiceApplyBody, type ServiceChannel } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import { isUniqueViolation } from '../../lib/pg-errors.js'
import type { Clock } from '../../lib/clock.js'
import type { SessionContext } from '../auth/session-context.js'
import {
  insertBrandService,
  codesOfServices,
  findApplicableService,
  insertServiceApply,
  listApplicableServices,
  listBrandServices,
  openedServiceIds,
  pendingApplyServiceIds,
  type BrandServiceRow,
} from './brand-services.repository.js'
import type { BrandsService } from './brands.service.js'

/** Seat (1) and batch (2) services: `produce/list-brand-produce`. */
export const SEAT_BATCH_MODELS = [1, 2] as const
/** Authorization (3) and new authorization (31) services: `product/list-produce`. */
export const AUTHORIZATION_MODELS = [3, 31] as const

/** Group display order of spec 2 §4; unknown groups go last. */
const classRank = (desc: string) => {
  const i = PRODUCE_CLASS_ORDER.indexOf(desc)
  return i < 0 ? PRODUCE_CLASS_ORDER.length : i
}

type Editions = Map<string, { code: string; name: string; quota: number | null }>

/** The edition a row's `attr` (`{"version": n}`) names, from its service's codes. */
const editionOf = (r: BrandServiceRow, editions: Editions) => {
  if (!r.attr) return null
  try {
    const version = (JSON.parse(r.attr) as { version?: unknown } | null)?.version
    return version === undefined || version === null ? null : (editions.get(`${r.produceTypeId}:${String(version)}`) ?? null)
  } catch {
    return null
  }
}

const toProduce = (r: BrandServiceRow, editions: Editions): Omit<BrandProduce, 'subProducts'> => ({
  id: r.id,
  produceName: r.produceName,
  produceIcon: r.produceIcon,
  produceClassDesc: r.produceClassDesc,
  produceType: r.produceType,
  produceModel: r.produceModel,
  status: r.status,
  totalNum: r.totalNum,
  usedNum: r.usedNum,
  totalSeatNum: r.totalSeatNum,
  usedSeatNum: r.usedSeatNum,
  nowBeginDate: r.nowBeginDate,
  nowEndDate: r.nowEndDate,
  firstBeginDate: r.firstBeginDate,
  seatEndDateList: [...r.seatEndDateList].sort((a, b) => a.endDate.localeCompare(b.endDate)),
  productLevel: r.productLevel,
  attr: r.attr,
  edition: editionOf(r, editions),
  introduce: r.introduce,
  expiredAt: r.expiredAt ? toChinaTime(r.expiredAt) : null,
})

/** Main services with their sub-items, in group display order. */
export const nestServices = (rows: BrandServiceRow[], editions: Editions = new Map()): BrandProduce[] => {
  const main = rows.filter((r) => r.parentId === null)
  return main
    .map((r) => ({ ...toProduce(r, editions), subProducts: rows.filter((s) => s.parentId === r.id).map((s) => toProduce(s, editions)), rank: classRank(r.produceClassDesc), sort: r.sort }))
    .sort((a, b) => a.rank - b.rank || a.sort - b.sort || a.id - b.id)
    .map(({ rank: _rank, sort: _sort, ...p }) => p)
}

/**
 * The services a brand has opened (the detail dialog's service info) and the open-service
 * application with its channel list.
 */
/** Demo seeds: a service a brand has opened, as given, inside the caller's transaction; answers its id. */
export const recordBrandService = (tx: DbOrTx, values: Parameters<typeof insertBrandService>[1]): Promise<number> => insertBrandService(tx, values)

export const createBrandServicesService = ({ db, clock, brands }: { db: Db; clock: Clock; brands: BrandsService }) => ({
  async list(session: SessionContext, brandId: number, models: readonly number[]) {
    await brands.visibleBrand(session, brandId)
    const rows = await listBrandServices(db, brandId, models)
    return nestServices(rows, await codesOfServices(db, [...new Set(rows.filter((r) => r.attr).map((r) => r.produceTypeId))]))
  },

  async channels(session: SessionContext, brandId: number): Promise<ServiceChannel[]> {
    const brand = await brands.visibleBrand(session, brandId)
    const [services, opened, pending] = [await listApplicableServices(db), await openedServiceIds(db, brandId), await pendingApplyServiceIds(db, brandId)]
    // A service applies to the brand types the catalogue names (none named: every type).
    return services
      .filter((s) => s.brandTypes.length === 0 || s.brandTypes.includes(brand.brandType))
      .map((s) => ({ ...s, rank: classRank(s.produceClassDesc) }))
      .sort((a, b) => a.rank - b.rank || a.sort - b.sort || a.serviceId - b.serviceId)
      .map(({ rank: _rank, sort: _sort, brandTypes: _types, ...s }) => ({ ...s, opened: opened.has(s.serviceId), applied: pending.has(s.serviceId) }))
  },

  async apply(session: SessionContext, body: BrandServiceApplyBody) {
    return db.transaction(async (tx) => {
      const brand = await brands.visibleBrand(session, body.brandId, tx)
      const service = await findApplicableService(tx, body.serviceId)
      if (!service) throw new AppError('NOT_FOUND', '该服务不存在或已下架')
      // What the choice list offers, enforced: the brand's type, and not a service it has or has asked for.
      if (service.brandTypes.length > 0 && !service.brandTypes.includes(brand.brandType)) {
        throw new AppError('BAD_REQUEST', `“${service.produceName}”不适用于该品牌的类型，不能申请开通`)
      }
      if ((await openedServiceIds(tx, body.brandId)).has(service.id)) throw new AppError('CONFLICT', `该品牌已开通“${service.produceName}”，无需申请`)
      const waiting = new AppError('CONFLICT', `该品牌已申请开通“${service.produceName}”，请等待处理`)
      if ((await pendingApplyServiceIds(tx, body.brandId)).has(service.id)) throw waiting
      // Two applications sent at once both pass the check above; the unique index keeps the second out.
      const row = await insertServiceApply(tx, {
        brandId: body.brandId,
        produceTypeId: service.id,
        contactName: body.contactName,
        gender: body.gender,
        contactPhone: body.contactPhone,
        accountId: session.accountId,
        createdAt: clock.now(),
      }).catch((err: unknown) => {
        throw isUniqueViolation(err, 'brand_service_applies_pending_uq') ? waiting : err
      })
      return { id: row.id, serviceName: service.produceName }
    })
  },
})

export type BrandServicesService = ReturnType<typeof createBrandServicesService>
