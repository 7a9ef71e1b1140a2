/**
 * `npm run bench:checks`: data standards part 2 (issue 28) through the built server
 * (apps/server/dist/main.js), on the embedded database and on PostgreSQL when BENCH_DATABASE_URL,
 * DATABASE_URL or TEST_DATABASE_URL is set. Build first: `npm run build -w @yunying/server`.
 *
 * Ten enabled definitions on 门店/门店 (every validator kind of §3.1), then --records N records
 * (default 1,000,000) of ten fields reported in 5,000-record calls (`check-res/report`), about one in
 * twenty breaking a rule. While they are reported and checked, the brand list is called once a
 * second and the server's memory sampled. Then: the time from the last report until every record is
 * checked (count-list shows nothing pending), and fail-list pages of 100 at the start, the middle
 * and the end. Targets (issue 28): reports ≥ 30,000 records/s; checked within 5 s of the last report
 * on PGlite, 2 s on PostgreSQL; brand list p99 ≤ 100 ms during the checks; memory ≤ +150 MB; each
 * failing-records page ≤ 200 ms at any depth, and the fail list's total exactly the failures the
 * records were built with (never truncated). Last, from the database: the check jobs and how many
 * records the recorded checks went through (each record once when no job repeats another's work). Options: --records, --only pglite|postgres,
 * --check-timeout <s> (default 600: a check that does not finish is reported, not waited for forever),
 * --reporters N (default 1: services reporting side by side, each sending its next call when its last
 * one answered; 1, one service's round trips).
 * Each run starts from a fresh database (PGlite in BENCH_DATA_DIR, default /tmp/yy-bench-checks;
 * on PostgreSQL the database `yy_bench_checks` or BENCH_CHECKS_DB, its check tables and check jobs emptied). BENCH_PORT
 * fixes the server's port on a machine where ports are shared out.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/db/client.js'
import { applyBaseData } from '../apps/server/src/db/base/base-data.js'
import { benchDatabaseUrl, benchKinds, runAndSummarise, type BenchKind as Kind } from './bench-db.js'
import { heapRow, heapSampler, startBuiltServer } from './built-server.js'

const args = process.argv.slice(2)
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const RECORDS = Number(arg('--records') ?? 1_000_000)
const BATCH = 5_000
const ONLY = arg('--only')
const CHECK_TIMEOUT_S = Number(arg('--check-timeout') ?? 600)
const REPORTERS = Number(arg('--reporters') ?? 1)
if (!Number.isInteger(RECORDS) || RECORDS < 1) throw new Error('--records takes a whole number of records, at least 1')
if (!Number.isInteger(REPORTERS) || REPORTERS < 1) throw new Error('--reporters takes a whole number of services reporting side by side, at least 1')
const DATA_ROOT = process.env.BENCH_DATA_DIR ?? '/tmp/yy-bench-checks'
const PASSWORD = 'Bench#2026chk'
const C = '/metadata-center/operating/metadata/check-res'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const DEFINITIONS: Array<[string, string, string, Array<{ validatorType: string; validatorVal?: string }>]> = [
  ['name', 'STRING', 'TEXT', [{ validatorType: 'REQUIRED' }, { validatorType: 'MAX_LENGTH', validatorVal: '20' }]],
  ['alias', 'STRING', 'TEXT', [{ validatorType: 'MIN_LENGTH', validatorVal: '2' }]],
  ['seats', 'INTEGER', 'INTEGER', [{ validatorType: 'RANGE', validatorVal: '1,1000' }]],
  ['price', 'FLOAT', 'FLOAT', [{ validatorType: 'MIN', validatorVal: '0' }, { validatorType: 'MAX', validatorVal: '10000' }, { validatorType: 'FLOAT_ACCURATE', validatorVal: '2' }]],
  ['code', 'STRING', 'TEXT', [{ validatorType: 'REGEX', validatorVal: '^[A-Z0-9]+$' }]],
  ['kind', 'ENUM', 'RADIO', [{ validatorType: 'ENUM', validatorVal: 'a,b,c' }]],
  ['openedAt', 'DATETIME', 'DATETIME', [{ validatorType: 'DATETIME', validatorVal: 'YYYY-MM-DD HH:mm:ss' }]],
  ['open', 'BOOL', 'SWITCH', [{ validatorType: 'REQUIRED' }]],
  ['floor', 'INTEGER', 'INTEGER', [{ validatorType: 'MAX', validatorVal: '100' }]],
  ['remark', 'STRING', 'TEXTAREA', [{ validatorType: 'MAX_LENGTH', validatorVal: '50' }]],
]

/**
 * Record n: valid, except one in twenty breaking exactly one rule (which one turns with n), so the
 * failures to expect are known: one failing row per twentieth record.
 */
const expectedFailures = (records: number) => Math.floor(records / 20)

/** Record n: valid, except one in twenty breaking one rule (which one turns with n). */
const record = (n: number) => {
  const fields: Record<string, unknown> = {
    name: `门店${n}`,
    alias: `店${n % 1000}`,
    seats: 1 + (n % 1000),
    price: ((n % 10000) / 100).toFixed(2),
    code: `S${n}`,
    kind: ['a', 'b', 'c'][n % 3],
    openedAt: `2024-0${1 + (n % 9)}-1${n % 10} 08:30:00`,
    open: n % 2 === 0,
    floor: n % 100,
    remark: '正常营业',
  }
  if (n % 20 === 0) {
    const k = (n / 20) % 6
    if (k === 0) fields.name = '这是一个非常非常长的门店名称超过二十个字的限制了'
    if (k === 1) fields.seats = 0
    if (k === 2) fields.code = 'lower'
    if (k === 3) fields.openedAt = '2023-02-31 08:30:00'
    if (k === 4) delete fields.name
    if (k === 5) fields.extra = 'x'
  }
  return { recordId: `R${n}`, fields }
}

const prepare = async (kind: Kind) => {
  const dataDir = path.join(DATA_ROOT, kind)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const url = kind === 'postgres' ? await benchDatabaseUrl(process.env.BENCH_CHECKS_DB ?? 'yy_bench_checks') : undefined
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') })
  const { db } = database
  await database.migrate()
  await applyBaseData(db, { adminPhone: '13800000000', adminPassword: PASSWORD })
  await db.execute(sql`truncate check_records, check_failures, check_runs, check_entity_totals, check_field_totals, check_pending`)
  // A run stopped half-way on PostgreSQL leaves its queued checks behind: they are not this run's work.
  await db.execute(sql`delete from jobs where kind = 'METADATA_CHECK'`)
  await db.execute(sql`delete from metadata_definitions where module = 'STORE' and entity = 'STORE'`)
  const node = ((await db.execute(sql`
    select n.data_key || ',' || n.id || ',' || n.data_value as triple from metadata_dict_data n
    join metadata_dict_data e on e.id = n.pid and e.name_type = 'ENTITY_TYPE' and e.data_key = 'STORE'
    join metadata_dict_data m on m.id = e.pid and m.name_type = 'MODULE_TYPE' and m.data_key = 'STORE'
    where n.name_type = 'PARENT_NODE' order by n.id limit 1`)) as unknown as { rows: Array<{ triple: string }> }).rows[0]!.triple
  for (const [i, [code, dataType, controlType, ruleItems]] of DEFINITIONS.entries()) {
    const fields = {
      fieldName: `字段${code}`, fieldCode: code, module: 'STORE', entity: 'STORE', parentNode: node, describe: '压测', dataType, controlType,
      applyBizType: [], sortNum: i, isHide: 0, displayStyleInfo: { hint: '', help: '', image: '', linkText: '', linkUrl: '' },
      bizRuleInfo: { ruleItems: [] }, checkRules: { ruleItems }, extInfo: { enums: controlType === 'RADIO' ? ['a', 'b', 'c'].map((v) => ({ title: v, val: v })) : [] },
    }
    await db.execute(sql`insert into metadata_definitions (module, entity, field_code, field_name, parent_node, data_type, control_type, sort_num, status, fields)
      values ('STORE', 'STORE', ${code}, ${fields.fieldName}, ${node}, ${dataType}, ${controlType}, ${i}, 3, ${JSON.stringify(fields)}::jsonb)`)
  }
  await database.close()
  return { dataDir, url }
}

const run = async (kind: Kind) => {
  process.stdout.write(`\n── ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ──\n`)
  const { dataDir, url } = await prepare(kind)
  // Each call's body is built (records and JSON) before the clock starts, as a service has its records
  // ready: the rate is the server's, not this process's JSON work (about 1.3 MB a call, 260 MB for a million).
  const bodies: Buffer[] = []
  for (let start = 0; start < RECORDS; start += BATCH) {
    const records = Array.from({ length: Math.min(BATCH, RECORDS - start) }, (_, i) => record(start + i + 1))
    bodies.push(Buffer.from(JSON.stringify({ module: 'STORE', entity: 'STORE', records })))
  }
  const server = await startBuiltServer({ ...(url ? { DATABASE_URL: url } : {}), DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_POLL_MS: '200' }, PASSWORD)
  process.stdout.write(`  load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores\n`)
  const rows: string[][] = []
  const memory: number[] = [rssMb(server.pid)]
  const sampler = setInterval(() => memory.push(rssMb(server.pid)), 2_000)
  const heap = heapSampler(server)
  // The brand list, four times a second whether or not the previous call has answered (a slow
  // answer must not thin out the samples), while records are reported and checked; each time kept
  // with its phase, so the checker's own effect (after the last report) shows apart from the reports'.
  const brandTimes: Array<{ ms: number; reporting: boolean }> = []
  const inFlight: Array<Promise<void>> = []
  let reporting = true
  const askBrands = () => {
    const t0 = performance.now()
    const during = reporting
    inFlight.push(server.call('POST', '/org-center/brand/list-for-opt', { pageNum: 1, pageSize: 10 }).then(() => void brandTimes.push({ ms: performance.now() - t0, reporting: during })))
  }
  askBrands()
  const probe = setInterval(askBrands, 250)

  const t0 = performance.now()
  // REPORTERS services report side by side, each sending its next call when the last one answered:
  // one reporter measures a call's round trip (the server parses the next call only after the
  // database has stored the last), several the server's intake.
  let nextCall = 0
  let sent = 0
  const reporter = async () => {
    for (let k = nextCall++; k < bodies.length; k = nextCall++) {
      await server.call('POST', `${C}/report`, bodies[k])
      bodies[k] = Buffer.alloc(0)
      if (++sent % 20 === 0) process.stdout.write(`  ${Math.min(RECORDS, sent * BATCH).toLocaleString()} reported\r`)
    }
  }
  await Promise.all(Array.from({ length: REPORTERS }, reporter))
  const reportSeconds = (performance.now() - t0) / 1000
  const rate = RECORDS / reportSeconds
  rows.push([`上报（5000 条/次，${REPORTERS} 个服务同时上报）`, `${RECORDS}`, rate.toFixed(0), `${reportSeconds.toFixed(1)} s`, rate >= 30_000 ? 'ok (≥ 30000/s)' : 'under 30000/s'])
  process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)

  const lastReport = performance.now()
  reporting = false
  type Counts = { entities: Array<{ module: string; entity: string; pending: number; records: number; failing: number }> }
  let counts: Counts
  let finished = false
  for (;;) {
    counts = await server.call<Counts>('GET', `${C}/count-list?module=STORE&entity=STORE`)
    const e = counts.entities[0]
    if (e && e.pending === 0 && e.records === RECORDS) {
      finished = true
      break
    }
    if (performance.now() - lastReport > CHECK_TIMEOUT_S * 1000) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const checkedIn = (performance.now() - lastReport) / 1000
  const limit = kind === 'pglite' ? 5 : 2
  const e = counts.entities[0]
  rows.push(
    finished
      ? ['最后一次上报后全部检查完', `${e!.failing} 条不通过`, '', `${checkedIn.toFixed(1)} s`, checkedIn <= limit ? `ok (≤ ${limit} s)` : `over ${limit} s`]
      : ['最后一次上报后全部检查完', `${e?.pending ?? RECORDS} 条仍待检查`, '', `> ${CHECK_TIMEOUT_S} s`, `not finished (target ${limit} s)`],
  )
  process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
  clearInterval(probe)
  await Promise.all(inFlight)
  clearInterval(sampler)
  memory.push(rssMb(server.pid))
  const brandRow = (name: string, times: number[]) => {
    if (times.length === 0) return [name, '0', '', '—', 'no sample']
    times.sort((a, b) => a - b)
    const p99 = percentile(times, 0.99)
    return [name, `${times.length}`, '', `p50 ${percentile(times, 0.5).toFixed(0)} / p99 ${p99.toFixed(0)} ms`, p99 <= 100 ? 'ok (p99 ≤ 100 ms)' : 'over p99 100 ms']
  }
  rows.push(brandRow('检查期间品牌列表（上报与检查全程）', brandTimes.map((b) => b.ms)))
  rows.push(brandRow('  其中最后一次上报之后（只有检查在跑）', brandTimes.filter((b) => !b.reporting).map((b) => b.ms)))
  const growth = Math.max(...memory) - memory[0]!
  rows.push(['内存（RSS，每 2 s）', `${memory.length}`, '', `${memory[0]!.toFixed(0)} → 最高 ${Math.max(...memory).toFixed(0)} MB`, growth <= 150 ? `ok (+${growth.toFixed(0)} MB)` : `grew ${growth.toFixed(0)} MB`])
  rows.push(heapRow(heap.stop()))

  type FailPage = { total: number; list: Array<{ recordId: string }> }
  const failPage = (pageNum: number) => server.call<FailPage>('GET', `${C}/fail-list?module=STORE&entity=STORE&pageNum=${pageNum}&pageSize=100`)
  const first = await failPage(1)
  const pages = Math.max(1, Math.ceil(first.total / 100))
  const expected = expectedFailures(RECORDS)
  for (const [name, pageNum] of [['第 1 页', 1], ['中间页', Math.ceil(pages / 2)], ['最后一页', pages]] as const) {
    const times: number[] = []
    let shown = 0
    for (let k = 0; k < 10; k++) {
      const s = performance.now()
      shown = (await failPage(pageNum)).list.length
      times.push(performance.now() - s)
    }
    times.sort((a, b) => a - b)
    const worst = times.at(-1)!
    const full = pageNum < pages ? 100 : first.total - (pages - 1) * 100
    const note = shown === full ? '' : `，只返回 ${shown} 条（应为 ${full}）`
    rows.push([`不通过记录 ${name}（第 ${pageNum} 页，共 ${first.total} 条${note}）`, '10', '', `p50 ${percentile(times, 0.5).toFixed(0)} / max ${worst.toFixed(0)} ms`, worst <= 200 && !note ? 'ok (≤ 200 ms)' : note ? 'truncated page' : 'over 200 ms'])
  }
  // Never truncated: the list holds every failure the records were built with.
  rows.push(['不通过记录总数', `${first.total}`, '', `应为 ${expected}`, first.total === expected ? 'ok (not truncated)' : first.total < expected ? 'truncated or not all checked' : 'more than built'])
  rows.push(['机器负载（1 分钟平均）', '', '', os.loadavg()[0]!.toFixed(1), `${os.cpus().length} cores`])
  await server.stop()
  // How the checking went: one pass over each record means no job repeated another's work.
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') })
  const one = async <T>(q: SQL) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows[0]!
  const jobs = await one<{ n: number }>(sql`select count(*)::int as n from jobs where kind = 'METADATA_CHECK'`)
  const runs = await one<{ n: number; checked: number }>(sql`select count(*)::int as n, coalesce(sum(checked), 0)::int as checked from check_runs where module = 'STORE' and entity = 'STORE'`)
  await database.close()
  rows.push(['检查任务 / 检查记录数', `${jobs.n} 个任务，${runs.n} 次检查`, '', `检查了 ${runs.checked} 条（上报 ${RECORDS} 条）`, runs.checked === RECORDS ? 'ok (each record checked once)' : runs.checked > RECORDS ? 'records checked more than once' : 'fewer checked than reported'])
  for (const r of rows.slice(2)) process.stdout.write(`  ${r.join('  |  ')}\n`)
  return rows
}

await runAndSummarise(benchKinds(ONLY), run, 'phase | records/calls | per s | time | target')
