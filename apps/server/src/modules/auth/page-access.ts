import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { menus, roleMenus } from '../access/access.table.js'
import type { SessionContext } from './session-context.js'

/** Whether the role holds any of the menu pages (a route's `config.page`): the screen and its calls share one grant. */
export const roleHasPage = async (db: DbOrTx, roleId: number, paths: readonly string[]) => {
  const rows = await db
    .select({ id: menus.id })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), inArray(menus.path, [...paths])))
    .limit(1)
  return rows.length > 0
}

/** Whether the role holds a permission code (a button node's `code`). */
export const roleHasAnyCode = async (db: DbOrTx, roleId: number, code: string) => {
  const rows = await db
    .select({ id: menus.id })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), eq(menus.code, code)))
    .limit(1)
  return rows.length > 0
}

/** For rules a route cannot state up front (create needs one code, edit another): 403 without it. */
export const assertCode = async (db: DbOrTx, session: SessionContext, code: string) => {
  if (session.roleId === null || !(await roleHasAnyCode(db, session.roleId, code))) throw new AppError('FORBIDDEN')
}
