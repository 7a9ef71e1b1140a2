import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client.js'
import { analyzeGrownCheckTables } from '../src/modules/metadata-checks/checks.repository.js'
import { createTestApp, createTestDatabase, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { checksSettled } from './factories/metadata.js'
import { FAST_JOBS, runCleanup } from './factories/tasks.js'

const planOf = async (database: Database) =>
  ((await database.db.execute(sql`explain select record_pk from check_pending where module = 'STORE' and entity = 'STORE' and record_pk > 0 order by record_pk limit 1000`)) as unknown as { rows: Array<Record<string, string>> }).rows
    .map((r) => Object.values(r)[0])
    .join('\n')

/** The planner's estimate of the rows the scan under the limit yields. */
const scanRows = (plan: string) => Number(/Scan[^\n]*rows=(\d+)/.exec(plan)?.[1] ?? NaN)

describe('statistics of the check tables on a database without autovacuum', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
    // Analysed while empty, as the start-up cleanup leaves them on the embedded database; and, on
    // PostgreSQL, kept from autovacuum, which could analyse it first and make the test pass or fail by chance.
    await database.db.execute(sql`alter table check_pending set (autovacuum_enabled = false)`)
    await database.db.execute(sql`analyze check_pending`)
  })
  afterAll(() => database.close())

  it('analyses a check table once it has grown, so a page walks the index instead of sorting the backlog', async () => {
    expect(await analyzeGrownCheckTables(database.db)).toEqual([])
    await database.db.execute(sql`insert into check_pending (module, entity, record_pk, rev, fresh) select 'STORE', 'STORE', g, 1, true from generate_series(1, 60000) g`)
    // Without statistics the entity looks rare: a handful of rows, where a million made the planner
    // read and sort the whole backlog for each page.
    expect(scanRows(await planOf(database))).toBeLessThan(100)
    expect(await analyzeGrownCheckTables(database.db)).toEqual(['check_pending'])
    const plan = await planOf(database)
    expect(scanRows(plan)).toBeGreaterThan(50_000)
    expect(plan).toMatch(/Index (Only )?Scan using check_pending_module_entity_record_pk_pk/)
    expect(plan).not.toMatch(/Sort/)
    // Analysed at this size: not again until it doubles.
    expect(await analyzeGrownCheckTables(database.db)).toEqual([])
  })

  it('takes the smaller sample it is given (PGlite’s, so an analysis holds the thread a tenth as long)', async () => {
    await database.db.execute(sql`insert into check_pending (module, entity, record_pk, rev, fresh) select 'STORE', 'STORE', g, 1, true from generate_series(60001, 200000) g`)
    const buckets = async () =>
      ((await database.db.execute(sql`select cardinality(histogram_bounds::text::text[]) as n from pg_stats where tablename = 'check_pending' and attname = 'record_pk' and schemaname = current_schema()`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
    // The server's own sample (PostgreSQL's default target is 100: 101 histogram bounds), then the smaller one.
    const target = Number(((await database.db.execute(sql`show default_statistics_target`)) as unknown as { rows: Array<{ default_statistics_target: string }> }).rows[0]!.default_statistics_target)
    expect(target).toBeGreaterThan(10)
    expect(await buckets()).toBe(target + 1)
    expect(await analyzeGrownCheckTables(database.db, { statisticsTarget: 10 })).toEqual(['check_pending'])
    expect(await buckets()).toBe(11)
    expect(scanRows(await planOf(database))).toBeGreaterThan(150_000)
  })
})

/** What ANALYZE last recorded of a table: its pages then (0 while it was analysed empty). */
const analysedPages = async (database: Database, table: string) =>
  ((await database.db.execute(sql`select relpages from pg_class where relname = ${table} and relnamespace = current_schema()::regnamespace`)) as unknown as { rows: Array<{ relpages: number }> }).rows[0]!.relpages

describe('a check pass keeps the statistics of its tables current (both databases)', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_JOBS })
    admin = await loginAsAdmin(t)
    // The start-up cleanup's `vacuum (analyze)` over and done with; then the table analysed empty,
    // with autovacuum kept out, so only a check pass can analyse it again.
    await runCleanup(t)
    await t.database.db.execute(sql`alter table check_pending set (autovacuum_enabled = false)`)
    await t.database.db.execute(sql`analyze check_pending`)
  })
  afterAll(() => t.close())

  it('analyses check_pending once reports have grown it, before the pages that read it', async () => {
    expect(await analysedPages(t.database, 'check_pending')).toBe(0)
    for (let call = 0; call < 4; call++) {
      const records = Array.from({ length: 5_000 }, (_, i) => ({ recordId: `s${call * 5_000 + i}`, fields: {} }))
      const res = await t.app.inject({ method: 'POST', url: '/metadata-center/operating/metadata/check-res/report', headers: authed(admin), payload: { module: 'STORE', entity: 'STORE', records } })
      expect(res.statusCode, res.body).toBe(200)
    }
    await checksSettled(t, 60_000)
    // A pass that began after the last report looked first: 20,000 rows have passed through the
    // table, past the 64 pages from which it is analysed.
    expect(await analysedPages(t.database, 'check_pending')).toBeGreaterThanOrEqual(64)
  })
})
