import { and, asc, count, desc, eq, ilike, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { brands } from '../brands/brands.table.js'
import { groups } from '../groups/groups.table.js'
import { likeContains } from '../../lib/sql-literal.js'
import { stores } from './stores.table.js'

export type StoreRecord = typeof stores.$inferSelect
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

const ROW = { store: stores, brandName: brands.name, groupId: brands.groupId, groupName: groups.name }

const whereOf = (f: StoreFilter) =>
  and(
    brandRowsCondition(f.scope, { brandId: brands.id, groupId: brands.groupId }),
    f.brandId === undefined ? undefined : eq(stores.brandId, f.brandId),
    f.brandName ? ilike(brands.name, likeContains(f.brandName)) : undefined,
    f.name ? or(ilike(stores.name, likeContains(f.name)), ilike(stores.code, likeContains(f.name))) : undefined,
    f.status === undefined ? undefined : eq(stores.status, f.status),
    f.expireOnOrBefore ? lte(stores.expireDate, f.expireOnOrBefore) : undefined,
  )

/** A page of stores in scope, newest first. */
export const listStores = async (db: DbOrTx, f: StoreFilter, pageNum: number, pageSize: number) => {
  const where = whereOf(f)
  const [total] = await db.select({ n: count() }).from(stores).innerJoin(brands, eq(brands.id, stores.brandId)).where(where)
  const rows = await db
    .select(ROW)
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .innerJoin(groups, eq(groups.id, brands.groupId))
    .where(where)
    .orderBy(desc(stores.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
  return { rows, total: total?.n ?? 0 }
}

/** The lean picker list: id, name, code, brand, status; by name. */
export const pickStores = async (db: DbOrTx, f: StoreFilter, pageNum: number, pageSize: number) => {
  const where = whereOf(f)
  const [total] = await db.select({ n: count() }).from(stores).innerJoin(brands, eq(brands.id, stores.brandId)).where(where)
  const list = await db
    .select({ id: stores.id, name: stores.name, code: stores.code, brandId: stores.brandId, status: stores.status })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(where)
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
  return { list, total: total?.n ?? 0 }
}

export const findStoreRow = async (db: DbOrTx, id: number) =>
  (
    await db
      .select(ROW)
      .from(stores)
      .innerJoin(brands, eq(brands.id, stores.brandId))
      .innerJoin(groups, eq(groups.id, brands.groupId))
      .where(eq(stores.id, id))
      .limit(1)
  )[0] ?? null

/** The store with its brand's group, locked for the rest of the transaction. */
export const findStoreForUpdate = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ store: stores, groupId: brands.groupId })
      .from(stores)
      .innerJoin(brands, eq(brands.id, stores.brandId))
      .where(eq(stores.id, id))
      .for('update', { of: stores })
  )[0] ?? null

export const findStoreByCode = async (db: DbOrTx, brandId: number, code: string) =>
  (await db.select({ id: stores.id }).from(stores).where(and(eq(stores.brandId, brandId), eq(stores.code, code))).limit(1))[0] ?? null

export const insertStore = async (db: DbOrTx, values: StoreValues & { createdAt: Date }) => {
  const [row] = await db.insert(stores).values(values).onConflictDoNothing().returning({ id: stores.id })
  return row?.id ?? null
}

/** Writes the store if it is still at `version`; null when it changed meanwhile. */
export const updateStoreAtVersion = async (db: DbOrTx, id: number, version: number, values: Partial<StoreValues>) => {
  const [row] = await db
    .update(stores)
    .set({ ...values, version: sql`${stores.version} + 1` })
    .where(and(eq(stores.id, id), eq(stores.version, version)))
    .returning({ id: stores.id })
  return row?.id ?? null
}

/** How many stores in scope expire on or before the date (the renewal prompt). */
export const countStoresExpiring = async (db: DbOrTx, scope: TenantScope, onOrBefore: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(and(brandRowsCondition(scope, { brandId: brands.id, groupId: brands.groupId }), eq(stores.status, 1), lte(stores.expireDate, onOrBefore)))
  return row?.n ?? 0
}

/** The brand a store is created for, with its group (for the scope check). */
export const findBrandRef = async (db: DbOrTx, id: number) =>
  (await db.select({ id: brands.id, groupId: brands.groupId }).from(brands).where(eq(brands.id, id)).limit(1))[0] ?? null
