import { sql, type SQL } from 'drizzle-orm'
import { BRAND_LIST_COUNT_CAP, BRAND_TYPE_LABELS, type BrandListRow } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { countUpTo } from '../../db/paging.js'
import { hasTriggers } from '../../lib/db-triggers.repository.js'
import { chinaTime, labelCase } from './brand-filters.js'

/** The brand list's tables: every brand with its group and industry. */
export const BRAND_FROM = 'brands b join groups g on g.id = b.group_id left join industries i on i.id = b.industry_id'
/** Newest first; `(created_at, id)` is indexed, so pages and export chunks are index range scans. */
export const BRAND_ORDER = 'b.created_at desc, b.id desc'

interface RawBrandRow {
  id: number
  name: string
  group_id: number
  group_name: string
  brand_type: number
  brand_type_name: string
  industry_name: string
  is_allow_upgrade: number
  account_version: number | null
  is_test: number
  produce_version: number
  produce_model: number
  boss_cockpit_open: number
  abandon_flag: number
  status: number
  created_at: string
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

const SELECT_ROW = sql.raw(`select b.id, b.name, b.group_id, g.name as group_name, b.brand_type,
  ${labelCase('b.brand_type', BRAND_TYPE_LABELS, "''")} as brand_type_name, coalesce(i.name, '') as industry_name,
  b.is_allow_upgrade, b.account_version, b.is_test, b.produce_version, b.produce_model, b.boss_cockpit_open,
  b.abandon_flag, b.status, ${chinaTime('b.created_at')} as created_at from ${BRAND_FROM}`)

/** One page of brands matching `where` (from `brandWhere`, values bound). */
export const findBrandPage = async (db: DbOrTx, where: SQL, offset: number, limit: number): Promise<BrandListRow[]> => {
  const rows = rowsOf<RawBrandRow>(
    await db.execute(sql`${SELECT_ROW} where ${where} order by ${sql.raw(BRAND_ORDER)} limit ${limit} offset ${offset}`),
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    groupId: r.group_id,
    groupName: r.group_name,
    brandType: r.brand_type,
    brandTypeName: r.brand_type_name,
    industryName: r.industry_name,
    isAllowUpgrade: r.is_allow_upgrade,
    accountVersion: r.account_version,
    isTest: r.is_test,
    produceVersion: r.produce_version,
    produceModel: r.produce_model,
    bossCockpitOpen: r.boss_cockpit_open,
    abandonFlag: r.abandon_flag,
    status: r.status,
    createdAt: r.created_at,
  }))
}

/**
 * Counts matching brands up to the cap: bounded work however large the table is. Any `cap + 1`
 * matching rows will do, so there is no ORDER BY: the planner may read them straight from the
 * narrowest index (an `in (…)` list on an index's second column would otherwise be sorted first).
 */
export const countBrandsCapped = (db: DbOrTx, where: SQL, cap = BRAND_LIST_COUNT_CAP) => countUpTo(db, sql`select 1 from brands b where ${where}`, cap)

/** The channel migration 0022's trigger announces every write to `brands` on (ADR 0011). */
export const BRAND_CHANNEL = 'brand_changes'

/** Whether the trigger that announces writes to `brands` is in place. */
export const hasBrandAnnouncers = (db: DbOrTx): Promise<boolean> => hasTriggers(db, ['brands_counts_changed'])

/** One page of the pickers' lean rows (id, name, group), newest first like the list. */
export const findBrandPickerPage = async (db: DbOrTx, where: SQL, offset: number, limit: number) =>
  rowsOf<{ id: number; name: string; group_id: number; group_name: string }>(
    await db.execute(sql`select b.id, b.name, b.group_id, g.name as group_name from brands b join groups g on g.id = b.group_id where ${where} order by ${sql.raw(BRAND_ORDER)} limit ${limit} offset ${offset}`),
  ).map((r) => ({ id: r.id, name: r.name, groupId: r.group_id, groupName: r.group_name }))
