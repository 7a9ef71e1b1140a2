import { and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { likeContains } from '../../lib/sql-literal.js'
import { configFieldCodes, configFields, configFieldVersions } from './config-center.table.js'

export type ConfigFieldRecord = typeof configFields.$inferSelect
export type ConfigFieldValues = Omit<typeof configFields.$inferInsert, 'id' | 'version'>

export interface DictionaryFilter {
  fieldName?: string | undefined
  fieldCode?: string | undefined
  applyType?: number | undefined
  serviceModule?: string | undefined
  bizType?: number | undefined
  status?: number | undefined
}

const whereOf = (f: DictionaryFilter) =>
  and(
    f.fieldName ? ilike(configFields.fieldName, likeContains(f.fieldName)) : undefined,
    f.fieldCode ? ilike(configFields.fieldCode, likeContains(f.fieldCode)) : undefined,
    f.applyType === undefined ? undefined : eq(configFields.applyType, f.applyType),
    f.serviceModule ? eq(configFields.serviceModule, f.serviceModule) : undefined,
    // bizTypes is a sorted comma list of single digits: match the digit as a list item.
    f.bizType === undefined ? undefined : sql`(',' || ${configFields.bizTypes} || ',') like ${`%,${f.bizType},%`}`,
    f.status === undefined ? undefined : eq(configFields.status, f.status),
  )

/** A page of dictionary fields, smaller sortNum first (spec 2 §3), then newest. */
export const listFields = async (db: DbOrTx, filter: DictionaryFilter, pageNum: number, pageSize: number) => {
  const where = whereOf(filter)
  const total = await db.$count(configFields, where)
  const rows = await pageRows(db.select().from(configFields).where(where).$dynamic(), [asc(configFields.applyType), asc(configFields.sortNum), desc(configFields.id)], pageNum, pageSize)
  return { rows, total }
}

export const findField = async (db: DbOrTx, id: number) => (await db.select().from(configFields).where(eq(configFields.id, id)).limit(1))[0] ?? null

export const findFieldByCode = async (db: DbOrTx, code: string) => (await db.select().from(configFields).where(eq(configFields.fieldCode, code)).limit(1))[0] ?? null

export const findFieldForUpdate = async (db: DbOrTx, id: number) => (await db.select().from(configFields).where(eq(configFields.id, id)).for('update'))[0] ?? null

export const insertField = async (db: DbOrTx, values: ConfigFieldValues) => {
  const [row] = await db.insert(configFields).values(values).onConflictDoNothing().returning()
  return row ?? null
}

/** Writes the field if it is still at `version`; null when it changed meanwhile. */
export const updateFieldAtVersion = async (db: DbOrTx, id: number, version: number, values: Partial<ConfigFieldValues>) => {
  const [row] = await db
    .update(configFields)
    .set({ ...values, version: sql`${configFields.version} + 1` })
    .where(and(eq(configFields.id, id), eq(configFields.version, version)))
    .returning()
  return row ?? null
}

/** The codes (own and dependents') other fields than `fieldId` already use, among `codes`. */
export const codesTakenByOthers = async (db: DbOrTx, codes: string[], fieldId: number | null) => {
  if (codes.length === 0) return []
  return db
    .select({ code: configFieldCodes.code, fieldCode: configFields.fieldCode })
    .from(configFieldCodes)
    .innerJoin(configFields, eq(configFields.id, configFieldCodes.fieldId))
    .where(and(inArray(configFieldCodes.code, codes), fieldId === null ? undefined : ne(configFieldCodes.fieldId, fieldId)))
}

/** Replaces a field's registered codes; false when another field took one meanwhile. */
export const replaceFieldCodes = async (db: DbOrTx, fieldId: number, codes: string[]) => {
  await db.delete(configFieldCodes).where(eq(configFieldCodes.fieldId, fieldId))
  const inserted = await db
    .insert(configFieldCodes)
    .values(codes.map((code) => ({ code, fieldId })))
    .onConflictDoNothing()
    .returning({ code: configFieldCodes.code })
  return inserted.length === codes.length
}

export const insertFieldVersion = async (db: DbOrTx, values: typeof configFieldVersions.$inferInsert) => {
  await db.insert(configFieldVersions).values(values)
}

export const listFieldVersions = async (db: DbOrTx, fieldId: number) =>
  db.select().from(configFieldVersions).where(eq(configFieldVersions.fieldId, fieldId)).orderBy(desc(configFieldVersions.version))
