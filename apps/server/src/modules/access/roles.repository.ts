import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { likeContains } from '../../lib/sql-literal.js'
import { groups } from '../groups/groups.table.js'
import { accountOrgs, menus, roleMenus, roles } from './access.table.js'

export type RoleRecord = typeof roles.$inferSelect

export interface RoleFilter {
  name?: string | undefined
  orgType?: number | undefined
  status?: number | undefined
}

// Correlated subqueries, written with qualified names: drizzle leaves columns unqualified in a one-table select.
const accountCount = sql<number>`(select count(distinct ao.account_id)::int from account_orgs ao where ao.role_id = "roles"."id")`
const grantCount = sql<number>`(select count(*)::int from role_menus rm join menus m on m.id = rm.menu_id where rm.role_id = "roles"."id" and m.type <> 1)`

/** Roles matching the filter, newest change first, with how many accounts hold each and what it grants. */
export const listRoles = async (db: DbOrTx, filter: RoleFilter, pageNum: number, pageSize: number) => {
  const conditions: SQL[] = []
  if (filter.name) conditions.push(ilike(roles.name, likeContains(filter.name)))
  if (filter.orgType !== undefined) conditions.push(eq(roles.scope, filter.orgType))
  if (filter.status !== undefined) conditions.push(eq(roles.status, filter.status))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    pageRows(db.select({ role: roles, accountCount, grantCount }).from(roles).where(where).$dynamic(), [desc(roles.updatedAt), desc(roles.id)], pageNum, pageSize),
    db.$count(roles, where),
  ])
  return { rows, total }
}

export const findRoleWithCounts = async (db: DbOrTx, id: number) => {
  const [row] = await db.select({ role: roles, accountCount, grantCount }).from(roles).where(eq(roles.id, id)).limit(1)
  return row ?? null
}

/** The role row locked for a change (FOR UPDATE), or null. */
export const lockRole = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).for('update').limit(1)
  return row ?? null
}

export const findRoleByName = async (db: DbOrTx, name: string, orgType: number, exceptId?: number) => {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), eq(roles.scope, orgType), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1)
  return row ?? null
}

export const findRoleMenuIds = async (db: DbOrTx, roleId: number): Promise<number[]> =>
  (await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.id)

/** Every menu node, as the role editor and the normalisation need it. */
export const findMenuNodes = (db: DbOrTx) =>
  db
    .select({ id: menus.id, pid: menus.pid, name: menus.name, path: menus.path, code: menus.code, type: menus.type, sort: menus.sort })
    .from(menus)
    .orderBy(asc(menus.pid), asc(menus.sort), asc(menus.id))

/** Which roles hold each node. */
export const findMenuHolders = (db: DbOrTx) =>
  db
    .select({ menuId: roleMenus.menuId, id: roles.id, name: roles.name })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .orderBy(asc(roles.id))

export interface RoleValues {
  name: string
  scope: number
  remark: string
  dataScopeGroupIds: number[] | null
  at: Date
}

export const insertRole = async (db: DbOrTx, values: RoleValues & { status?: number }) => {
  const { at, ...rest } = values
  const [row] = await db.insert(roles).values({ ...rest, createdAt: at, updatedAt: at }).returning({ id: roles.id })
  return row!.id
}

export const updateRole = (db: DbOrTx, id: number, values: RoleValues) => {
  const { at, ...rest } = values
  return db.update(roles).set({ ...rest, updatedAt: at, version: sql`${roles.version} + 1` }).where(eq(roles.id, id))
}

export const setRoleStatus = (db: DbOrTx, id: number, status: number, at: Date) =>
  db.update(roles).set({ status, updatedAt: at, version: sql`${roles.version} + 1` }).where(eq(roles.id, id))

export const replaceRoleMenus = async (db: DbOrTx, roleId: number, menuIds: number[]) => {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId))
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })))
}

export const countRoleHolders = async (db: DbOrTx, roleId: number) => {
  const [row] = await db.select({ n: sql<number>`count(distinct ${accountOrgs.accountId})::int` }).from(accountOrgs).where(eq(accountOrgs.roleId, roleId))
  return row?.n ?? 0
}

export const deleteRole = (db: DbOrTx, id: number) => db.delete(roles).where(eq(roles.id, id))

export const findRolesByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(roles).where(inArray(roles.id, ids)) : Promise.resolve([] as RoleRecord[])

/** Which of these group ids exist. */
export const findExistingGroupIds = async (db: DbOrTx, ids: number[]): Promise<number[]> =>
  ids.length ? (await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids))).map((r) => r.id) : []
