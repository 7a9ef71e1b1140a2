import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { accounts } from './accounts.table.js'

export type AccountRow = typeof accounts.$inferSelect

export const findAccountByUsername = async (db: DbOrTx, username: string): Promise<AccountRow | null> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1)
  return row ?? null
}

export const findAccountById = async (db: DbOrTx, id: number): Promise<AccountRow | null> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1)
  return row ?? null
}

export const insertAccount = async (db: DbOrTx, values: typeof accounts.$inferInsert) => {
  const [row] = await db.insert(accounts).values(values).returning()
  return row!
}

export const updatePasswordHash = (db: DbOrTx, id: number, passwordHash: string, now: Date) =>
  db.update(accounts).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(accounts.id, id))
