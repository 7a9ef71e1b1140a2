import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { BRAND_LIST_COUNT_CAP } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { countUpTo } from '../../db/paging.js'
import { likeContains } from '../../lib/sql-literal.js'
import { brandRowsCondition, groupRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { industries } from '../brands/brands.table.js'
import { groups } from '../groups/groups.table.js'
import { configStates, configValues, configVersions, type ConfigSnapshotEntry } from './config-center.table.js'
import { bizTypeCondition, chinaTime, groupNameCondition, sellerNameConditions, type IndustryBiz } from './config-filters.js'

export type OwnerKind = 'brand' | 'group'
export type ConfigStateRecord = typeof configStates.$inferSelect

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

// ── Owners ──────────────────────────────────────────────────────────────────────────────────────

export const findGroupOwner = async (db: DbOrTx, groupId: number) =>
  (await db.select({ id: groups.id, name: groups.name, status: groups.status }).from(groups).where(eq(groups.id, groupId)).limit(1))[0] ?? null

export const listIndustries = async (db: DbOrTx) => db.select({ id: industries.id, name: industries.name }).from(industries)

// ── State, values, versions ─────────────────────────────────────────────────────────────────────

const owner = (t: { ownerKind: AnyPgColumn; ownerId: AnyPgColumn }, kind: OwnerKind, id: number) =>
  and(eq(t.ownerKind, kind), eq(t.ownerId, id))

export const findState = async (db: DbOrTx, kind: OwnerKind, id: number): Promise<ConfigStateRecord | null> =>
  (await db.select().from(configStates).where(owner(configStates, kind, id)).limit(1))[0] ?? null

/** The owner's state row, created at version 0 if missing, locked until the transaction ends: saves of one owner queue here. */
export const lockState = async (tx: DbOrTx, kind: OwnerKind, id: number, at: Date): Promise<ConfigStateRecord> => {
  // One round trip: the no-op update of an existing row locks it as FOR UPDATE would.
  const [row] = await tx
    .insert(configStates)
    .values({ ownerKind: kind, ownerId: id, version: 0, updatedAt: at })
    .onConflictDoUpdate({ target: [configStates.ownerKind, configStates.ownerId], set: { ownerKind: sql`excluded.owner_kind` } })
    .returning()
  return row!
}

export const writeState = async (tx: DbOrTx, kind: OwnerKind, id: number, values: { version: number; updatedAt: Date; updatedByName: string }) => {
  await tx.update(configStates).set(values).where(owner(configStates, kind, id))
}

export const listValues = async (db: DbOrTx, kind: OwnerKind, id: number): Promise<ConfigSnapshotEntry[]> =>
  (
    await db
      .select({
        fieldCode: configValues.fieldCode,
        fieldValue: configValues.value,
        isSellerRead: configValues.isSellerRead,
        isSellerWrite: configValues.isSellerWrite,
        relatedFieldCode: configValues.relatedFieldCode,
        relatedFieldValue: configValues.relatedFieldValue,
      })
      .from(configValues)
      .where(owner(configValues, kind, id))
      .orderBy(configValues.fieldCode)
  ).map((r) => ({ ...r, fieldValue: r.fieldValue ?? null }))

export const deleteValues = async (tx: DbOrTx, kind: OwnerKind, id: number, codes: string[]) => {
  if (codes.length === 0) return
  await tx.delete(configValues).where(and(owner(configValues, kind, id), inArray(configValues.fieldCode, codes)))
}

export const upsertValues = async (tx: DbOrTx, kind: OwnerKind, id: number, entries: ConfigSnapshotEntry[]) => {
  if (entries.length === 0) return
  await tx
    .insert(configValues)
    .values(
      entries.map((e) => ({
        ownerKind: kind,
        ownerId: id,
        fieldCode: e.fieldCode,
        value: e.fieldValue as NonNullable<ConfigSnapshotEntry['fieldValue']>,
        isSellerRead: e.isSellerRead,
        isSellerWrite: e.isSellerWrite,
        relatedFieldCode: e.relatedFieldCode,
        relatedFieldValue: e.relatedFieldValue,
      })),
    )
    .onConflictDoUpdate({
      target: [configValues.ownerKind, configValues.ownerId, configValues.fieldCode],
      set: {
        value: sql`excluded.value`,
        isSellerRead: sql`excluded.is_seller_read`,
        isSellerWrite: sql`excluded.is_seller_write`,
        relatedFieldCode: sql`excluded.related_field_code`,
        relatedFieldValue: sql`excluded.related_field_value`,
      },
    })
}

export const insertVersion = async (tx: DbOrTx, values: typeof configVersions.$inferInsert) => {
  await tx.insert(configVersions).values(values)
}

/** The newest versions first, at most `limit`. */
export const listVersions = async (db: DbOrTx, kind: OwnerKind, id: number, limit: number) =>
  db.select().from(configVersions).where(owner(configVersions, kind, id)).orderBy(desc(configVersions.version)).limit(limit)

export const findVersion = async (db: DbOrTx, kind: OwnerKind, id: number, version: number) =>
  (await db.select().from(configVersions).where(and(owner(configVersions, kind, id), eq(configVersions.version, version))).limit(1))[0] ?? null

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────

export interface SellerConfigFilter {
  sellerId?: number | undefined
  sellerName?: string | undefined
  groupName?: string | undefined
  bizType?: number | undefined
  status?: number | undefined
}

const configured = sql`exists (select 1 from config_states s where s.owner_kind = 'brand' and s.owner_id = b.id and s.version > 0)`

const sellerWhere = (f: SellerConfigFilter, scope: TenantScope, industryBiz: IndustryBiz[]): SQL => {
  const c: SQL[] = []
  const scoped = brandRowsCondition(scope, { brandId: sql.raw('b.id'), groupId: sql.raw('b.group_id') })
  if (scoped) c.push(scoped)
  if (f.sellerId !== undefined) c.push(sql`b.id = ${f.sellerId}`)
  if (f.sellerName) c.push(...sellerNameConditions(f.sellerName))
  if (f.groupName) c.push(groupNameCondition(f.groupName))
  if (f.bizType !== undefined) c.push(bizTypeCondition(f.bizType, industryBiz))
  if (f.status === 1) c.push(configured)
  if (f.status === 0) c.push(sql`not ${configured}`)
  return c.length ? sql.join(c, sql` and `) : sql`true`
}

export interface SellerConfigRecord {
  id: number
  name: string
  group_id: number
  group_name: string
  brand_type: number
  industry_name: string | null
  version: number | null
  created_at: string
  updated_at: string | null
}

/**
 * One page of brands with their configuration state, newest brand first ((created_at, id) is
 * indexed), and a count that stops at the brand list's cap: bounded work on a million brands.
 */
export const findSellerConfigPage = async (db: DbOrTx, filter: SellerConfigFilter, scope: TenantScope, industryBiz: IndustryBiz[], offset: number, limit: number) => {
  const where = sellerWhere(filter, scope, industryBiz)
  const { total, capped } = await countUpTo(db, sql`select 1 from brands b where ${where}`, BRAND_LIST_COUNT_CAP)
  const rows =
    total > offset || offset >= BRAND_LIST_COUNT_CAP
      ? rowsOf<SellerConfigRecord>(
          await db.execute(sql`select b.id, b.name, b.group_id, g.name as group_name, b.brand_type, i.name as industry_name, s.version,
            ${sql.raw(chinaTime('b.created_at'))} as created_at, case when s.version > 0 then ${sql.raw(chinaTime('s.updated_at'))} end as updated_at
            from (select b.id, b.name, b.group_id, b.brand_type, b.industry_id, b.created_at from brands b where ${where} order by b.created_at desc, b.id desc limit ${limit} offset ${offset}) b
            join groups g on g.id = b.group_id
            left join industries i on i.id = b.industry_id
            left join config_states s on s.owner_kind = 'brand' and s.owner_id = b.id
            order by b.created_at desc, b.id desc`),
        )
      : []
  return { rows, total, capped }
}

export interface GroupConfigFilter {
  groupId?: number | undefined
  groupName?: string | undefined
  status?: number | undefined
}

export interface GroupConfigRecord {
  id: number
  name: string
  status: number
  brand_count: number
  created_at: string
  updated_at: string | null
}

/** One page of groups with their configuration state, newest first. */
export const findGroupConfigPage = async (db: DbOrTx, filter: GroupConfigFilter, scope: TenantScope, offset: number, limit: number) => {
  const c: SQL[] = []
  const scoped = groupRowsCondition(scope, sql.raw('g.id'))
  if (scoped) c.push(scoped)
  if (filter.groupId !== undefined) c.push(sql`g.id = ${filter.groupId}`)
  if (filter.groupName) c.push(sql`g.name ilike ${likeContains(filter.groupName)}`)
  if (filter.status === 0) c.push(sql`g.status = 0`)
  if (filter.status === 1) c.push(sql`g.status <> 0`)
  const where = c.length ? sql.join(c, sql` and `) : sql`true`
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from groups g where ${where}`))
  const n = Number(count?.n ?? 0)
  const rows =
    n > offset
      ? rowsOf<GroupConfigRecord>(
          await db.execute(sql`select g.id, g.name, g.status, (select count(*)::int from brands b where b.group_id = g.id) as brand_count,
            ${sql.raw(chinaTime('g.created_at'))} as created_at, case when s.version > 0 then ${sql.raw(chinaTime('s.updated_at'))} end as updated_at
            from (select g.id, g.name, g.status, g.created_at from groups g where ${where} order by g.created_at desc, g.id desc limit ${limit} offset ${offset}) g
            left join config_states s on s.owner_kind = 'group' and s.owner_id = g.id
            order by g.created_at desc, g.id desc`),
        )
      : []
  return { rows, total: n }
}
