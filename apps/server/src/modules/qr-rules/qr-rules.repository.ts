import { and, asc, desc, eq, ilike, inArray, notExists, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { updateAtVersion } from '../../db/versioned.repository.js'
import { likeContains } from '../../lib/sql-literal.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { qrCodes, qrDictItems, qrRuleBrands, qrRules, qrRuleScanCounts } from './qr-rules.table.js'

export type QrRuleRecord = typeof qrRules.$inferSelect
export type QrRuleValues = Omit<typeof qrRules.$inferInsert, 'id' | 'createdAt' | 'version'>

export interface QrRuleFilter {
  scope: TenantScope
  applyStoreType?: number | undefined
  alias?: string | undefined
  page?: string | undefined
  channel?: string | undefined
  status?: number | undefined
  brand?: number | undefined
}

/**
 * The rules a scope may see: every rule for the platform; otherwise the general ones (naming no
 * brand) and those whose named brands are all inside the scope, so no answer names a foreign brand.
 */
export const ruleVisibleCondition = (scope: TenantScope, ruleId: SQL | typeof qrRules.id = qrRules.id): SQL | undefined => {
  const inside = brandRowsCondition(scope, { brandId: brands.id, groupId: brands.groupId })
  if (inside === undefined) return undefined
  return notExists(
    sql`(select 1 from ${qrRuleBrands} join ${brands} on ${brands.id} = ${qrRuleBrands.brandId} where ${qrRuleBrands.ruleId} = ${ruleId} and not (${inside}))`,
  )
}

const whereOf = (f: QrRuleFilter) =>
  and(
    f.applyStoreType === undefined ? undefined : eq(qrRules.applyStoreType, f.applyStoreType),
    f.alias ? ilike(qrRules.alias, likeContains(f.alias)) : undefined,
    f.page ? eq(qrRules.typeId, f.page) : undefined,
    f.channel ? sql`${qrRules.bindSettings} -> 'supportBindChannel' @> ${JSON.stringify([{ code: f.channel }])}::jsonb` : undefined,
    f.status === undefined ? undefined : eq(qrRules.status, f.status),
    f.brand === undefined ? undefined : sql`exists (select 1 from ${qrRuleBrands} where ${qrRuleBrands.ruleId} = ${qrRules.id} and ${qrRuleBrands.brandId} = ${f.brand})`,
    ruleVisibleCondition(f.scope),
  )

const ROW = {
  rule: qrRules,
  updatedByName: sql<string>`coalesce(nullif(${accounts.name}, ''), ${accounts.username}, '')`,
  boundCodes: sql<number>`(select count(*)::int from ${qrCodes} where ${qrCodes.ruleId} = ${qrRules.id} and ${qrCodes.storeId} is not null)`,
  // Both read at most a handful of index entries per rule: the bound codes from qr_codes_rule_bound_idx
  // alone, the scans from the rule's daily totals (qr_rule_scan_counts), never every code's counts.
  scans7d: sql<number>`(select coalesce(sum(${qrRuleScanCounts.count}), 0)::int from ${qrRuleScanCounts}
    where ${qrRuleScanCounts.ruleId} = ${qrRules.id} and ${qrRuleScanCounts.day} > (current_date - 7))`,
}

/** A page of rules, most recently changed first. */
export const listQrRules = async (db: DbOrTx, filter: QrRuleFilter, pageNumber: number, pageSize: number) => {
  const where = whereOf(filter)
  const total = await db.$count(qrRules, where)
  const query = db.select(ROW).from(qrRules).leftJoin(accounts, eq(accounts.id, qrRules.updatedBy)).where(where).$dynamic()
  return { rows: await pageRows(query, [desc(qrRules.updatedAt), desc(qrRules.id)], pageNumber, pageSize), total }
}

export const findQrRuleRow = async (db: DbOrTx, id: number) =>
  (await db.select(ROW).from(qrRules).leftJoin(accounts, eq(accounts.id, qrRules.updatedBy)).where(eq(qrRules.id, id)).limit(1))[0] ?? null

export type QrRuleRow = NonNullable<Awaited<ReturnType<typeof findQrRuleRow>>>

/** The rule, locked for the rest of the transaction. */
export const findQrRuleForUpdate = async (db: DbOrTx, id: number) => (await db.select().from(qrRules).where(eq(qrRules.id, id)).for('update'))[0] ?? null

/** The brands the rules name, with their current names and groups. */
export const listRuleBrands = async (db: DbOrTx, ruleIds: number[]) =>
  ruleIds.length === 0
    ? []
    : db
        .select({ ruleId: qrRuleBrands.ruleId, thirdType: qrRuleBrands.thirdType, brandId: brands.id, groupId: brands.groupId, name: brands.name })
        .from(qrRuleBrands)
        .innerJoin(brands, eq(brands.id, qrRuleBrands.brandId))
        .where(inArray(qrRuleBrands.ruleId, ruleIds))
        .orderBy(asc(qrRuleBrands.ruleId), asc(qrRuleBrands.thirdType), asc(brands.id))

export const insertQrRule = async (db: DbOrTx, values: QrRuleValues) => (await db.insert(qrRules).values(values).returning({ id: qrRules.id }))[0]!.id

/** Writes the rule if it is still at `version`; false when it changed or went meanwhile. */
export const updateQrRuleAtVersion = async (db: DbOrTx, id: number, version: number, values: Partial<QrRuleValues>) => (await updateAtVersion(db, qrRules, id, version, values)) !== null

export const replaceRuleBrands = async (db: DbOrTx, ruleId: number, rows: Array<{ thirdType: number; brandId: number }>) => {
  await db.delete(qrRuleBrands).where(eq(qrRuleBrands.ruleId, ruleId))
  if (rows.length > 0) await db.insert(qrRuleBrands).values(rows.map((r) => ({ ...r, ruleId }))).onConflictDoNothing()
}

export const deleteQrRule = async (db: DbOrTx, id: number) => (await db.delete(qrRules).where(eq(qrRules.id, id)).returning({ id: qrRules.id })).length > 0

export const listDictItems = async (db: DbOrTx, code: string) =>
  db
    .select({ dataKey: qrDictItems.dataKey, dataValue: qrDictItems.dataValue })
    .from(qrDictItems)
    .where(eq(qrDictItems.dictCode, code))
    .orderBy(asc(qrDictItems.sort), asc(qrDictItems.id))

/** Base data: the dictionary rows not yet there (an administrator's later edits stay). */
export const insertDictItems = async (db: DbOrTx, rows: Array<{ dictCode: string; dataKey: string; dataValue: string; sort: number }>) => {
  if (rows.length > 0) await db.insert(qrDictItems).values(rows).onConflictDoNothing()
}

/** Brands by name (the demo seed finds its demo brands). */
export const findBrandIdsByName = async (db: DbOrTx, names: string[]) =>
  new Map((await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.name, names))).map((b) => [b.name, b.id]))
