import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { updateNotices } from './notices.table.js'

export type UpdateNoticeRow = typeof updateNotices.$inferSelect

export const findLatestNotice = async (db: DbOrTx, serviceType: number): Promise<UpdateNoticeRow | null> => {
  const [row] = await db
    .select()
    .from(updateNotices)
    .where(eq(updateNotices.serviceType, serviceType))
    .orderBy(desc(updateNotices.createdAt), desc(updateNotices.id))
    .limit(1)
  return row ?? null
}

/** The newest notice of every service type. */
export const findLatestPerServiceType = (db: DbOrTx): Promise<UpdateNoticeRow[]> =>
  db
    .selectDistinctOn([updateNotices.serviceType])
    .from(updateNotices)
    .orderBy(updateNotices.serviceType, desc(updateNotices.createdAt), desc(updateNotices.id))

export const insertNotice = (db: DbOrTx, values: typeof updateNotices.$inferInsert) =>
  db.insert(updateNotices).values(values).returning()

