import { STORE_STATUS_NAMES, type CreateStoreBody, type StorePage, type StoreRow, type StoreServiceSaveBody, type StoreServices, type UpdateStoreBody } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaDate, toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertBrandInScope, type TenantScope } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { visibleBrand } from '../brands/brands.service.js'
import {
  deleteStoreService,
  earliestServiceEnd,
  findBrandTypeOf,
  findStoreLevelService,
  listStoreLevelServices,
  listStoreServices,
  listStoresWithoutServices,
  upsertStoreService,
  countStoresExpiring,
  findStoreByCode,
  findStoreForUpdate,
  findStoreRow,
  insertStore,
  listStores,
  pickStores,
  updateStoreAtVersion,
  type StoreValues,
  insertStores,
} from './stores.repository.js'

const GONE = '门店不存在或已删除'
const CODE_TAKEN = '该品牌下已有相同编码的门店'
const DAY_MS = 86_400_000

type RawRow = NonNullable<Awaited<ReturnType<typeof findStoreRow>>>

const addDays = (chinaDate: string, days: number) => new Date(Date.parse(`${chinaDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** The region codes must nest: the city and district in the province (GB/T 2260 prefixes). */
const checkRegion = (b: { provinceCode: string; cityCode: string; districtCode?: string | undefined }) => {
  const province = b.provinceCode.slice(0, 2)
  if (!b.provinceCode.endsWith('0000') || b.cityCode.slice(0, 2) !== province || (b.districtCode && b.districtCode.slice(0, 2) !== province))
    throw new AppError('BAD_REQUEST', '所在地区不正确，请重新选择')
}

const valuesOf = (b: Omit<CreateStoreBody, 'brandId' | 'operatingUrl'>) => ({
  name: b.name,
  code: b.code ? b.code : null,
  provinceCode: b.provinceCode,
  cityCode: b.cityCode,
  districtCode: b.districtCode ?? null,
  regionName: b.regionName ?? null,
  address: b.address,
  street: b.street ?? null,
  longitude: b.longitude,
  latitude: b.latitude,
  contactName: b.contactName || null,
  contactPhone: b.contactPhone || null,
  openDate: b.openDate ?? null,
  expireDate: b.expireDate ?? null,
})

/**
 * Gives every store that has an expiry date but no service the store-level service that decides it
 * (the first shown one that applies to its brand type, from its open date to that expiry), so the
 * expiry, the warnings and the renewal prompt all rest on a service: the demo data's consistency.
 * In the caller's transaction; a store no service applies to is left as it is.
 */
export const openServicesForExpiringStores = async (tx: DbOrTx, at: Date) => {
  const catalogue = (await listStoreLevelServices(tx)).filter((c) => c.isShow === 1)
  let opened = 0
  for (const store of await listStoresWithoutServices(tx)) {
    const service = catalogue.find((c) => c.brandTypes.length === 0 || c.brandTypes.includes(store.brandType))
    if (!service || !store.expireDate) continue
    const beginDate = store.openDate && store.openDate <= store.expireDate ? store.openDate : null
    await upsertStoreService(tx, { storeId: store.id, produceTypeId: service.id, beginDate, endDate: store.expireDate, updatedAt: at })
    const earliest = await earliestServiceEnd(tx, store.id)
    if (earliest) await updateStoreAtVersion(tx, store.id, store.version, { expireDate: earliest, updatedAt: at })
    opened++
  }
  return opened
}

/**
 * The store registry: the one way other modules (QR rules, devices, remote assistance) read and
 * check stores. Every read is narrowed to the session's tenant scope.
 */
/** Demo seeds: stores as given, inside the caller's transaction. */
export const recordStores = (tx: DbOrTx, rows: Parameters<typeof insertStores>[1]) => insertStores(tx, rows)

export const createStoresService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const today = () => toChinaDate(clock.now())

  const toRow = (r: RawRow): StoreRow => {
    const s = r.store
    const expireDays = s.expireDate ? daysBetween(today(), s.expireDate) : null
    return {
      id: s.id,
      brandId: s.brandId,
      brandName: r.brandName,
      groupId: r.groupId,
      groupName: r.groupName,
      name: s.name,
      code: s.code,
      status: s.status,
      statusName: STORE_STATUS_NAMES[s.status] ?? String(s.status),
      provinceCode: s.provinceCode,
      cityCode: s.cityCode,
      districtCode: s.districtCode,
      regionName: s.regionName,
      address: s.address,
      street: s.street,
      longitude: s.longitude,
      latitude: s.latitude,
      contactName: s.contactName,
      contactPhone: s.contactPhone,
      openDate: s.openDate,
      expireDate: s.expireDate,
      expireDays,
      expireWarning: expireDays === null ? null : expireDays < 0 ? 'expired' : expireDays <= 2 ? 'within3' : expireDays <= 30 ? 'within30' : null,
      createdAt: toChinaTime(s.createdAt),
      updatedAt: toChinaTime(s.updatedAt),
      version: s.version,
    }
  }

  const rowOf = async (id: number) => toRow((await findStoreRow(db, id))!)

  /** A store in the scope, or a not-found (a foreign store is not told apart from a missing one). */
  const get = async (scope: TenantScope, id: number) => {
    const row = await findStoreRow(db, id)
    if (!row) throw new AppError('NOT_FOUND', GONE)
    assertBrandInScope(scope, { id: row.store.brandId, groupId: row.groupId })
    return toRow(row)
  }

  const warningOf = (days: number) => (days < 0 ? 'expired' : days <= 2 ? 'within3' : days <= 30 ? 'within30' : null)

  /** Keeps the store's expiry equal to its services' earliest end (unchanged when none is left). */
  const syncExpiry = async (tx: DbOrTx, storeId: number, version: number, accountId: number) => {
    const earliest = await earliestServiceEnd(tx, storeId)
    if (earliest) await updateStoreAtVersion(tx, storeId, version, { expireDate: earliest, updatedBy: accountId, updatedAt: clock.now() })
    return earliest
  }

  return {
    get,

    /** A store's services, and the store-level catalogue services it may open. */
    async services(session: SessionContext, storeId: number): Promise<StoreServices> {
      const store = await get(session.scope, storeId)
      const [list, catalogue, brandType] = [await listStoreServices(db, storeId), await listStoreLevelServices(db), await findBrandTypeOf(db, store.brandId)]
      const opened = new Set(list.map((s) => s.produceTypeId))
      return {
        storeId,
        expireDate: store.expireDate,
        list: list.map((s) => {
          const expireDays = daysBetween(today(), s.endDate)
          return { ...s, expireDays, expireWarning: warningOf(expireDays) }
        }),
        options: catalogue
          .filter((c) => opened.has(c.id) || (c.isShow === 1 && (c.brandTypes.length === 0 || (brandType !== null && c.brandTypes.includes(brandType)))))
          .map((c) => ({ produceTypeId: c.id, produceName: c.produceName, opened: opened.has(c.id) })),
      }
    },

    /** Opens a store-level service for the store, or changes its period. */
    async saveService(session: SessionContext, body: StoreServiceSaveBody) {
      const detail = await db.transaction(async (tx) => {
        const current = await findStoreForUpdate(tx, body.storeId)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        assertBrandInScope(session.scope, { id: current.store.brandId, groupId: current.groupId })
        const service = await findStoreLevelService(tx, body.produceTypeId)
        if (!service || service.pid !== null) throw new AppError('BAD_REQUEST', '该服务不存在或已删除')
        if (service.level !== 1) throw new AppError('BAD_REQUEST', `“${service.produceName}”不是门店级服务，不能为门店开通`)
        // A period changed without its begin keeps the begin it had; a new one without a begin starts today.
        const existing = (await listStoreServices(tx, body.storeId)).find((s) => s.produceTypeId === service.id)
        const beginDate = body.beginDate ?? existing?.beginDate ?? null
        const start = beginDate ?? today()
        if (body.endDate < start) {
          const message = beginDate ? `到期日期不能早于开通日期（${beginDate}）` : '到期日期不能早于今天'
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.endDate', message }])
        }
        await upsertStoreService(tx, { storeId: body.storeId, produceTypeId: service.id, beginDate, endDate: body.endDate, updatedBy: session.accountId, updatedAt: clock.now() })
        const expireDate = await syncExpiry(tx, body.storeId, current.store.version, session.accountId)
        return { storeId: body.storeId, brandId: current.store.brandId, service: service.produceName, beginDate, endDate: body.endDate, expireDate }
      })
      return { data: await this.services(session, body.storeId), detail }
    },

    async removeService(session: SessionContext, storeId: number, produceTypeId: number) {
      const detail = await db.transaction(async (tx) => {
        const current = await findStoreForUpdate(tx, storeId)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        assertBrandInScope(session.scope, { id: current.store.brandId, groupId: current.groupId })
        if (!(await deleteStoreService(tx, storeId, produceTypeId))) throw new AppError('NOT_FOUND', '门店未开通该服务')
        const expireDate = await syncExpiry(tx, storeId, current.store.version, session.accountId)
        return { storeId, brandId: current.store.brandId, produceTypeId, expireDate }
      })
      return { data: await this.services(session, storeId), detail }
    },

    async list(
      session: SessionContext,
      body: { brandId?: number | undefined; brandName?: string | undefined; name?: string | undefined; status?: number | undefined; expireWithinDays?: number | undefined; pageNum: number; pageSize: number },
    ): Promise<StorePage> {
      const { expireWithinDays, pageNum, pageSize, ...filter } = body
      const expireOnOrBefore = expireWithinDays === undefined ? undefined : addDays(today(), expireWithinDays)
      const { rows, total, totalCapped } = await listStores(db, { ...filter, expireOnOrBefore, scope: session.scope }, pageNum, pageSize)
      return { list: rows.map(toRow), total, totalCapped, pageNum, pageSize }
    },

    /** The pickers' lean list (spec 3 GET shop/list). */
    async pick(session: SessionContext, q: { brandId?: number | undefined; keyword?: string | undefined; pageNum: number; pageSize: number }) {
      return pickStores(db, { scope: session.scope, brandId: q.brandId, name: q.keyword }, q.pageNum, q.pageSize)
    },

    /** How many open stores in the session's scope expire within 30 days (or already have): the renewal prompt. */
    async expiringCount(session: SessionContext, withinDays = 30) {
      return countStoresExpiring(db, session.scope, addDays(today(), withinDays))
    },

    async create(session: SessionContext, body: CreateStoreBody) {
      checkRegion(body)
      const values = valuesOf(body)
      const id = await db.transaction(async (tx) => {
        const brand = await visibleBrand(tx, session, body.brandId)
        if (values.code && (await findStoreByCode(tx, brand.id, values.code))) throw new AppError('CONFLICT', CODE_TAKEN)
        const at = clock.now()
        const created = await insertStore(tx, { ...values, brandId: brand.id, status: 1, updatedBy: session.accountId, createdAt: at, updatedAt: at })
        if (created === null) throw new AppError('CONFLICT', CODE_TAKEN)
        return created
      })
      return { row: await rowOf(id), detail: { id, brandId: body.brandId, ...values } }
    },

    async update(session: SessionContext, body: UpdateStoreBody) {
      checkRegion(body)
      const values = valuesOf(body)
      const detail = await db.transaction(async (tx) => {
        const current = await findStoreForUpdate(tx, body.id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        assertBrandInScope(session.scope, { id: current.store.brandId, groupId: current.groupId })
        if (values.code && values.code !== current.store.code) {
          const other = await findStoreByCode(tx, current.store.brandId, values.code)
          if (other && other.id !== body.id) throw new AppError('CONFLICT', CODE_TAKEN)
        }
        // With services, the expiry is theirs (the earliest end date), not the form's: a different one is refused, not ignored.
        const derived = await earliestServiceEnd(tx, body.id)
        if (derived && body.expireDate !== undefined && body.expireDate !== derived) {
          const message = `该门店的到期日期由已开通的服务决定（${derived}），请在「服务」中修改服务期`
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.expireDate', message }])
        }
        if (derived) values.expireDate = derived
        const updated = await updateStoreAtVersion(tx, body.id, body.version ?? current.store.version, { ...values, updatedBy: session.accountId, updatedAt: clock.now() } satisfies Partial<StoreValues>)
        if (updated === null) throw new AppError('CONFLICT', '该门店已被他人修改，请刷新后重试')
        const changed = Object.fromEntries(
          Object.entries(values)
            .filter(([k, v]) => current.store[k as keyof typeof values] !== v)
            .map(([k, v]) => [k, { from: current.store[k as keyof typeof values], to: v }]),
        )
        return { id: body.id, brandId: current.store.brandId, changed }
      })
      return { row: await rowOf(body.id), detail }
    },

    async setStatus(session: SessionContext, id: number, status: 0 | 1) {
      const detail = await db.transaction(async (tx) => {
        const current = await findStoreForUpdate(tx, id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        assertBrandInScope(session.scope, { id: current.store.brandId, groupId: current.groupId })
        if (current.store.status !== status) await updateStoreAtVersion(tx, id, current.store.version, { status, updatedBy: session.accountId, updatedAt: clock.now() })
        return { id, brandId: current.store.brandId, status: { from: current.store.status, to: status } }
      })
      return { row: await rowOf(id), detail }
    },
  }
}

export type StoresService = ReturnType<typeof createStoresService>
