import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

export const countAllBrands = async (db: DbOrTx) => (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from brands`))[0]!.n

export const allGroupIds = async (db: DbOrTx) => (await rowsOf<{ id: number }>(db, sql`select id from groups order by id`)).map((r) => r.id)

/** `n` generated brands numbered from `from`, spread over every filter value and the given groups, in one set-based insert. */
export const insertGeneratedBrands = (db: DbOrTx, n: number, from: number, groupIds: number[]) =>
  db.execute(sql`
      insert into brands (group_id, name, brand_type, industry_id, is_test, is_allow_upgrade, account_version,
        produce_version, produce_model, boss_cockpit_open, abandon_flag, status, address, created_at, updated_at)
      select (${sql.raw(`array[${groupIds.join(',')}]`)})[1 + (i % ${groupIds.length})],
        '品牌' || lpad((i + ${from})::text, 7, '0'),
        (array[2, 66, 18, 70, 68])[1 + (i % 5)],
        null,
        (i % 4 = 0)::int, (i % 3 = 0)::int, case when i % 7 = 0 then null else 1 end,
        (array[10001, 10002, 10003])[1 + (i % 3)], 1 + (i % 3), i % 2, i % 3, i % 7,
        '示例地址 ' || (i % 1000)::text,
        now() - make_interval(secs => (i + ${from}) * 30), now()
      from generate_series(1, ${n}) as s(i)`)

export const analyzeBrands = (db: DbOrTx) => db.execute(sql`analyze brands`)
