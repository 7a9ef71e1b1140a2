import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client.js'

/**
 * Page `pageNum` (counted from 1) of a list query, `pageSize` rows, in `order`. The query comes
 * `.$dynamic()`, its `where` already applied: `pageRows(db.select(…).from(…).where(where).$dynamic(), [desc(t.id)], pageNum, pageSize)`.
 */
export const pageRows = <T extends PgSelect>(query: T, order: SQL[], pageNum: number, pageSize: number) =>
  query.orderBy(...order).limit(pageSize).offset((pageNum - 1) * pageSize)

/**
 * How many rows `matches` finds, counted no further than `cap` (`total` is then the cap and `capped`
 * true): a common word on a large table no longer counts every match on every page. `matches` is a
 * query (`select 1 from … where …`, drizzle's or SQL text); any `cap + 1` rows will do, so it needs no order.
 */
export const countUpTo = async (db: DbOrTx, matches: SQLWrapper, cap: number) => {
  const result = (await db.execute(sql`select count(*)::int as n from (${matches} limit ${cap + 1}) x`)) as unknown as { rows: Array<{ n: number }> }
  const n = Number(result.rows[0]?.n ?? 0)
  return { total: Math.min(n, cap), capped: n > cap }
}
