import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { smsCodes } from './login.table.js'

export type SmsCodeRow = typeof smsCodes.$inferSelect

/** Serialises sends and checks for one phone across every instance, for the rest of the transaction. */
export const lockPhone = (db: DbOrTx, phone: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`)

/** Send times for a phone (or an address) on a channel since `since`, oldest first. */
export const sendTimes = async (db: DbOrTx, by: { phone?: string; ip?: string }, channel: string, since: Date) => {
  const rows = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(
      and(
        by.phone ? eq(smsCodes.phone, by.phone) : eq(smsCodes.ip, by.ip!),
        eq(smsCodes.channel, channel),
        gt(smsCodes.createdAt, since),
      ),
    )
    .orderBy(smsCodes.createdAt)
  return rows.map((r) => r.at)
}

export const insertSmsCode = async (db: DbOrTx, values: typeof smsCodes.$inferInsert) =>
  (await db.insert(smsCodes).values(values).returning({ id: smsCodes.id }))[0]!.id

/** Codes made before `before`: past every use (5 minutes), ticket (10 minutes) and rate-limit window (a day). */
export const pruneSmsCodes = async (db: DbOrTx, before: Date) =>
  (await db.delete(smsCodes).where(lt(smsCodes.createdAt, before)).returning({ id: smsCodes.id })).length

export const deleteSmsCode = (db: DbOrTx, id: number) => db.delete(smsCodes).where(eq(smsCodes.id, id))

/** The newest live code for the phone and purpose; older ones are void once a newer one is sent. */
export const findLatestCode = async (db: DbOrTx, phone: string, purpose: number): Promise<SmsCodeRow | null> => {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  return row ?? null
}

export const updateSmsCode = (db: DbOrTx, id: number, values: Partial<typeof smsCodes.$inferInsert>) =>
  db.update(smsCodes).set(values).where(eq(smsCodes.id, id))

/** Spends a ticket: true only the first time, and only while it is valid. */
export const spendTicket = async (db: DbOrTx, ticketHash: string, phone: string, purpose: number, notBefore: Date, now: Date) => {
  const rows = await db
    .update(smsCodes)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(smsCodes.ticketHash, ticketHash),
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.ticketUsedAt),
        gt(smsCodes.consumedAt, notBefore),
      ),
    )
    .returning({ id: smsCodes.id })
  return rows.length === 1
}
