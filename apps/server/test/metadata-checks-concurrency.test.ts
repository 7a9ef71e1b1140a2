import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobRunner } from '../src/modules/jobs/job-runner.js'
import { createChecksService } from '../src/modules/metadata-checks/checks.service.js'
import { createTestApp, dbKind, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { checksSettled } from './factories/metadata.js'
import { FAST_JOBS } from './factories/tasks.js'

const BASE = '/metadata-center/operating'
const C = `${BASE}/metadata/check-res`

/**
 * A report replacing records while a check marks the same records (issue 28): on PostgreSQL the
 * report's upsert and the check page's update lock the same rows, and used to do so in opposite
 * orders (the report in the call's order, the check in id order), which PostgreSQL answers with a
 * deadlock (40P01) that aborts one of them. The check now claims its rows with SKIP LOCKED.
 */
describe.runIf(dbKind === 'postgres')(`reports and checks on the same records at once (${dbKind})`, () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp({ env: { METADATA_SELF_REVIEW: 'true', ...FAST_JOBS } })
    admin = await loginAsAdmin(t)
  })
  afterAll(() => t.close())

  const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query, headers: authed(admin) })
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: authed(admin) })

  it('never deadlocks: every report is taken, every record ends checked, the counts add up', async () => {
    const modules = (await get(`${BASE}/dict-data/list`, { nameType: 'MODULE_TYPE' })).json().data as Array<{ id: number; dataKey: string }>
    const key = `CONC${Date.now().toString(36).toUpperCase()}`
    const created = (await post(`${BASE}/metadata/entity/add`, { pid: modules.find((m) => m.dataKey === 'STORE')!.id, name: '并发实体', entity: key })).json().data as { id: number }
    const node = (await post(`${BASE}/metadata/parent-node/add`, { pid: created.id, name: '基础信息', parentNode: 'BASIC' })).json().data as { id: number; dataKey: string; dataValue: string }
    const defined = await post(`${BASE}/metadata-definite/add`, {
      fieldName: '字段name', fieldCode: 'name', module: 'STORE', entity: key, parentNode: `${node.dataKey},${node.id},${node.dataValue}`,
      describe: '并发', dataType: 'STRING', controlType: 'TEXT', checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }] }, extInfo: { enums: [] },
    })
    expect(defined.statusCode, defined.body).toBe(200)
    expect((await post(`${BASE}/metadata-definite/auth`, { id: defined.json().data.id, authStatus: true, authMsg: '同意' })).statusCode).toBe(200)

    // The test's own checker over the same database, so its passes run exactly beside the reports.
    const noRunner = { register: () => {}, wake: () => {}, enqueue: async () => ({ id: 0 }) } as unknown as JobRunner
    const checker = createChecksService({ db: t.database.db, clock: t.clock, runner: noRunner, pageRows: 25_000, inTurn: (work) => work(), reportRows: 2_500, reportLanes: 2 })
    const N = 4_000
    const records = (round: number) => Array.from({ length: N }, (_, i) => ({ recordId: `r${i}`, fields: { name: (i + round) % 10 === 0 ? 'toolong' : 'ok' } }))
    const first = await post(`${C}/report`, { module: 'STORE', entity: key, records: records(0) })
    expect(first.statusCode, first.body).toBe(200)

    const errors: string[] = []
    for (let round = 1; round <= 8; round++) {
      // Reported in the reverse order of the rows' ids, while full passes (every record, in id order) run.
      const calls = [
        post(`${C}/report`, { module: 'STORE', entity: key, records: records(round).reverse() }).then((res) => void (res.statusCode !== 200 && errors.push(`report ${res.statusCode} ${res.body}`))),
        checker.checkEntity('STORE', key, { jobId: null, full: true }).then(
          () => {},
          (err: unknown) => void errors.push(`check ${String(err)}`),
        ),
        // A second report of the same records in the other order: reports write in record-id order.
        ...(round % 2 === 0 ? [post(`${C}/report`, { module: 'STORE', entity: key, records: records(round) }).then((res) => void (res.statusCode !== 200 && errors.push(`report ${res.statusCode} ${res.body}`)))] : []),
      ]
      await Promise.all(calls)
    }
    // A deadlock aborts a report (500) or a pass; the server's log names it.
    expect(t.logText().match(/deadlock detected|40P01/g) ?? []).toEqual([])
    expect(errors).toEqual([])
    // The jobs the reports queued finish what the passes skipped.
    await checksSettled(t, 60_000)
    const failed = (await t.database.db.execute(sql`select count(*)::int as n from jobs where kind = 'METADATA_CHECK' and (status = 'failed' or error like '%deadlock%')`)) as unknown as { rows: Array<{ n: number }> }
    expect(failed.rows[0]!.n).toBe(0)
    // The last round's report is what is stored: one in ten too long.
    const counts = (await get(`${C}/count-list`, { module: 'STORE', entity: key })).json().data
    expect(counts.entities).toEqual([expect.objectContaining({ records: N, failing: N / 10, pending: 0 })])
    expect(counts.list).toEqual([expect.objectContaining({ fieldCode: 'name', label: 3, count: N / 10 })])
  }, 120_000)
})
