import { asc, count, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { orderBatchResults } from './batch-results.table.js'

export type NewBatchResult = typeof orderBatchResults.$inferInsert

export const insertBatchResults = (db: DbOrTx, rows: NewBatchResult[]) =>
  rows.length ? db.insert(orderBatchResults).values(rows) : Promise.resolve()

export const findBatchResultPage = (db: DbOrTx, planId: number, offset: number, limit: number) =>
  db
    .select()
    .from(orderBatchResults)
    .where(eq(orderBatchResults.planId, planId))
    .orderBy(asc(orderBatchResults.id))
    .limit(limit)
    .offset(offset)

export const countBatchResults = async (db: DbOrTx, planId: number) => {
  const [row] = await db
    .select({
      total: count(),
      success: sql<number>`count(*) filter (where ${orderBatchResults.operateFlag} = 1)::int`,
    })
    .from(orderBatchResults)
    .where(eq(orderBatchResults.planId, planId))
  const total = row?.total ?? 0
  const success = Number(row?.success ?? 0)
  return { total, success, failed: total - success }
}
