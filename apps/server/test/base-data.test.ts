import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applyBaseData } from '../src/db/base/base-data.js'
import { MENU_TREE, flattenMenuTree } from '../src/db/base/menu-tree.js'
import { openDatabase } from '../src/db/client.js'
import { baseData } from '../src/db/seed-steps.table.js'
import { accountOrgs, menus, roleMenus, roles } from '../src/modules/access/access.table.js'
import { SYSTEM_ROLES } from '../src/modules/access/system-roles.js'
import { accounts } from '../src/modules/accounts/accounts.table.js'
import { brands, industries } from '../src/modules/brands/brands.table.js'
import { groups } from '../src/modules/groups/groups.table.js'

// A fresh embedded database, as `npm start` with SEED_DEMO=false makes it: migrations, then base data only.
// Each test migrates an empty database from the first migration: 20 s at a load of 15 on two cores, so
// they get two minutes rather than the suite's 30 s.
const FRESH_DATABASE_MS = 120_000

describe('base data without demo data', () => {
  it('gives a fresh start the first operator, the full menu and the system roles, and no brands', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    try {
      await database.migrate()
      await database.assertStandardStrings()
      const { generatedPassword } = await applyBaseData(database.db, { adminPhone: '13800000009' })
      expect(generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/)
      const { db } = database
      const nodes = flattenMenuTree(MENU_TREE)
      expect((await db.select({ n: count() }).from(menus))[0]!.n).toBe(nodes.length)
      expect((await db.select({ key: roles.key }).from(roles)).map((r) => r.key).sort()).toEqual(Object.values(SYSTEM_ROLES).map((r) => r.key).sort())
      const [operatorRole] = await db.select().from(roles).where(eq(roles.key, SYSTEM_ROLES.platformAdmin.key))
      expect((await db.select({ n: count() }).from(roleMenus).where(eq(roleMenus.roleId, operatorRole!.id)))[0]!.n).toBe(nodes.length)
      const admins = await db.select().from(accounts)
      expect(admins.map((a) => a.username)).toEqual(['13800000009'])
      expect(await db.select({ roleId: accountOrgs.roleId, orgType: accountOrgs.orgType }).from(accountOrgs)).toEqual([{ roleId: operatorRole!.id, orgType: 0 }])
      expect((await db.select({ n: count() }).from(industries))[0]!.n).toBeGreaterThan(0)
      expect((await db.select({ n: count() }).from(brands))[0]!.n).toBe(0)
      expect((await db.select({ n: count() }).from(groups))[0]!.n).toBe(0)
      // A second start changes nothing and creates no second operator.
      expect(await applyBaseData(database.db, { adminPhone: '13800000009' })).toEqual({ generatedPassword: null })
      expect((await db.select({ n: count() }).from(menus))[0]!.n).toBe(nodes.length)
    } finally {
      await database.close()
    }
  }, FRESH_DATABASE_MS)

  it('does not bring back a menu node an administrator removed, and keeps their edits', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    try {
      await database.migrate()
      await applyBaseData(database.db, { adminPhone: '13800000009', adminPassword: 'Passw0rd!2026' })
      const { db } = database
      await db.update(menus).set({ name: '品牌列表（改名）' }).where(eq(menus.key, 'page:/businessCenter/brand'))
      await db.delete(menus).where(eq(menus.key, 'page:/businessCenter/productMapping'))
      // A new version of the definition (here: its hash forgotten) applies again.
      await db.update(baseData).set({ hash: '' }).where(eq(baseData.name, 'hash:base'))
      await applyBaseData(db, { adminPhone: '13800000009' })
      expect((await db.select({ name: menus.name }).from(menus).where(eq(menus.key, 'page:/businessCenter/brand')))[0]!.name).toBe('品牌列表（改名）')
      expect(await db.select().from(menus).where(eq(menus.key, 'page:/businessCenter/productMapping'))).toEqual([])
    } finally {
      await database.close()
    }
  }, FRESH_DATABASE_MS)

  it('gives every base menu node a unique key', () => {
    const keys = flattenMenuTree(MENU_TREE).map((n) => n.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
