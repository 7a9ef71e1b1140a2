import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import { likeContains } from '../../lib/sql-literal.js'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { metadataBasicFields } from './metadata.table.js'

export type BasicFieldRecord = typeof metadataBasicFields.$inferSelect

export const insertBasicFields = async (db: DbOrTx, rows: Array<Omit<typeof metadataBasicFields.$inferInsert, 'id'>>) => {
  if (rows.length > 0) await db.insert(metadataBasicFields).values(rows).onConflictDoNothing()
}

export const listBasicFields = async (db: DbOrTx, f: { module?: string | undefined; status?: number | undefined; fieldName?: string | undefined }, pageNum: number, pageSize: number) => {
  const where = and(
    f.module ? eq(metadataBasicFields.module, f.module) : undefined,
    f.status === undefined ? undefined : eq(metadataBasicFields.status, f.status),
    f.fieldName ? or(ilike(metadataBasicFields.fieldName, likeContains(f.fieldName)), ilike(metadataBasicFields.fieldCode, likeContains(f.fieldName))) : undefined,
  )
  const total = await db.$count(metadataBasicFields, where)
  const rows = await pageRows(db.select().from(metadataBasicFields).where(where).$dynamic(), [asc(metadataBasicFields.module), sql`(${metadataBasicFields.displayConfig}->>'sortNum')::int`, asc(metadataBasicFields.id)], pageNum, pageSize)
  return { rows, total }
}

export const findBasicField = async (db: DbOrTx, id: number) => (await db.select().from(metadataBasicFields).where(eq(metadataBasicFields.id, id)).for('update'))[0] ?? null
export const readBasicField = async (db: DbOrTx, id: number) => (await db.select().from(metadataBasicFields).where(eq(metadataBasicFields.id, id)).limit(1))[0] ?? null

export const insertBasicField = async (db: DbOrTx, values: Omit<typeof metadataBasicFields.$inferInsert, 'id'>) =>
  (await db.insert(metadataBasicFields).values(values).onConflictDoNothing().returning())[0] ?? null

export const updateBasicField = async (db: DbOrTx, id: number, values: Partial<Omit<typeof metadataBasicFields.$inferInsert, 'id'>>) =>
  (await db.update(metadataBasicFields).set(values).where(eq(metadataBasicFields.id, id)).returning())[0] ?? null

export const findBasicFieldByCode = async (db: DbOrTx, module: string, fieldCode: string) =>
  (await db.select().from(metadataBasicFields).where(and(eq(metadataBasicFields.module, module), eq(metadataBasicFields.fieldCode, fieldCode))).limit(1))[0] ?? null
