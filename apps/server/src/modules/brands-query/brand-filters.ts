import { sql, type SQL } from 'drizzle-orm'
import type { BrandFilters } from '@yunying/contracts'
import { likeContains, sqlInt, sqlString, toSqlText } from '../../lib/sql-literal.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { exactFlags, flagCodesFor } from '../../lib/brand-flag-code.js'

/** Times in the console and in files are China time (UTC+8, no daylight saving). */
export const CHINA_OFFSET = '+08:00'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A column of the aliased brand table (`b.status`): names only, never values. */
const col = (alias: string, column: string) => sql.raw(`${alias}.${column}`)

/**
 * The brand search of spec 2 §3 as conditions over `brands b`, values as bound parameters: one
 * builder for the list, its count and the export (which writes the values in, see `toSqlText`),
 * so they always agree.
 */
export const filterConditions = (filters: BrandFilters, alias = 'b', { nameIndex = true }: NameSearch = {}): SQL[] => {
  const c: SQL[] = []
  const eq = (column: string, value: number | undefined) => {
    if (value !== undefined) c.push(sql`${col(alias, column)} = ${value}`)
  }
  if (filters.name) {
    // Case-insensitive "contains", found through the name-pieces index (migration 0007): the
    // pieces narrow the rows, the like decides. Without the pieces (`nameIndex: false`) the
    // like alone decides, and the page walks the list order instead.
    if (nameIndex) {
      c.push(sql`${col(alias, 'name_grams')} @> brand_name_query_grams(${filters.name})`)
      c.push(sql`lower(${col(alias, 'name')}) like lower(${likeContains(filters.name)})`)
    } else {
      // The same test in a function the planner cannot see into (migration 0021), so it walks.
      c.push(sql`brand_name_contains(${col(alias, 'name')}, ${likeContains(filters.name)})`)
    }
  }
  eq('id', filters.brandId)
  eq('brand_type', filters.brandType)
  // The five flags: the allowed codes as one in-list on the flag index; a flag the codes decide
  // exactly needs no condition of its own (brand-flag-code.ts).
  const codes = flagCodesFor(filters)
  if (codes) c.push(sql`${col(alias, 'flag_code')} in (${sql.raw(codes.join(', '))})`)
  const exact = codes ? exactFlags(filters) : new Set()
  if (!exact.has('isAllowUpgrade')) eq('is_allow_upgrade', filters.isAllowUpgrade)
  if (filters.accountVersion !== undefined && !exact.has('accountVersion')) {
    c.push(filters.accountVersion === 1 ? sql`${col(alias, 'account_version')} = 1` : sql`${col(alias, 'account_version')} is distinct from 1`)
  }
  eq('is_test', filters.isTest)
  eq('produce_version', filters.produceVersion)
  if (!exact.has('produceModel')) eq('produce_model', filters.produceModel)
  if (!exact.has('abandonFlag')) eq('abandon_flag', filters.abandonFlag)
  if (!exact.has('bossCockpitOpen')) eq('boss_cockpit_open', filters.bossCockpitOpen)
  if (filters.statusList && filters.statusList.length > 0) {
    c.push(sql`${col(alias, 'status')} in (${sql.join(filters.statusList.map((v) => sql`${v}`), sql`, `)})`)
  }
  if (filters.createdAtBegin) {
    const begin = DATE_ONLY.test(filters.createdAtBegin) ? `${filters.createdAtBegin} 00:00:00` : filters.createdAtBegin
    c.push(sql`${col(alias, 'created_at')} >= ${`${begin}${CHINA_OFFSET}`}::timestamptz`)
  }
  if (filters.createdAtEnd) {
    // A date alone means the whole day.
    c.push(
      DATE_ONLY.test(filters.createdAtEnd)
        ? sql`${col(alias, 'created_at')} < ${`${filters.createdAtEnd} 00:00:00${CHINA_OFFSET}`}::timestamptz + interval '1 day'`
        : sql`${col(alias, 'created_at')} <= ${`${filters.createdAtEnd}${CHINA_OFFSET}`}::timestamptz`,
    )
  }
  return c
}

/**
 * How a name search finds its rows. With the name-pieces index (the default) the rows matching the
 * pieces are read and sorted: right when they are few. When the capped count has shown that many
 * rows match (`nameIndex: false`), a page is the first rows of the list order that match, which the
 * planner cannot know from its estimates (it takes "contains" for rare and would read and sort a
 * hundred thousand matches for ten).
 */
export interface NameSearch {
  nameIndex?: boolean
}

/** Scope and filters together, and whether anything narrows the rows (the export pages differently then). */
export const brandWhere = (filters: BrandFilters, scope: TenantScope, alias = 'b', search: NameSearch = {}): { where: SQL; narrowed: boolean } => {
  const scoped = brandRowsCondition(scope, { brandId: col(alias, 'id'), groupId: col(alias, 'group_id') })
  const conditions = [...(scoped ? [scoped] : []), ...filterConditions(filters, alias, search)]
  return { where: conditions.length ? sql.join(conditions, sql` and `) : sql`true`, narrowed: conditions.length > 0 }
}

/** `brandWhere` as SQL text, for the export's COPY statements. */
export const brandWhereText = (filters: BrandFilters, scope: TenantScope, alias = 'b') => {
  const { where, narrowed } = brandWhere(filters, scope, alias)
  return { where: toSqlText(where), narrowed }
}

/** `timestamptz` as the console shows it: YYYY-MM-DD HH:mm:ss, China time. */
export const chinaTime = (expr: string) => `to_char(${expr} at time zone interval '${CHINA_OFFSET}', 'YYYY-MM-DD HH24:MI:SS')`

export const labelCase = (expr: string, labels: Readonly<Record<number, string>>, otherwise = `coalesce(${expr}::text, '')`) =>
  `case ${expr} ${Object.entries(labels)
    .map(([value, label]) => `when ${sqlInt(Number(value))} then ${sqlString(label)}`)
    .join(' ')} else ${otherwise} end`
