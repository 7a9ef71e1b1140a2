import { lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { signedNonces } from './signed-nonces.table.js'

/**
 * Spends a nonce: true when no instance has spent it within the window. A row whose time has passed
 * is taken over (the timestamp check already refuses a call that old).
 */
export const claimNonce = async (db: DbOrTx, key: string, now: Date, expiresAt: Date): Promise<boolean> => {
  const rows = await db
    .insert(signedNonces)
    .values({ key, expiresAt })
    .onConflictDoUpdate({
      target: signedNonces.key,
      set: { expiresAt: sql`excluded.expires_at` },
      setWhere: lt(signedNonces.expiresAt, now),
    })
    .returning({ key: signedNonces.key })
  return rows.length > 0
}

export const pruneNonces = async (db: DbOrTx, now: Date) =>
  (await db.delete(signedNonces).where(lt(signedNonces.expiresAt, now)).returning({ key: signedNonces.key })).length
