import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { brands } from '../brands/brands.table.js'
import { customerSuggests } from './feedback.table.js'
import { likeContains } from '../../lib/sql-literal.js'

export interface FeedbackFilter {
  /** Brands the caller may see; null means every brand (the platform). */
  brandIds: number[] | null
  status?: number | undefined
  keyword?: string | undefined
}

const where = ({ brandIds, status, keyword }: FeedbackFilter): SQL | undefined => {
  const parts: Array<SQL | undefined> = []
  if (brandIds) parts.push(inArray(customerSuggests.brandId, brandIds.length > 0 ? brandIds : [-1]))
  if (status !== undefined) parts.push(eq(customerSuggests.status, status))
  if (keyword) {
    const like = likeContains(keyword)
    parts.push(or(ilike(customerSuggests.content, like), ilike(customerSuggests.contact, like)))
  }
  return and(...parts)
}

export const countFeedback = async (db: DbOrTx, filter: FeedbackFilter) => {
  const [row] = await db.select({ n: count() }).from(customerSuggests).where(where(filter))
  return Number(row?.n ?? 0)
}

export const findFeedbackPage = (db: DbOrTx, filter: FeedbackFilter, pageNum: number, pageSize: number) =>
  db
    .select({ row: customerSuggests, brandName: brands.name })
    .from(customerSuggests)
    .leftJoin(brands, eq(brands.id, customerSuggests.brandId))
    .where(where(filter))
    .orderBy(desc(customerSuggests.createdAt), desc(customerSuggests.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)

export const findFeedback = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(customerSuggests).where(eq(customerSuggests.id, id))
  return row ?? null
}

export const markFeedbackHandled = (db: DbOrTx, id: number, accountId: number, now: Date) =>
  db
    .update(customerSuggests)
    .set({ status: 1, handledAt: now, handledBy: accountId })
    .where(and(eq(customerSuggests.id, id), eq(customerSuggests.status, 0)))
    .returning({ id: customerSuggests.id })

/** The brands of a group: what a session acting for the group may see. */
export const findGroupBrandIds = (db: DbOrTx, groupId: number) =>
  db.select({ id: brands.id }).from(brands).where(eq(brands.groupId, groupId)).then((rows) => rows.map((r) => r.id))
