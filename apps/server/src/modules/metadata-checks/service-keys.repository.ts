import { and, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { accounts } from '../accounts/accounts.table.js'
import { checkServiceKeys } from './metadata-checks.table.js'

export type ServiceKeyRow = typeof checkServiceKeys.$inferSelect

export const activeSecret = async (db: DbOrTx, keyId: string) =>
  (await db.select({ secret: checkServiceKeys.secret }).from(checkServiceKeys).where(and(eq(checkServiceKeys.keyId, keyId), isNull(checkServiceKeys.revokedAt))).limit(1))[0]?.secret ?? null

export const listServiceKeys = (db: DbOrTx) =>
  db.select({ key: checkServiceKeys, by: accounts.name }).from(checkServiceKeys).leftJoin(accounts, eq(accounts.id, checkServiceKeys.createdBy)).orderBy(desc(checkServiceKeys.id))

export const insertServiceKey = async (db: DbOrTx, values: typeof checkServiceKeys.$inferInsert) => (await db.insert(checkServiceKeys).values(values).returning())[0]!

export const revokeServiceKey = async (db: DbOrTx, id: number, at: Date) =>
  (await db.update(checkServiceKeys).set({ revokedAt: at }).where(and(eq(checkServiceKeys.id, id), isNull(checkServiceKeys.revokedAt))).returning())[0] ?? null
