import { STORE_LIST_COUNT_CAP } from '@yunying/contracts'
import { and, asc, count, desc, eq, getTableColumns, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { lockWithBrandGroup } from '../../db/brand-rows.js'
import { countUpTo, pageRows } from '../../db/paging.js'
import { updateAtVersion } from '../../db/versioned.repository.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { brands } from '../brands/brands.table.js'
import { groups } from '../groups/groups.table.js'
import { likeContains } from '../../lib/sql-literal.js'
import { produceTypes } from '../services/services.table.js'
import { storeServices, stores } from './stores.table.js'

/** A store's columns without the search pieces, which no caller reads. */
const { nameGrams: _nameGrams, ...storeColumns } = getTableColumns(stores)
export type StoreValues = Omit<typeof stores.$inferInsert, 'id' | 'createdAt' | 'version'>

export interface StoreFilter {
  scope: TenantScope
  brandId?: number | undefined
  brandName?: string | undefined
  name?: string | undefined
  status?: number | undefined
  /** Stores whose expiry date is on or before this China date. */
  expireOnOrBefore?: string | undefined
}

const ROW = { store: storeColumns, brandName: brands.name, groupId: brands.groupId, groupName: groups.name }

/**
 * Whether the filter needs the brand's row: a group scope or a brand-name search. Otherwise a count
 * reads the stores alone (every store has its brand), which at half a million stores is the
 * difference between an index and a join.
 */
const needsBrand = (f: StoreFilter) => f.scope.kind === 'groups' || Boolean(f.brandName)

/** The exact count. */
const countStores = async (db: DbOrTx, f: StoreFilter, where: SQL | undefined) => {
  const query = db.select({ n: count() }).from(stores)
  const [row] = needsBrand(f) ? await query.innerJoin(brands, eq(brands.id, stores.brandId)).where(where) : await query.where(where)
  return row?.n ?? 0
}

/** The count up to STORE_LIST_COUNT_CAP: a common word no longer counts every match on every page. */
const countStoresCapped = async (db: DbOrTx, f: StoreFilter, where: SQL | undefined) => {
  const matches = db.select({ one: sql`1` }).from(stores)
  const { total, capped } = await countUpTo(db, needsBrand(f) ? matches.innerJoin(brands, eq(brands.id, stores.brandId)).where(where) : matches.where(where), STORE_LIST_COUNT_CAP)
  return { total, totalCapped: capped }
}

/** Stores with their brand (and the brand's group), as ROW reads them. */
const storeRows = (db: DbOrTx) => db.select(ROW).from(stores).innerJoin(brands, eq(brands.id, stores.brandId)).innerJoin(groups, eq(groups.id, brands.groupId)).$dynamic()

const whereOf = (f: StoreFilter) =>
  and(
    brandRowsCondition(f.scope, { brandId: stores.brandId, groupId: brands.groupId }),
    f.brandId === undefined ? undefined : eq(stores.brandId, f.brandId),
    f.brandName ? ilike(brands.name, likeContains(f.brandName)) : undefined,
    // Name or code contains: the pieces index (migration 0023) narrows the rows, the ilike decides.
    f.name ? and(sql`${stores.nameGrams} @> brand_name_query_grams(${f.name})`, or(ilike(stores.name, likeContains(f.name)), ilike(stores.code, likeContains(f.name)))) : undefined,
    f.status === undefined ? undefined : eq(stores.status, f.status),
    f.expireOnOrBefore ? lte(stores.expireDate, f.expireOnOrBefore) : undefined,
  )

/** A page of stores in scope, newest first. */
export const listStores = async (db: DbOrTx, f: StoreFilter, pageNum: number, pageSize: number) => {
  const where = whereOf(f)
  const counted = await countStoresCapped(db, f, where)
  return { rows: await pageRows(storeRows(db).where(where), [desc(stores.id)], pageNum, pageSize), ...counted }
}

/** The lean picker list: id, name, code, brand, status; by name. */
export const pickStores = async (db: DbOrTx, f: StoreFilter, pageNum: number, pageSize: number) => {
  const where = whereOf(f)
  const counted = await countStoresCapped(db, f, where)
  const query = db
    .select({ id: stores.id, name: stores.name, code: stores.code, brandId: stores.brandId, status: stores.status })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(where)
  return { list: await pageRows(query.$dynamic(), [asc(stores.name), asc(stores.id)], pageNum, pageSize), ...counted }
}

export const findStoreRow = async (db: DbOrTx, id: number) => (await storeRows(db).where(eq(stores.id, id)).limit(1))[0] ?? null

/** The store with its brand's group, locked for the rest of the transaction. */
export const findStoreForUpdate = (db: DbOrTx, id: number) => lockWithBrandGroup(db, stores, brands, { store: storeColumns }, id)

export const findStoreByCode = async (db: DbOrTx, brandId: number, code: string) =>
  (await db.select({ id: stores.id }).from(stores).where(and(eq(stores.brandId, brandId), eq(stores.code, code))).limit(1))[0] ?? null

export const insertStores = async (db: DbOrTx, rows: Array<typeof stores.$inferInsert>) => {
  if (rows.length > 0) await db.insert(stores).values(rows)
}

export const insertStore = async (db: DbOrTx, values: StoreValues & { createdAt: Date }) => {
  const [row] = await db.insert(stores).values(values).onConflictDoNothing().returning({ id: stores.id })
  return row?.id ?? null
}

/** Writes the store if it is still at `version`; null when it changed meanwhile. */
export const updateStoreAtVersion = (db: DbOrTx, id: number, version: number, values: Partial<StoreValues>) => updateAtVersion(db, stores, id, version, values)

/** How many stores in scope expire on or before the date (the renewal prompt). */
export const countStoresExpiring = async (db: DbOrTx, scope: TenantScope, onOrBefore: string) => {
  const f: StoreFilter = { scope, status: 1, expireOnOrBefore: onOrBefore }
  return countStores(db, f, whereOf(f))
}

/** The brand a store is created for, with its group (for the scope check). */
// ───────────────────────────── store services ─────────────────────────────

/** A store's services with their catalogue names, earliest end first. */
export const listStoreServices = (db: DbOrTx, storeId: number) =>
  db
    .select({
      produceTypeId: storeServices.produceTypeId,
      produceType: produceTypes.produceType,
      produceName: produceTypes.produceName,
      produceIcon: produceTypes.produceIcon,
      beginDate: storeServices.beginDate,
      endDate: storeServices.endDate,
    })
    .from(storeServices)
    .innerJoin(produceTypes, eq(produceTypes.id, storeServices.produceTypeId))
    .where(eq(storeServices.storeId, storeId))
    .orderBy(asc(storeServices.endDate), asc(produceTypes.sort))

/** Store-level (granularity 1) main services that are shown: the services a store may open. */
export const listStoreLevelServices = (db: DbOrTx) =>
  db
    .select({ id: produceTypes.id, produceName: produceTypes.produceName, brandTypes: produceTypes.brandTypes, isShow: produceTypes.isShow })
    .from(produceTypes)
    .where(and(eq(produceTypes.level, 1), isNull(produceTypes.pid)))
    .orderBy(asc(produceTypes.sort), asc(produceTypes.id))

export const findStoreLevelService = async (db: DbOrTx, id: number) =>
  (await db.select().from(produceTypes).where(eq(produceTypes.id, id)).limit(1))[0] ?? null

export const upsertStoreService = (db: DbOrTx, values: typeof storeServices.$inferInsert) =>
  db
    .insert(storeServices)
    .values(values)
    .onConflictDoUpdate({
      target: [storeServices.storeId, storeServices.produceTypeId],
      set: { beginDate: values.beginDate ?? null, endDate: values.endDate, updatedBy: values.updatedBy ?? null, updatedAt: values.updatedAt ?? new Date() },
    })

export const deleteStoreService = async (db: DbOrTx, storeId: number, produceTypeId: number) =>
  (await db.delete(storeServices).where(and(eq(storeServices.storeId, storeId), eq(storeServices.produceTypeId, produceTypeId))).returning({ id: storeServices.id })).length > 0

/** The earliest end date among the store's services; null when it has none. */
export const earliestServiceEnd = async (db: DbOrTx, storeId: number) =>
  (await db.select({ d: sql<string | null>`min(${storeServices.endDate})::text` }).from(storeServices).where(eq(storeServices.storeId, storeId)))[0]?.d ?? null

export const findBrandTypeOf = async (db: DbOrTx, brandId: number) =>
  (await db.select({ brandType: brands.brandType }).from(brands).where(eq(brands.id, brandId)).limit(1))[0]?.brandType ?? null

/** Stores with an expiry date and no service yet, with their brand's type (the demo data's consistency step). */
export const listStoresWithoutServices = (db: DbOrTx) =>
  db
    .select({ id: stores.id, brandType: brands.brandType, openDate: stores.openDate, expireDate: stores.expireDate, version: stores.version })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(and(isNotNull(stores.expireDate), sql`not exists (select 1 from ${storeServices} where ${storeServices.storeId} = ${stores.id})`))
    .orderBy(asc(stores.id))
