import { sql } from 'drizzle-orm'
import type { Database } from '../client.js'

const CHUNK = 100_000

/**
 * Fills `brands` up to `target` rows with generated data spread over every filter value,
 * in chunks of set-based inserts (no per-row round trips), so a million rows take seconds.
 */
export const seedLargeBrands = async (database: Database, target: number, onProgress: (done: number) => void) => {
  const { db } = database
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
  const count = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from brands`))[0]!.n
  const groupIds = (await rowsOf<{ id: number }>(sql`select id from groups order by id`)).map((r) => r.id)
  if (groupIds.length === 0) throw new Error('seed the demo groups first')
  let current = await count()
  const start = current
  while (current < target) {
    const n = Math.min(CHUNK, target - current)
    await db.execute(sql`
      insert into brands (group_id, name, brand_type, industry_id, is_test, is_allow_upgrade, account_version,
        produce_version, produce_model, boss_cockpit_open, abandon_flag, status, address, created_at, updated_at)
      select (${sql.raw(`array[${groupIds.join(',')}]`)})[1 + (i % ${groupIds.length})],
        '品牌' || lpad((i + ${current})::text, 7, '0'),
        (array[2, 66, 18, 70, 68])[1 + (i % 5)],
        null,
        (i % 4 = 0)::int, (i % 3 = 0)::int, case when i % 7 = 0 then null else 1 end,
        (array[10001, 10002, 10003])[1 + (i % 3)], 1 + (i % 3), i % 2, i % 3, i % 7,
        '示例地址 ' || (i % 1000)::text,
        now() - make_interval(secs => (i + ${current}) * 30), now()
      from generate_series(1, ${n}) as s(i)`)
    current += n
    onProgress(current)
  }
  await db.execute(sql`analyze brands`)
  return current - start
}
