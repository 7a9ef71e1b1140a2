import { eq, sql } from 'drizzle-orm'
import { brands } from '../../src/modules/brands/brands.table.js'
import { DEMO_STAFF_PHONE } from '../../src/db/seed/demo.js'
import type { TestApp } from '../build-app.js'
import { TEST_ADMIN } from '../test-admin.js'
import { authed, login } from './accounts.js'

let seq = 0

/** A brand in the database (group 1 unless told), with a unique name. */
export const buildBrand = async (t: TestApp, values: Partial<typeof brands.$inferInsert> = {}) => {
  const groupId = values.groupId ?? (await rowsOf<{ id: number }>(t, sql`select min(id)::int as id from groups`))[0]!.id
  const [row] = await t.database.db
    .insert(brands)
    .values({ groupId, name: `测试品牌${process.pid % 1000}-${++seq}`, brandType: 2, accountVersion: 1, ...values })
    .returning()
  return row!
}

/** A demo brand by name (the demo seed's ids are not assumed). */
export const demoBrand = async (t: TestApp, name: string) => {
  const [row] = await t.database.db.select().from(brands).where(eq(brands.name, name)).limit(1)
  if (!row) throw new Error(`demo brand ${name} missing`)
  return row
}

/**
 * The demo brand staff (13900000001), signed in and acting for its first brand (蜀香火锅). It may
 * act for 蜀香小面 too; every other brand is foreign to it.
 */
export const loginAsBrandStaff = async (t: TestApp, brandName = '蜀香火锅') => {
  const token = await login(t, DEMO_STAFF_PHONE, TEST_ADMIN.adminPassword)
  const brand = await demoBrand(t, brandName)
  const res = await t.app.inject({ method: 'POST', url: '/org-center/not-power/select-role-org', headers: authed(token), payload: { type: 2, typeId: brand.id } })
  if (!res.json().status) throw new Error(`select-role-org failed: ${res.body}`)
  return token
}

/** Rows of a raw query. */
export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
