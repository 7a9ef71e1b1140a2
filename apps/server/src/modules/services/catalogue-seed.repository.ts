import { eq, like } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { produceCodes, produceMolds, produceTypes } from './services.table.js'

export const insertProduceType = async (db: DbOrTx, values: typeof produceTypes.$inferInsert) =>
  (await db.insert(produceTypes).values(values).returning({ id: produceTypes.id }))[0]!.id

/** Null when a category of that name exists. */
export const insertMoldIfNew = async (db: DbOrTx, values: typeof produceMolds.$inferInsert) =>
  (await db.insert(produceMolds).values(values).onConflictDoNothing().returning({ id: produceMolds.id }))[0]?.id ?? null

export const updateProduceTypesByPrefix = (db: DbOrTx, prefix: string, values: Partial<typeof produceTypes.$inferInsert>) =>
  db.update(produceTypes).set(values).where(like(produceTypes.produceType, `${prefix}%`))

export const findProduceTypeId = async (db: DbOrTx, produceType: string) =>
  (await db.select({ id: produceTypes.id }).from(produceTypes).where(eq(produceTypes.produceType, produceType)).limit(1))[0]?.id ?? null

export const insertProduceCodes = async (db: DbOrTx, rows: Array<typeof produceCodes.$inferInsert>) => {
  if (rows.length > 0) await db.insert(produceCodes).values(rows).onConflictDoNothing()
}
