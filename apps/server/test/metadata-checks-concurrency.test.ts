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

  /** A new entity of 门店 with one enabled definition: `name`, at most 3 characters. */
  const entityWithMaxLength = async (prefix: string) => {
    const modules = (await get(`${BASE}/dict-data/list`, { nameType: 'MODULE_TYPE' })).json().data as Array<{ id: number; dataKey: string }>
    const key = `${prefix}${Date.now().toString(36).toUpperCase()}`
    const created = (await post(`${BASE}/metadata/entity/add`, { pid: modules.find((m) => m.dataKey === 'STORE')!.id, name: '并发实体', entity: key })).json().data as { id: number }
    const node = (await post(`${BASE}/metadata/parent-node/add`, { pid: created.id, name: '基础信息', parentNode: 'BASIC' })).json().data as { id: number; dataKey: string; dataValue: string }
    const defined = await post(`${BASE}/metadata-definite/add`, {
      fieldName: '字段name', fieldCode: 'name', module: 'STORE', entity: key, parentNode: `${node.dataKey},${node.id},${node.dataValue}`,
      describe: '并发', dataType: 'STRING', controlType: 'TEXT', checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }] }, extInfo: { enums: [] },
    })
    expect(defined.statusCode, defined.body).toBe(200)
    expect((await post(`${BASE}/metadata-definite/auth`, { id: defined.json().data.id, authStatus: true, authMsg: '同意' })).statusCode).toBe(200)
    return key
  }

  /** The test's own checker over the same database, so its passes run exactly beside the reports. */
  const ownChecker = () => {
    const noRunner = { register: () => {}, wake: () => {}, enqueue: async () => ({ id: 0 }) } as unknown as JobRunner
    return createChecksService({ db: t.database.db, clock: t.clock, runner: noRunner, pageRows: 25_000, inTurn: (work) => work(), reportRows: 2_500, reportLanes: 2 })
  }

  it('never deadlocks: every report is taken, every record ends checked, the counts add up', async () => {
    const key = await entityWithMaxLength('CONC')
    const checker = ownChecker()
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

  it('checks the version a record has now when a report replaces it in the middle of a pass', async () => {
    const key = await entityWithMaxLength('LATE')
    const checker = ownChecker()
    const N = 5_000
    const id = (i: number) => `r${String(i).padStart(5, '0')}`
    const last = id(N - 1)
    const failuresOf = async (recordId: string) =>
      ((await t.database.db.execute(sql`select count(*)::int as n from check_failures where module = 'STORE' and entity = ${key} and record_id = ${recordId}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
    const stale: string[] = []
    // A pass claims its records' waiting rows in record order, so the last record's is claimed last;
    // its one replacement lands at a random moment of the pass: before it, while the pass claims, or
    // after it has checked. Before the fix, 7 rounds of 80 checked the old version and
    // left the new one unchecked.
    for (let round = 0; round < 80; round++) {
      const before = round % 2 === 0 ? 'ok' : 'toolong'
      const after = round % 2 === 0 ? 'toolong' : 'ok'
      const all = await post(`${C}/report`, { module: 'STORE', entity: key, records: Array.from({ length: N }, (_, i) => ({ recordId: id(i), fields: { name: before } })) })
      expect(all.statusCode, all.body).toBe(200)
      const pass = checker.checkEntity('STORE', key, { jobId: null, full: round % 4 === 3 })
      await new Promise((r) => setTimeout(r, Math.random() * 40))
      const one = await post(`${C}/report`, { module: 'STORE', entity: key, records: [{ recordId: last, fields: { name: after } }] })
      expect(one.statusCode, one.body).toBe(200)
      await pass
      // Whatever the pass left waiting, the next one checks.
      await checker.checkEntity('STORE', key, { jobId: null })
      const n = await failuresOf(last)
      if (n !== (after === 'toolong' ? 1 : 0)) stale.push(`round ${round}: ${last} is "${after}" and has ${n} failures`)
    }
    expect(stale).toEqual([])
    await checksSettled(t, 60_000)
    // The last round stored every record "toolong" but the last one.
    const counts = (await get(`${C}/count-list`, { module: 'STORE', entity: key })).json().data
    expect(counts.entities).toEqual([expect.objectContaining({ records: N, failing: N - 1, pending: 0 })])
  }, 180_000)
})
