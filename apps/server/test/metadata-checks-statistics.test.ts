import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client.js'
import { analyzeGrownCheckTables } from '../src/modules/metadata-checks/checks.repository.js'
import { createTestDatabase } from './build-app.js'

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
})
