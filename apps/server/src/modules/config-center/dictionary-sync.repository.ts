import { eq, inArray, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { configFields } from './config-center.table.js'
import { dictionarySync } from './dictionary-sync.table.js'

/**
 * Claims a request id for this transaction: true when it is new. A second claim of the same id waits
 * for the first transaction (the primary key's lock) and then finds it taken.
 */
export const claimSyncRequest = async (tx: DbOrTx, requestId: string, source: string, bodyHash: string, at: Date) => {
  const rows = await tx
    .insert(dictionarySync)
    .values({ requestId, source, bodyHash, statusCode: 0, response: {}, createdAt: at })
    .onConflictDoNothing()
    .returning({ requestId: dictionarySync.requestId })
  return rows.length === 1
}

export const findSyncRequest = async (db: DbOrTx, requestId: string) =>
  (await db.select().from(dictionarySync).where(eq(dictionarySync.requestId, requestId)).limit(1))[0] ?? null

/** Stores the answer of a claimed request. */
export const finishSyncRequest = async (tx: DbOrTx, requestId: string, statusCode: number, response: Record<string, unknown>) => {
  await tx.update(dictionarySync).set({ statusCode, response }).where(eq(dictionarySync.requestId, requestId))
}

/** Forgets requests older than `before`: a sender retries within minutes, not weeks. */
export const pruneSyncRequests = async (db: DbOrTx, before: Date) =>
  (await db.delete(dictionarySync).where(lt(dictionarySync.createdAt, before)).returning({ requestId: dictionarySync.requestId })).length

/** The dictionary fields with these codes (the receiver's side of a plan). */
export const findFieldsByCodes = async (db: DbOrTx, codes: string[]) => (codes.length === 0 ? [] : db.select().from(configFields).where(inArray(configFields.fieldCode, codes)))

/** The field with this code, locked until the transaction ends. */
export const findFieldByCodeForUpdate = async (tx: DbOrTx, code: string) => (await tx.select().from(configFields).where(eq(configFields.fieldCode, code)).for('update'))[0] ?? null
