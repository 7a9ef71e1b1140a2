import { eq, inArray } from 'drizzle-orm'
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

/** The account's own new password: any one-time password an administrator set is spent with it. */
export const updatePasswordHash = (db: DbOrTx, id: number, passwordHash: string, now: Date) =>
  db.update(accounts).set({ passwordHash, passwordChangedAt: now, updatedAt: now, mustChangePassword: false }).where(eq(accounts.id, id))

/** Adds the accounts whose username is not taken yet (no password: they sign in by SMS code); answers id by username for all. */
export const insertMissingAccounts = async (db: DbOrTx, values: Array<typeof accounts.$inferInsert>) => {
  if (values.length === 0) return new Map<string, number>()
  await db.insert(accounts).values(values).onConflictDoNothing()
  const rows = await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(inArray(accounts.username, values.map((v) => v.username)))
  return new Map(rows.map((r) => [r.username, r.id]))
}
