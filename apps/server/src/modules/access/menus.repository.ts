import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { menus, roleMenus, roles } from './access.table.js'

export type MenuRecord = typeof menus.$inferSelect
export type MenuInsert = typeof menus.$inferInsert

export const findRole = async (db: DbOrTx, id: number, forUpdate = false) => {
  const q = db.select().from(roles).where(eq(roles.id, id)).limit(1)
  const [row] = forUpdate ? await q.for('update') : await q
  return row ?? null
}

export const findAllMenus = (db: DbOrTx): Promise<MenuRecord[]> => db.select().from(menus).orderBy(asc(menus.pid), asc(menus.sort), asc(menus.id))

export const findMenu = async (db: DbOrTx, id: number, forUpdate = false) => {
  const q = db.select().from(menus).where(eq(menus.id, id)).limit(1)
  const [row] = forUpdate ? await q.for('update') : await q
  return row ?? null
}

export const findMenusByCode = (db: DbOrTx, code: string) => db.select({ id: menus.id }).from(menus).where(eq(menus.code, code))

export const insertMenu = async (db: DbOrTx, values: MenuInsert) => (await db.insert(menus).values(values).returning({ id: menus.id }))[0]!.id

export const updateMenu = (db: DbOrTx, id: number, values: Partial<MenuInsert>) => db.update(menus).set(values).where(eq(menus.id, id))

export const deleteMenu = (db: DbOrTx, id: number) => db.delete(menus).where(eq(menus.id, id))

export const grantMenu = (db: DbOrTx, roleIds: number[], menuId: number) =>
  roleIds.length === 0 ? Promise.resolve() : db.insert(roleMenus).values(roleIds.map((roleId) => ({ roleId, menuId }))).onConflictDoNothing().then(() => undefined)
