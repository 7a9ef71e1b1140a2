import { sql } from 'drizzle-orm'
import { brands } from '../../src/modules/brands/brands.table.js'
import type { TestApp } from '../build-app.js'

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

/** Rows of a raw query. */
export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
