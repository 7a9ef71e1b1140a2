import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { updateAtVersion } from '../../db/versioned.repository.js'
import { qrAppRegistrations } from './qr-rules.table.js'

export type QrAppRecord = typeof qrAppRegistrations.$inferSelect
export type QrAppValues = Omit<typeof qrAppRegistrations.$inferInsert, 'id' | 'version'>

export const listAppRegistrations = async (db: DbOrTx) => db.select().from(qrAppRegistrations).orderBy(asc(qrAppRegistrations.channel), asc(qrAppRegistrations.id))

export const findAppRegistrationForUpdate = async (db: DbOrTx, id: number) =>
  (await db.select().from(qrAppRegistrations).where(eq(qrAppRegistrations.id, id)).for('update'))[0] ?? null

export const findAppRegistrationByApp = async (db: DbOrTx, channel: number, appId: string) =>
  (await db.select({ id: qrAppRegistrations.id }).from(qrAppRegistrations).where(and(eq(qrAppRegistrations.channel, channel), eq(qrAppRegistrations.appId, appId))).limit(1))[0] ?? null

export const insertAppRegistration = async (db: DbOrTx, values: QrAppValues) =>
  (await db.insert(qrAppRegistrations).values(values).onConflictDoNothing().returning({ id: qrAppRegistrations.id }))[0]?.id ?? null

export const updateAppRegistrationAtVersion = async (db: DbOrTx, id: number, version: number, values: Partial<QrAppValues>) =>
  (await updateAtVersion(db, qrAppRegistrations, id, version, values)) !== null

/** Deletes the registration `id`; false when there is none. */
export const deleteAppRegistration = async (db: DbOrTx, id: number) =>
  (await db.delete(qrAppRegistrations).where(eq(qrAppRegistrations.id, id)).returning({ id: qrAppRegistrations.id })).length > 0

/** The verification file a platform asks for at `{prefix}{name}`. */
export const findVerifyFile = async (db: DbOrTx, name: string) =>
  (await db.select({ content: qrAppRegistrations.verifyFileContent }).from(qrAppRegistrations).where(eq(qrAppRegistrations.verifyFileName, name)).limit(1))[0] ?? null

export const insertAppRegistrations = async (db: DbOrTx, rows: QrAppValues[]) => {
  if (rows.length > 0) await db.insert(qrAppRegistrations).values(rows).onConflictDoNothing()
}
