import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { brands } from '../brands/brands.table.js'
import { customerSuggests } from './feedback.table.js'
import { likeContains } from '../../lib/sql-literal.js'

export const insertFeedback = async (db: DbOrTx, rows: Array<typeof customerSuggests.$inferInsert>) => {
  if (rows.length > 0) await db.insert(customerSuggests).values(rows)
}

export interface FeedbackFilter {
  /** The caller's tenant scope. */
  scope: TenantScope
  /** One brand only (the menu badge's `store_id`). */
  brandId?: number | undefined
  status?: number | undefined
  keyword?: string | undefined
}

const where = ({ scope, brandId, status, keyword }: FeedbackFilter): SQL | undefined => {
  const parts: Array<SQL | undefined> = [brandRowsCondition(scope, { brandId: customerSuggests.brandId, groupId: brands.groupId })]
  if (brandId !== undefined) parts.push(eq(customerSuggests.brandId, brandId))
  if (status !== undefined) parts.push(eq(customerSuggests.status, status))
  if (keyword) {
    const like = likeContains(keyword)
    parts.push(or(ilike(customerSuggests.content, like), ilike(customerSuggests.contact, like)))
  }
  return and(...parts)
}

export const countFeedback = async (db: DbOrTx, filter: FeedbackFilter) => {
  const [row] = await db.select({ n: count() }).from(customerSuggests).innerJoin(brands, eq(brands.id, customerSuggests.brandId)).where(where(filter))
  return Number(row?.n ?? 0)
}

export const findFeedbackPage = (db: DbOrTx, filter: FeedbackFilter, pageNum: number, pageSize: number) => {
  const query = db.select({ row: customerSuggests, brandName: brands.name }).from(customerSuggests).innerJoin(brands, eq(brands.id, customerSuggests.brandId)).where(where(filter))
  return pageRows(query.$dynamic(), [desc(customerSuggests.createdAt), desc(customerSuggests.id)], pageNum, pageSize)
}

/** A feedback row with its brand's group, for the scope check. */
export const findFeedback = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ row: customerSuggests, groupId: brands.groupId })
    .from(customerSuggests)
    .innerJoin(brands, eq(brands.id, customerSuggests.brandId))
    .where(eq(customerSuggests.id, id))
  return row ?? null
}

export const markFeedbackHandled = (db: DbOrTx, id: number, accountId: number, now: Date) =>
  db
    .update(customerSuggests)
    .set({ status: 1, handledAt: now, handledBy: accountId })
    .where(and(eq(customerSuggests.id, id), eq(customerSuggests.status, 0)))
    .returning({ id: customerSuggests.id })

