import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import { OrgType, type StoredDefinitionFields } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { likeContains } from '../../lib/sql-literal.js'
import { accountOrgs, menus, roleMenus, roles } from '../access/access.table.js'
import { accounts } from '../accounts/accounts.table.js'
import { metadataDefinitionLogs, metadataDefinitions, metadataDictData } from './metadata.table.js'

export type DictRecord = typeof metadataDictData.$inferSelect
export type DefinitionRecord = typeof metadataDefinitions.$inferSelect
export type DefinitionLogRecord = typeof metadataDefinitionLogs.$inferSelect

// ——— dictionaries ———

export const listDict = (db: DbOrTx, nameType: string, pid?: number) =>
  db
    .select()
    .from(metadataDictData)
    .where(and(eq(metadataDictData.nameType, nameType), pid === undefined ? undefined : eq(metadataDictData.pid, pid)))
    .orderBy(asc(metadataDictData.sort), asc(metadataDictData.id))

export const listDictIn = (db: DbOrTx, nameType: string, pids: number[]) =>
  pids.length === 0
    ? Promise.resolve([] as DictRecord[])
    : db.select().from(metadataDictData).where(and(eq(metadataDictData.nameType, nameType), inArray(metadataDictData.pid, pids))).orderBy(asc(metadataDictData.sort), asc(metadataDictData.id))

export const findDictById = async (db: DbOrTx, id: number) => (await db.select().from(metadataDictData).where(eq(metadataDictData.id, id)).limit(1))[0] ?? null

export const findDictByKey = async (db: DbOrTx, nameType: string, dataKey: string, pid?: number) =>
  (
    await db
      .select()
      .from(metadataDictData)
      .where(and(eq(metadataDictData.nameType, nameType), eq(metadataDictData.dataKey, dataKey), pid === undefined ? undefined : eq(metadataDictData.pid, pid)))
      .orderBy(asc(metadataDictData.id))
      .limit(1)
  )[0] ?? null

/** Inserts the entries that are not there yet; answers the ids of every entry, new or old, by key. */
export const insertDictItems = async (db: DbOrTx, items: Array<{ nameType: string; pid: number; dataKey: string; dataValue: string; sort: number }>) => {
  if (items.length === 0) return []
  await db.insert(metadataDictData).values(items).onConflictDoNothing()
  return db
    .select()
    .from(metadataDictData)
    .where(or(...items.map((i) => and(eq(metadataDictData.nameType, i.nameType), eq(metadataDictData.pid, i.pid), eq(metadataDictData.dataKey, i.dataKey)))))
}

/** A new entry, or null when its key is taken under the same parent. */
export const insertDictItem = async (db: DbOrTx, item: { nameType: string; pid: number; dataKey: string; dataValue: string; sort: number }) =>
  (await db.insert(metadataDictData).values(item).onConflictDoNothing().returning())[0] ?? null

export const nextDictSort = async (db: DbOrTx, nameType: string, pid: number) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${metadataDictData.sort}), -1)::int + 1` })
    .from(metadataDictData)
    .where(and(eq(metadataDictData.nameType, nameType), eq(metadataDictData.pid, pid)))
  return row?.n ?? 0
}

// ——— definitions ———

export interface DefinitionFilter {
  dataType?: string | undefined
  parentNode?: string | undefined
  module?: string | undefined
  entity?: string | undefined
  status?: number | undefined
  name?: string | undefined
}

const definitionWhere = (f: DefinitionFilter) =>
  and(
    f.dataType ? eq(metadataDefinitions.dataType, f.dataType) : undefined,
    // A parent node filter matches the node's key (the triple's first part) and so its whole subtree is the caller's to send.
    f.parentNode ? or(eq(metadataDefinitions.parentNode, f.parentNode), ilike(metadataDefinitions.parentNode, `${f.parentNode.split(',')[0]!.replace(/[\\%_]/g, (c) => `\\${c}`)},%`)) : undefined,
    f.module ? eq(metadataDefinitions.module, f.module) : undefined,
    f.entity ? eq(metadataDefinitions.entity, f.entity) : undefined,
    f.status === undefined ? undefined : eq(metadataDefinitions.status, f.status),
    f.name ? or(ilike(metadataDefinitions.fieldName, likeContains(f.name)), ilike(metadataDefinitions.fieldCode, likeContains(f.name))) : undefined,
  )

/** A page of definitions, smaller display order first (spec 3 §5.3). */
export const listDefinitions = async (db: DbOrTx, filter: DefinitionFilter, pageNum: number, pageSize: number) => {
  const where = definitionWhere(filter)
  const total = await db.$count(metadataDefinitions, where)
  const rows = await pageRows(db.select().from(metadataDefinitions).where(where).$dynamic(), [asc(metadataDefinitions.module), asc(metadataDefinitions.entity), asc(metadataDefinitions.sortNum), asc(metadataDefinitions.id)], pageNum, pageSize)
  return { rows, total }
}

export const findDefinition = async (db: DbOrTx, id: number) => (await db.select().from(metadataDefinitions).where(eq(metadataDefinitions.id, id)).limit(1))[0] ?? null

export const findDefinitionForUpdate = async (db: DbOrTx, id: number) =>
  (await db.select().from(metadataDefinitions).where(eq(metadataDefinitions.id, id)).for('update'))[0] ?? null

export const findDefinitionByCode = async (db: DbOrTx, module: string, entity: string, fieldCode: string, exceptId?: number) =>
  (
    await db
      .select()
      .from(metadataDefinitions)
      .where(
        and(
          eq(metadataDefinitions.module, module),
          eq(metadataDefinitions.entity, entity),
          eq(metadataDefinitions.fieldCode, fieldCode),
          exceptId === undefined ? undefined : ne(metadataDefinitions.id, exceptId),
        ),
      )
      .limit(1)
  )[0] ?? null

export const listDefinitionsOf = (db: DbOrTx, module?: string) =>
  db
    .select()
    .from(metadataDefinitions)
    .where(module ? eq(metadataDefinitions.module, module) : undefined)
    .orderBy(asc(metadataDefinitions.module), asc(metadataDefinitions.entity), asc(metadataDefinitions.sortNum), asc(metadataDefinitions.id))

const columnsOf = (f: StoredDefinitionFields) => ({
  module: f.module,
  entity: f.entity,
  fieldCode: f.fieldCode,
  fieldName: f.fieldName,
  parentNode: f.parentNode,
  dataType: f.dataType,
  controlType: f.controlType,
  sortNum: f.sortNum,
  fields: f,
})

/** A new definition, or null when its field code is taken in the module and entity. */
export const insertDefinition = async (db: DbOrTx, f: StoredDefinitionFields, values: { status: number; by: number; at: Date }) =>
  (
    await db
      .insert(metadataDefinitions)
      .values({ ...columnsOf(f), status: values.status, submittedBy: values.by, submittedAt: values.at, createdBy: values.by, createdAt: values.at, updatedAt: values.at })
      .onConflictDoNothing()
      .returning()
  )[0] ?? null

export type DefinitionChange = Partial<Pick<DefinitionRecord, 'status' | 'revision' | 'submittedBy' | 'submittedAt' | 'reviewedBy' | 'authMsg' | 'authAt'>> & {
  fields?: StoredDefinitionFields
  at: Date
}

/** Writes a change at the version read; null when the row changed meanwhile. */
export const updateDefinition = async (db: DbOrTx, id: number, version: number, change: DefinitionChange) => {
  const { fields, at, ...rest } = change
  const [row] = await db
    .update(metadataDefinitions)
    .set({ ...rest, ...(fields ? columnsOf(fields) : {}), updatedAt: at, version: sql`${metadataDefinitions.version} + 1` })
    .where(and(eq(metadataDefinitions.id, id), eq(metadataDefinitions.version, version)))
    .returning()
  return row ?? null
}

export const deleteDefinition = async (db: DbOrTx, id: number) =>
  (await db.delete(metadataDefinitions).where(eq(metadataDefinitions.id, id)).returning({ id: metadataDefinitions.id })).length > 0

export const accountNames = async (db: DbOrTx, ids: Array<number | null>) => {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))]
  if (wanted.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: accounts.id, name: sql<string>`coalesce(nullif(${accounts.name}, ''), ${accounts.username})` })
    .from(accounts)
    .where(inArray(accounts.id, wanted))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Accounts that may review: enabled, acting for the platform with an enabled role that holds `code`. */
export const reviewerAccountIds = async (db: DbOrTx, code: string) => {
  const rows = await db
    .selectDistinct({ id: accounts.id })
    .from(accountOrgs)
    .innerJoin(accounts, eq(accounts.id, accountOrgs.accountId))
    .innerJoin(roles, eq(roles.id, accountOrgs.roleId))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(accountOrgs.orgType, OrgType.platform), eq(accounts.status, 1), eq(roles.status, 1), eq(menus.code, code)))
  return rows.map((r) => r.id)
}

// ——— the log ———

export const insertDefinitionLog = async (db: DbOrTx, entry: Omit<typeof metadataDefinitionLogs.$inferInsert, 'id'>) => {
  await db.insert(metadataDefinitionLogs).values(entry)
}

export interface DefinitionLogFilter {
  id?: number | undefined
  action?: string | undefined
  name?: string | undefined
  /** Part of the operator's name as logged. */
  operator?: string | undefined
  /** China days, both ends included. */
  createdAtBegin?: string | undefined
  createdAtEnd?: string | undefined
}

export const listDefinitionLogs = async (db: DbOrTx, filter: DefinitionLogFilter, pageNum: number, pageSize: number) => {
  const where = and(
    filter.id === undefined ? undefined : eq(metadataDefinitionLogs.definitionId, filter.id),
    filter.action ? eq(metadataDefinitionLogs.action, filter.action) : undefined,
    filter.name ? or(ilike(metadataDefinitionLogs.fieldName, likeContains(filter.name)), ilike(metadataDefinitionLogs.fieldCode, likeContains(filter.name))) : undefined,
    filter.operator ? ilike(metadataDefinitionLogs.accountName, likeContains(filter.operator)) : undefined,
    filter.createdAtBegin ? sql`${metadataDefinitionLogs.createdAt} >= ${`${filter.createdAtBegin} 00:00:00+08:00`}::timestamptz` : undefined,
    filter.createdAtEnd ? sql`${metadataDefinitionLogs.createdAt} < ${`${filter.createdAtEnd} 00:00:00+08:00`}::timestamptz + interval '1 day'` : undefined,
  )
  const total = await db.$count(metadataDefinitionLogs, where)
  const rows = await pageRows(db.select().from(metadataDefinitionLogs).where(where).$dynamic(), [desc(metadataDefinitionLogs.id)], pageNum, pageSize)
  return { rows, total }
}
