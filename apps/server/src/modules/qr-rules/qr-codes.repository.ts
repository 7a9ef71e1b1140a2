import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { QrCodeExtend } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { lockWithBrandGroup } from '../../db/brand-rows.js'
import { pageRows } from '../../db/paging.js'
import { updateAtVersion } from '../../db/versioned.repository.js'
import { likeContains, pgTextArray } from '../../lib/sql-literal.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { brands } from '../brands/brands.table.js'
import { stores } from '../stores/stores.table.js'
import { qrCodes, qrRuleBrands, qrRules, qrRuleScanCounts, qrScanCounts, qrSchemeLaunches } from './qr-rules.table.js'

export type QrCodeRecord = typeof qrCodes.$inferSelect

/** The stores of the chosen brands inside the scope, a page of them (read through a join: the stores module owns them). */
export const listStoresOfBrands = async (db: DbOrTx, f: { brandIds: number[]; keyword?: string | undefined; scope: TenantScope }, pageNumber: number, pageSize: number) => {
  const where = and(
    inArray(stores.brandId, f.brandIds),
    f.keyword ? or(ilike(stores.name, likeContains(f.keyword)), ilike(stores.code, likeContains(f.keyword))) : undefined,
    brandRowsCondition(f.scope, { brandId: brands.id, groupId: brands.groupId }),
  )
  const [total] = await db.select({ n: count() }).from(stores).innerJoin(brands, eq(brands.id, stores.brandId)).where(where)
  const query = db
    .select({ storeId: stores.id, storeName: stores.name, storeCode: sql<string>`coalesce(${stores.code}, '')`, brandId: brands.id, brandName: brands.name })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(where)
  return { rows: await pageRows(query.$dynamic(), [asc(stores.brandId), asc(stores.id)], pageNumber, pageSize), total: total?.n ?? 0 }
}

const CODE_ROW = { code: qrCodes, storeName: sql<string>`coalesce(${stores.name}, '')`, ruleAlias: sql<string>`coalesce(nullif(${qrRules.alias}, ''), ${qrRules.name}, '')` }

/** Codes with their store's name and their rule's alias (CODE_ROW). */
const codeRows = (db: DbOrTx) => db.select(CODE_ROW).from(qrCodes).leftJoin(stores, eq(stores.id, qrCodes.storeId)).leftJoin(qrRules, eq(qrRules.id, qrCodes.ruleId)).$dynamic()

export const listCodesOfStores = async (db: DbOrTx, storeIds: number[], ruleId?: number) =>
  storeIds.length === 0
    ? []
    : codeRows(db)
        .where(and(inArray(qrCodes.storeId, storeIds), ruleId === undefined ? undefined : eq(qrCodes.ruleId, ruleId)))
        .orderBy(asc(qrCodes.storeId), asc(qrCodes.ruleId), asc(qrCodes.id))

export const findCodeRow = async (db: DbOrTx, id: number) => (await codeRows(db).where(eq(qrCodes.id, id)).limit(1))[0] ?? null
export type QrCodeRow = NonNullable<Awaited<ReturnType<typeof findCodeRow>>>

/** A page of a brand's blank codes, newest first, optionally those whose token contains the keyword. */
export const listBlankCodesOfBrand = async (db: DbOrTx, f: { brandId: number; keyword?: string | undefined }, pageNumber: number, pageSize: number) => {
  const where = and(eq(qrCodes.brandId, f.brandId), isNull(qrCodes.storeId), f.keyword ? ilike(qrCodes.token, likeContains(f.keyword)) : undefined)
  const total = await db.$count(qrCodes, where)
  return { rows: await pageRows(codeRows(db).where(where), [desc(qrCodes.id)], pageNumber, pageSize), total }
}

/** The code with its brand's group, locked for the rest of the transaction. */
export const findCodeForUpdate = (db: DbOrTx, id: number) => lockWithBrandGroup(db, qrCodes, brands, { code: qrCodes }, id)

/** The code of a token, locked for the rest of the transaction. */
export const findCodeByTokenForUpdate = async (db: DbOrTx, token: string) => (await db.select().from(qrCodes).where(eq(qrCodes.token, token)).for('update'))[0] ?? null

/** A store with its brand (its group and type), for binding. */
export const findStoreRef = async (db: DbOrTx, storeId: number) =>
  (
    await db
      .select({ id: stores.id, name: stores.name, brandId: brands.id, groupId: brands.groupId, brandType: brands.brandType })
      .from(stores)
      .innerJoin(brands, eq(brands.id, stores.brandId))
      .where(eq(stores.id, storeId))
      .limit(1)
  )[0] ?? null

export const insertCodes = async (db: DbOrTx, rows: Array<typeof qrCodes.$inferInsert>) =>
  rows.length === 0 ? [] : db.insert(qrCodes).values(rows).returning({ id: qrCodes.id, token: qrCodes.token })

export const updateCodeAtVersion = async (db: DbOrTx, id: number, version: number, values: { storeId: number | null; ruleId: number | null; extend: QrCodeExtend; boundAt: Date | null; lastPage: string; updatedBy: number | null; updatedAt: Date }) =>
  (await updateAtVersion(db, qrCodes, id, version, values)) !== null

/** The codes of a batch (by id range of one brand), for the batch's ZIP. */
export const listCodesByIds = async (db: DbOrTx, ids: number[]) =>
  ids.length === 0 ? [] : db.select({ id: qrCodes.id, token: qrCodes.token }).from(qrCodes).where(inArray(qrCodes.id, ids)).orderBy(asc(qrCodes.id))

/** A keyset page of the codes bound under a rule, with their store's name and code (the refresh job and its sheet). */
export const listBoundCodesOfRule = async (db: DbOrTx, ruleId: number, afterId: number, limit: number) =>
  db
    .select({ id: qrCodes.id, token: qrCodes.token, lastPage: qrCodes.lastPage, storeName: sql<string>`coalesce(${stores.name}, '')`, storeCode: sql<string>`coalesce(${stores.code}, '')` })
    .from(qrCodes)
    .leftJoin(stores, eq(stores.id, qrCodes.storeId))
    .where(and(eq(qrCodes.ruleId, ruleId), isNotNull(qrCodes.storeId), gt(qrCodes.id, afterId)))
    .orderBy(asc(qrCodes.id))
    .limit(limit)

export const countBoundCodesOfRule = async (db: DbOrTx, ruleId: number) =>
  (await db.select({ n: count() }).from(qrCodes).where(and(eq(qrCodes.ruleId, ruleId), isNotNull(qrCodes.storeId))))[0]?.n ?? 0

/** Records what each code now opens (no version bump: not a change of the binding). */
export const setLastPages = async (db: DbOrTx, pages: Array<{ id: number; page: string }>) => {
  if (pages.length === 0) return
  const values = sql.join(
    pages.map((p) => sql`(${p.id}::int, ${p.page}::text)`),
    sql`, `,
  )
  await db.execute(sql`update ${qrCodes} set last_page = v.page from (values ${values}) as v(id, page) where ${qrCodes.id} = v.id`)
}

/** What the matching function reads of a rule (qr-match.ts), for the resolve call and the simulator alike. */
const MATCH_COLUMNS = {
  id: qrRules.id,
  alias: qrRules.alias,
  status: qrRules.status,
  applyStoreType: qrRules.applyStoreType,
  pagePath: qrRules.pagePath,
  h5Url: qrRules.h5Url,
  wechatVersion: qrRules.wechatVersion,
  alipayVersion: qrRules.alipayVersion,
  tiktokVersion: qrRules.tiktokVersion,
  bindThirdTypes: qrRules.bindThirdTypes,
}

/** The brands a rule names, per third-party type, as [thirdType, brandId] pairs. */
const ruleBrandsColumn = () => sql<Array<[number, number]> | null>`(select json_agg(json_build_array(${qrRuleBrands.thirdType}, ${qrRuleBrands.brandId})) from ${qrRuleBrands} where ${qrRuleBrands.ruleId} = ${qrRules.id})`

/**
 * The codes of these tokens as a resolution reads them (their store's brand and type, the rule's id),
 * in one statement: the resolve call's misses of one I/O turn load together. The rules are read apart
 * (`findRulesForMatch`) and kept apart, so a rule's change touches no code in memory.
 */
export const findCodesForResolve = async (db: DbOrTx, tokens: string[]) =>
  tokens.length === 0
    ? []
    : db
        .select({
          codeId: qrCodes.id,
          token: qrCodes.token,
          brandId: qrCodes.brandId,
          storeId: qrCodes.storeId,
          extend: qrCodes.extend,
          brandType: brands.brandType,
          ruleId: qrCodes.ruleId,
        })
        .from(qrCodes)
        .innerJoin(brands, eq(brands.id, qrCodes.brandId))
        // One array parameter, not `in ($1, …, $n)`: the batch size changes from call to call, and on
        // the embedded database parsing a new statement and binding each token cost more than the lookup.
        .where(sql`${qrCodes.token} = any(${pgTextArray(tokens)}::text[])`)

/** Rules by id with the brands they name, as the matching function reads them. */
export const findRulesForMatch = async (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ ...MATCH_COLUMNS, ruleBrands: ruleBrandsColumn() })
        .from(qrRules)
        .where(inArray(qrRules.id, ids))

/** The enabled rules that apply to a brand type (general ones too), for the simulator's "why not". */
export const listRulesForStoreType = async (db: DbOrTx, brandType: number) =>
  db
    .select({
      ...MATCH_COLUMNS,
      ruleBrands: ruleBrandsColumn(),
    })
    .from(qrRules)
    .where(and(eq(qrRules.status, 1), inArray(qrRules.applyStoreType, [0, brandType])))
    .orderBy(asc(qrRules.id))
    .limit(200)

/**
 * Adds scans to the codes' counts: one statement for a slice of a flush, with no transaction held
 * open between slices (the embedded database's one connection would keep every first scan waiting
 * for the whole buffer). The rows travel as one `json` parameter (a VALUES list would need five
 * parameters a row, and `jsonb` would build the whole document first and take it apart again); a
 * code deleted since its scan is left out, not an error that would lose the slice.
 */
export const addScanCounts = async (db: DbOrTx, rows: Array<{ codeId: number; channel: number; outcome: string; day: string; count: number }>) => {
  if (rows.length === 0) return
  // Written out with one-letter keys and only these fields (a caller's rows may carry more): the
  // embedded database lexes every byte of the parameter on the server's own thread.
  let payload = '['
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!
    payload += `${i > 0 ? ',' : ''}{"i":${r.codeId},"c":${r.channel},"o":${JSON.stringify(r.outcome)},"d":${JSON.stringify(r.day)},"n":${r.count}}`
  }
  payload += ']'
  await db.execute(sql`
    insert into ${qrScanCounts} (code_id, channel, outcome, day, count)
    select r.i, r.c, r.o, r.d, sum(r.n)
    from json_to_recordset(${payload}::json) as r(i int, c smallint, o text, d date, n bigint)
    where exists (select 1 from ${qrCodes} where ${qrCodes.id} = r.i)
    group by 1, 2, 3, 4
    on conflict (code_id, channel, outcome, day) do update set count = ${qrScanCounts.count} + excluded.count`)
}

/** Adds scans to the rules' day totals (a flush's whole, one row per rule and day); a rule deleted since is left out. */
export const addRuleScanCounts = async (db: DbOrTx, rows: Array<{ ruleId: number; day: string; count: number }>) => {
  if (rows.length === 0) return
  await db.execute(sql`
    insert into ${qrRuleScanCounts} (rule_id, day, count)
    select r."ruleId", r.day, r.count
    from json_to_recordset(${JSON.stringify(rows)}::json) as r("ruleId" int, day date, count bigint)
    where exists (select 1 from ${qrRules} where ${qrRules.id} = r."ruleId")
    on conflict (rule_id, day) do update set count = ${qrRuleScanCounts.count} + excluded.count`)
}

export const addSchemeLaunches = async (db: DbOrTx, rows: Array<{ appId: string; day: string; count: number }>) => {
  if (rows.length === 0) return
  await db.execute(sql`
    insert into ${qrSchemeLaunches} (app_id, day, count)
    select r."appId", r.day, r.count
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("appId" text, day date, count bigint)
    on conflict (app_id, day) do update set count = ${qrSchemeLaunches.count} + excluded.count`)
}

export const schemeLaunchesOn = async (db: DbOrTx, day: string) => db.select({ appId: qrSchemeLaunches.appId, count: qrSchemeLaunches.count }).from(qrSchemeLaunches).where(eq(qrSchemeLaunches.day, day))

export const scanCountsOfCode = async (db: DbOrTx, codeId: number) =>
  db.select({ channel: qrScanCounts.channel, outcome: qrScanCounts.outcome, count: qrScanCounts.count }).from(qrScanCounts).where(eq(qrScanCounts.codeId, codeId))

/** Whether an enabled rule that allows blank codes applies to the brand (its type or general; naming it or no brand). */
export const hasBlankRule = async (db: DbOrTx, brandType: number, brandId: number) =>
  (
    await db
      .select({ id: qrRules.id })
      .from(qrRules)
      .where(
        and(
          eq(qrRules.status, 1),
          eq(qrRules.allowBlankQrcode, 1),
          inArray(qrRules.applyStoreType, [0, brandType]),
          sql`(not exists (select 1 from ${qrRuleBrands} where ${qrRuleBrands.ruleId} = ${qrRules.id})
            or exists (select 1 from ${qrRuleBrands} where ${qrRuleBrands.ruleId} = ${qrRules.id} and ${qrRuleBrands.brandId} = ${brandId}))`,
        ),
      )
      .limit(1)
  ).length > 0

/** The stores of some brands, in id order (the demo seed binds codes to them). */
export const listStoreIdsOfBrands = async (db: DbOrTx, brandIds: number[]) =>
  brandIds.length === 0 ? [] : db.select({ id: stores.id, brandId: stores.brandId }).from(stores).where(inArray(stores.brandId, brandIds)).orderBy(asc(stores.id))
