import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { storedFiles } from './files.table.js'

export type StoredFile = typeof storedFiles.$inferSelect

export const insertStoredFile = (db: DbOrTx, values: typeof storedFiles.$inferInsert) =>
  db.insert(storedFiles).values(values)

export const findStoredFile = async (db: DbOrTx, key: string): Promise<StoredFile | null> => {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1)
  return row ?? null
}
