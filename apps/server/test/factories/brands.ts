import { eq, type sql } from 'drizzle-orm'
import { recordBrand } from '../../src/modules/brands/brands.service.js'
import { brands } from '../../src/modules/brands/brands.table.js'
import { recordGroup } from '../../src/modules/groups/groups.service.js'
import type { TestApp } from '../build-app.js'

let seq = 0

/**
 * A brand in the database with a unique name, in a group of its own unless `groupId` is given: no
 * test leans on a group the demo (or another test) made.
 */
export const buildBrand = async (t: TestApp, values: Partial<typeof brands.$inferInsert> = {}) => {
  const tag = `${process.pid % 1000}-${++seq}`
  const groupId =
    values.groupId ??
    (await recordGroup(t.database.db, { name: `品牌集团${tag}`, contactName: '测试联系人', contactPhone: '13812340000', username: '13812340000', status: 1 }))
  const id = await recordBrand(t.database.db, { name: `测试品牌${tag}`, brandType: 2, accountVersion: 1, ...values, groupId })
  const [row] = await t.database.db.select().from(brands).where(eq(brands.id, id))
  return row!
}

/** Rows of a raw query. */
export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
