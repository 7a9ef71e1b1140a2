import { and, asc, count, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { menus, roleMenus, roles } from './access.table.js'

export type MenuRow = typeof menus.$inferSelect

/** Every menu node (directories, pages and buttons) the role holds, in tree order. */
export const findRoleMenus = (db: DbOrTx, roleId: number): Promise<MenuRow[]> =>
  db
    .select({ menu: menus })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(menus.pid), asc(menus.sort), asc(menus.id))
    .then((rows) => rows.map((r) => r.menu))

/** Whether the role holds a permission code (a button node's `code`). */
export const roleHasCode = async (db: DbOrTx, roleId: number, code: string): Promise<boolean> => {
  const rows = await db
    .select({ id: menus.id })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), eq(menus.code, code), ne(menus.code, '')))
    .limit(1)
  return rows.length > 0
}

/** Whether the role holds the menu page (a directory or page node with that path). */
export const roleHasPage = async (db: DbOrTx, roleId: number, path: string): Promise<boolean> => {
  const rows = await db
    .select({ id: menus.id })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), eq(menus.path, path), ne(menus.type, 4)))
    .limit(1)
  return rows.length > 0
}

/** Every menu node with how many roles hold it, in tree order. */
export const findAllMenusWithRoleCounts = (db: DbOrTx) =>
  db
    .select({ menu: menus, roleCount: count(roleMenus.roleId) })
    .from(menus)
    .leftJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .groupBy(menus.id)
    .orderBy(asc(menus.pid), asc(menus.sort), asc(menus.id))

/** The roles that hold a menu node. */
export const findRolesOfMenu = (db: DbOrTx, menuId: number) =>
  db
    .select({ id: roles.id, name: roles.name })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(eq(roleMenus.menuId, menuId))
    .orderBy(asc(roles.id))

/** A system role by its stable key (see `SYSTEM_ROLES`). */
export const findRoleByKey = async (db: DbOrTx, key: string) => {
  const [row] = await db.select().from(roles).where(eq(roles.key, key)).limit(1)
  return row ?? null
}
