import { OrgType, type BrandFilters } from '@yunying/contracts'
import { sqlContains, sqlInt, sqlIntList, sqlString } from '../../lib/sql-literal.js'

/** Whose brands a caller may see: the organisation the session acts for. */
export interface BrandScope {
  orgType: number | null
  orgId: number | null
}

/** Times in the console and in files are China time (UTC+8, no daylight saving). */
export const CHINA_OFFSET = '+08:00'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** The tenant part of the WHERE clause: operators see every brand, a brand its own, a group its brands. */
export const scopeCondition = (scope: BrandScope, alias = 'b'): string => {
  if (scope.orgType === OrgType.platform) return 'true'
  if (scope.orgType === OrgType.brand && scope.orgId !== null) return `${alias}.id = ${sqlInt(scope.orgId)}`
  if (scope.orgType === OrgType.group && scope.orgId !== null) return `${alias}.group_id = ${sqlInt(scope.orgId)}`
  return 'false'
}

/**
 * The brand search of spec 2 §3 as SQL text over `brands b`: one builder for the list, its
 * count and the export, so they always agree. Values go through the literal helpers only.
 */
export const filterConditions = (filters: BrandFilters, alias = 'b'): string[] => {
  const c: string[] = []
  const eq = (column: string, value: number | undefined) => {
    if (value !== undefined) c.push(`${alias}.${column} = ${sqlInt(value)}`)
  }
  if (filters.name) {
    // Case-insensitive "contains", found through the name-pieces index (migration 0007): the
    // pieces narrow the rows, the like decides.
    c.push(`${alias}.name_grams @> brand_name_query_grams(${sqlString(filters.name)})`)
    c.push(`lower(${alias}.name) like lower(${sqlContains(filters.name)})`)
  }
  eq('id', filters.brandId)
  eq('brand_type', filters.brandType)
  eq('is_allow_upgrade', filters.isAllowUpgrade)
  if (filters.accountVersion !== undefined) {
    c.push(filters.accountVersion === 1 ? `${alias}.account_version = 1` : `${alias}.account_version is distinct from 1`)
  }
  eq('is_test', filters.isTest)
  eq('produce_version', filters.produceVersion)
  eq('produce_model', filters.produceModel)
  eq('abandon_flag', filters.abandonFlag)
  eq('boss_cockpit_open', filters.bossCockpitOpen)
  if (filters.statusList && filters.statusList.length > 0) c.push(`${alias}.status in (${sqlIntList(filters.statusList)})`)
  if (filters.createdAtBegin) {
    const begin = DATE_ONLY.test(filters.createdAtBegin) ? `${filters.createdAtBegin} 00:00:00` : filters.createdAtBegin
    c.push(`${alias}.created_at >= ${sqlString(`${begin}${CHINA_OFFSET}`)}::timestamptz`)
  }
  if (filters.createdAtEnd) {
    // A date alone means the whole day.
    c.push(
      DATE_ONLY.test(filters.createdAtEnd)
        ? `${alias}.created_at < ${sqlString(`${filters.createdAtEnd} 00:00:00${CHINA_OFFSET}`)}::timestamptz + interval '1 day'`
        : `${alias}.created_at <= ${sqlString(`${filters.createdAtEnd}${CHINA_OFFSET}`)}::timestamptz`,
    )
  }
  return c
}

/** Scope and filters together, and whether anything narrows the rows (the export pages differently then). */
export const brandWhere = (filters: BrandFilters, scope: BrandScope, alias = 'b') => {
  const conditions = [scopeCondition(scope, alias), ...filterConditions(filters, alias)].filter((x) => x !== 'true')
  return { where: conditions.length ? conditions.join(' and ') : 'true', narrowed: conditions.length > 0 }
}

/** `timestamptz` as the console shows it: YYYY-MM-DD HH:mm:ss, China time. */
export const chinaTime = (expr: string) => `to_char(${expr} at time zone interval '${CHINA_OFFSET}', 'YYYY-MM-DD HH24:MI:SS')`

export const labelCase = (expr: string, labels: Readonly<Record<number, string>>, otherwise = `coalesce(${expr}::text, '')`) =>
  `case ${expr} ${Object.entries(labels)
    .map(([value, label]) => `when ${sqlInt(Number(value))} then ${sqlString(label)}`)
    .join(' ')} else ${otherwise} end`
