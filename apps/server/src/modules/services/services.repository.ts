import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { updateAtVersion } from '../../db/versioned.repository.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { likeContains } from '../../lib/sql-literal.js'
import { brandChannels, produceCodes, produceMolds, produceTypes } from './services.table.js'

export type ProduceTypeRecord = typeof produceTypes.$inferSelect
export type ProduceTypeValues = Omit<typeof produceTypes.$inferInsert, 'id' | 'version'>
export type ProduceCodeRecord = typeof produceCodes.$inferSelect

// ───────────────────────────── categories ─────────────────────────────

/** Categories with how many services each holds; the uncategorised count separately. */
export const listMolds = async (db: DbOrTx) => {
  const molds = await db.select().from(produceMolds).orderBy(asc(produceMolds.sort), asc(produceMolds.id))
  const counts = await db.select({ mold: produceTypes.produceMold, n: count() }).from(produceTypes).groupBy(produceTypes.produceMold)
  return { molds, counts: new Map(counts.map((c) => [c.mold, c.n])) }
}

export const findMold = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(produceMolds).where(eq(produceMolds.id, id)).limit(1)
  return row ?? null
}

export const findMoldByName = async (db: DbOrTx, name: string) => {
  const [row] = await db.select().from(produceMolds).where(eq(produceMolds.name, name)).limit(1)
  return row ?? null
}

export const insertMold = async (tx: DbOrTx, name: string, at: Date) => {
  const [max] = await tx.select({ n: sql<number>`coalesce(max(${produceMolds.sort}), 0)::int` }).from(produceMolds)
  const [row] = await tx.insert(produceMolds).values({ name, sort: (max?.n ?? 0) + 10, createdAt: at, updatedAt: at }).returning()
  return row!
}

export const renameMold = (tx: DbOrTx, id: number, name: string, at: Date) => tx.update(produceMolds).set({ name, updatedAt: at }).where(eq(produceMolds.id, id))

export const deleteMold = (tx: DbOrTx, id: number) => tx.delete(produceMolds).where(eq(produceMolds.id, id))

export const countServicesInMold = async (db: DbOrTx, mold: number) => {
  const [row] = await db.select({ n: count() }).from(produceTypes).where(eq(produceTypes.produceMold, mold))
  return row?.n ?? 0
}

// ───────────────────────────── services ─────────────────────────────

export interface ServiceFilter {
  produceMold?: number | undefined
  keyword?: string | undefined
  isShow?: number | undefined
}

const ROW = { service: produceTypes, moldName: produceMolds.name }

/**
 * A page of main services matching the filter; a main service also matches when one of its
 * sub-services does, so a search by a sub-service's name finds its tree.
 */
export const listMainServices = async (db: DbOrTx, f: ServiceFilter, pageNum: number, pageSize: number) => {
  const sub = sql`exists (select 1 from ${produceTypes} s where s.pid = ${produceTypes.id} and (s.produce_name ilike ${likeContains(f.keyword ?? '')} or s.produce_type ilike ${likeContains(f.keyword ?? '')}))`
  const where = and(
    isNull(produceTypes.pid),
    f.produceMold === undefined ? undefined : eq(produceTypes.produceMold, f.produceMold),
    f.isShow === undefined ? undefined : eq(produceTypes.isShow, f.isShow),
    f.keyword ? or(ilike(produceTypes.produceName, likeContains(f.keyword)), ilike(produceTypes.produceType, likeContains(f.keyword)), sub) : undefined,
  )
  const total = await db.$count(produceTypes, where)
  const query = db.select(ROW).from(produceTypes).leftJoin(produceMolds, eq(produceMolds.id, produceTypes.produceMold)).where(where)
  return { rows: await pageRows(query.$dynamic(), [asc(produceTypes.sort), desc(produceTypes.id)], pageNum, pageSize), total }
}

export const listSubServices = async (db: DbOrTx, parentIds: number[]) =>
  parentIds.length === 0
    ? []
    : db
        .select(ROW)
        .from(produceTypes)
        .leftJoin(produceMolds, eq(produceMolds.id, produceTypes.produceMold))
        .where(inArray(produceTypes.pid, parentIds))
        .orderBy(asc(produceTypes.sort), asc(produceTypes.id))

/** Main services for the parent choice. */
export const listMainSimple = (db: DbOrTx, limit: number) =>
  db
    .select({ id: produceTypes.id, produceType: produceTypes.produceType, produceName: produceTypes.produceName })
    .from(produceTypes)
    .where(isNull(produceTypes.pid))
    .orderBy(asc(produceTypes.sort), asc(produceTypes.id))
    .limit(limit)

export const findServiceRow = async (db: DbOrTx, produceType: string) => {
  const [row] = await db.select(ROW).from(produceTypes).leftJoin(produceMolds, eq(produceMolds.id, produceTypes.produceMold)).where(eq(produceTypes.produceType, produceType)).limit(1)
  return row ?? null
}

export const findServiceById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(produceTypes).where(eq(produceTypes.id, id)).limit(1)
  return row ?? null
}

/** The row locked for a change. */
export const findServiceForUpdate = async (tx: DbOrTx, produceType: string) => {
  const [row] = await tx.select().from(produceTypes).where(eq(produceTypes.produceType, produceType)).limit(1).for('update')
  return row ?? null
}

export const countSubServices = async (db: DbOrTx, id: number) => {
  const [row] = await db.select({ n: count() }).from(produceTypes).where(eq(produceTypes.pid, id))
  return row?.n ?? 0
}

/** Inserts a service; null when its code is taken. */
export const insertService = async (tx: DbOrTx, values: ProduceTypeValues) => {
  const [row] = await tx.insert(produceTypes).values(values).onConflictDoNothing({ target: produceTypes.produceType }).returning({ id: produceTypes.id })
  return row?.id ?? null
}

/** Updates at the expected version; null when someone else changed it first. */
export const updateServiceAtVersion = (tx: DbOrTx, id: number, version: number, values: Partial<ProduceTypeValues>) => updateAtVersion(tx, produceTypes, id, version, values)

/** Sub-services follow their main service's category (the side panel shows a tree in one place). */
export const moveSubServices = (tx: DbOrTx, parentId: number, produceMold: number, at: Date) =>
  tx.update(produceTypes).set({ produceMold, updatedAt: at }).where(and(eq(produceTypes.pid, parentId), ne(produceTypes.produceMold, produceMold)))

// ───────────────────────────── codes ─────────────────────────────

export const listCodes = (db: DbOrTx, produceTypeId: number) =>
  db.select().from(produceCodes).where(eq(produceCodes.produceTypeId, produceTypeId)).orderBy(asc(produceCodes.sort), asc(produceCodes.id))

export const findCode = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ code: produceCodes, produceType: produceTypes.produceType })
    .from(produceCodes)
    .innerJoin(produceTypes, eq(produceTypes.id, produceCodes.produceTypeId))
    .where(eq(produceCodes.id, id))
    .limit(1)
  return row ?? null
}

/** Inserts a code; null when the service already has it. */
export const insertCode = async (tx: DbOrTx, values: typeof produceCodes.$inferInsert) => {
  const [row] = await tx.insert(produceCodes).values(values).onConflictDoNothing({ target: [produceCodes.produceTypeId, produceCodes.code] }).returning()
  return row ?? null
}

export const findCodeInService = async (db: DbOrTx, produceTypeId: number, code: string) => {
  const [row] = await db.select().from(produceCodes).where(and(eq(produceCodes.produceTypeId, produceTypeId), eq(produceCodes.code, code))).limit(1)
  return row ?? null
}

export const updateCode = async (tx: DbOrTx, id: number, values: Partial<typeof produceCodes.$inferInsert>) => {
  const [row] = await tx.update(produceCodes).set(values).where(eq(produceCodes.id, id)).returning()
  return row ?? null
}

export const deleteCode = (tx: DbOrTx, id: number) => tx.delete(produceCodes).where(eq(produceCodes.id, id))

// ───────────────────────────── marketing channels ─────────────────────────────

export const listBrandChannels = (db: DbOrTx, brandId: number) => db.select().from(brandChannels).where(eq(brandChannels.brandId, brandId))

export const findBrandChannelForUpdate = async (tx: DbOrTx, brandId: number, channel: number) => {
  const [row] = await tx.select().from(brandChannels).where(and(eq(brandChannels.brandId, brandId), eq(brandChannels.channel, channel))).limit(1).for('update')
  return row ?? null
}

/** A new application, or a refused one applied for again. */
export const upsertChannelApply = async (tx: DbOrTx, brandId: number, channel: number, accountId: number, at: Date) => {
  const [row] = await tx
    .insert(brandChannels)
    .values({ brandId, channel, status: 0, appliedBy: accountId, appliedAt: at })
    .onConflictDoUpdate({
      target: [brandChannels.brandId, brandChannels.channel],
      set: { status: 0, appliedBy: accountId, appliedAt: at, handledBy: null, handledAt: null, remark: '' },
      setWhere: eq(brandChannels.status, 2),
    })
    .returning()
  return row ?? null
}

export const listChannelApplies = async (db: DbOrTx, f: { scope: TenantScope; status?: number | undefined; brandName?: string | undefined }, pageNum: number, pageSize: number) => {
  const where = and(
    brandRowsCondition(f.scope, { brandId: brands.id, groupId: brands.groupId }),
    f.status === undefined ? undefined : eq(brandChannels.status, f.status),
    f.brandName ? ilike(brands.name, likeContains(f.brandName)) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(brandChannels).innerJoin(brands, eq(brands.id, brandChannels.brandId)).where(where)
  const query = db
    .select({ apply: brandChannels, brandName: brands.name, appliedByName: accounts.name })
    .from(brandChannels)
    .innerJoin(brands, eq(brands.id, brandChannels.brandId))
    .leftJoin(accounts, eq(accounts.id, brandChannels.appliedBy))
    .where(where)
  const order = [asc(brandChannels.status), desc(brandChannels.appliedAt), desc(brandChannels.id)]
  return { rows: await pageRows(query.$dynamic(), order, pageNum, pageSize), total: total?.n ?? 0 }
}

export const findChannelApplyForUpdate = async (tx: DbOrTx, id: number) => {
  const [row] = await tx
    .select({ apply: brandChannels, groupId: brands.groupId, brandName: brands.name })
    .from(brandChannels)
    .innerJoin(brands, eq(brands.id, brandChannels.brandId))
    .where(eq(brandChannels.id, id))
    .limit(1)
    .for('update', { of: brandChannels })
  return row ?? null
}

export const handleChannelApply = (tx: DbOrTx, id: number, values: { status: number; remark: string; handledBy: number; handledAt: Date }) =>
  tx.update(brandChannels).set(values).where(eq(brandChannels.id, id))

/** Main and sub services saved without an icon, with the group (分类说明) they belong to. */
export const listServicesWithoutIcon = (db: DbOrTx) =>
  db.select({ id: produceTypes.id, classDesc: produceTypes.classDesc }).from(produceTypes).where(eq(produceTypes.produceIcon, ''))

export const setServiceIcon = (tx: DbOrTx, id: number, produceIcon: string) => tx.update(produceTypes).set({ produceIcon }).where(eq(produceTypes.id, id))
