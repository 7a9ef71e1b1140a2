import { sql, type SQL } from 'drizzle-orm'
import { BIZ_TYPE_OF_BRAND_TYPE, INDUSTRY_BIZ_TYPE_OTHERWISE, bizTypeOfIndustry } from '@yunying/contracts'
import { likeContains } from '../../lib/sql-literal.js'

/**
 * The brand configuration list's filters as conditions over `brands b`, values bound. The business
 * type is not stored: it follows from the brand type and the industry by the contract's mapping
 * (`BIZ_TYPE_OF_BRAND_TYPE`, `bizTypeOfIndustry`), so the filter is built from that mapping as
 * conditions on those two columns, which the brand indexes serve.
 */

const FIXED_TYPE_IDS = Object.keys(BIZ_TYPE_OF_BRAND_TYPE).map(Number)

/** An industry and the business type it gives a brand whose type fixes none. */
export interface IndustryBiz {
  id: number
  bizType: number
}

export const industryBizOf = (rows: ReadonlyArray<{ id: number; name: string }>): IndustryBiz[] => rows.map((r) => ({ id: r.id, bizType: bizTypeOfIndustry(r.name) }))

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `)

export const bizTypeCondition = (bizType: number, industries: readonly IndustryBiz[]): SQL => {
  const fixed = FIXED_TYPE_IDS.filter((t) => BIZ_TYPE_OF_BRAND_TYPE[t] === bizType)
  const notFixed = sql`b.brand_type not in (${idList(FIXED_TYPE_IDS)})`
  const parts: SQL[] = fixed.map((t) => sql`b.brand_type = ${t}`)
  if (bizType === INDUSTRY_BIZ_TYPE_OTHERWISE) {
    // No industry, or one that gives another business type.
    const others = industries.filter((i) => i.bizType !== bizType).map((i) => i.id)
    parts.push(others.length ? sql`(${notFixed} and (b.industry_id is null or b.industry_id not in (${idList(others)})))` : notFixed)
  } else {
    const byIndustry = industries.filter((i) => i.bizType === bizType).map((i) => i.id)
    if (byIndustry.length) parts.push(sql`(${notFixed} and b.industry_id in (${idList(byIndustry)}))`)
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
}

/** "Brand name contains", through the name-pieces index of the brand list (migration 0007). */
export const sellerNameConditions = (name: string): SQL[] => [sql`b.name_grams @> brand_name_query_grams(${name})`, sql`lower(b.name) like lower(${likeContains(name)})`]

/** "Group name contains": groups are few next to brands, so their ids are found first. */
export const groupNameCondition = (name: string): SQL => sql`b.group_id in (select id from groups where name ilike ${likeContains(name)})`

/** `timestamptz` as the console shows it: YYYY-MM-DD HH:mm:ss, China time. */
export const chinaTime = (expr: string) => `to_char(${expr} at time zone interval '+08:00', 'YYYY-MM-DD HH24:MI:SS')`
