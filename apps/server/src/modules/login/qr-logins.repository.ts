import { and, eq, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { qrLogins } from './login.table.js'

export type QrLoginRow = typeof qrLogins.$inferSelect

export const insertQrLogin = (db: DbOrTx, values: typeof qrLogins.$inferInsert) => db.insert(qrLogins).values(values)

export const findQrLogin = async (db: DbOrTx, key: string): Promise<QrLoginRow | null> => {
  const [row] = await db.select().from(qrLogins).where(eq(qrLogins.key, key)).limit(1)
  return row ?? null
}

/** Moves a QR sign-in from one state to the next only if it is still in `from` (no lost updates). */
export const moveQrLogin = async (db: DbOrTx, key: string, from: number, values: Partial<typeof qrLogins.$inferInsert>) => {
  const rows = await db
    .update(qrLogins)
    .set(values)
    .where(and(eq(qrLogins.key, key), eq(qrLogins.state, from)))
    .returning({ key: qrLogins.key })
  return rows.length === 1
}

/** QR sign-ins that expired before `before`: nobody can scan or spend them any more. */
export const pruneQrLogins = async (db: DbOrTx, before: Date) =>
  (await db.delete(qrLogins).where(lt(qrLogins.expiresAt, before)).returning({ key: qrLogins.key })).length
