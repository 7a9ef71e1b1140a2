import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { menus, roleMenus, roles } from './access.table.js'

export const findRoleIdsByKey = async (db: DbOrTx) => new Map((await db.select({ id: roles.id, key: roles.key }).from(roles)).filter((r) => r.key).map((r) => [r.key!, r.id]))

export const insertRole = async (db: DbOrTx, role: { key: string; name: string; scope: number }) =>
  (await db.insert(roles).values(role).returning({ id: roles.id }))[0]!.id

export const findMenuIdsByKey = async (db: DbOrTx) => new Map((await db.select({ id: menus.id, key: menus.key }).from(menus)).filter((r) => r.key).map((r) => [r.key!, r.id]))

/** A node of a database made before menu keys: found by parent, name, path and code. */
export const findUnkeyedMenu = async (db: DbOrTx, node: { pid: number; name: string; path: string; code: string }) =>
  (
    await db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.pid, node.pid), eq(menus.name, node.name), eq(menus.path, node.path), eq(menus.code, node.code), isNull(menus.key)))
      .limit(1)
  )[0]?.id ?? null

export const setMenuKey = (db: DbOrTx, id: number, key: string) => db.update(menus).set({ key }).where(eq(menus.id, id))

export const insertMenu = async (db: DbOrTx, values: typeof menus.$inferInsert) => (await db.insert(menus).values(values).returning({ id: menus.id }))[0]!.id

export const grantMenu = (db: DbOrTx, roleIds: number[], menuId: number) =>
  db.insert(roleMenus).values(roleIds.map((roleId) => ({ roleId, menuId }))).onConflictDoNothing()
