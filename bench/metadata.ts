/**
 * `npm run bench:metadata` (issue 27): the data standards' registry through the built server
 * (apps/server/dist/main.js, started as users start it, called over HTTP with keep-alive), on the
 * embedded database and on PostgreSQL when BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is
 * set. Build first: `npm run build -w @yunying/server`.
 *
 * Data: the base data's 7 modules and their entities, with --fields N definitions (default 20,000)
 * spread over every entity (about 1,000 per entity), seven in ten enabled, the rest under review,
 * rejected or disabled, each with its "create" log entry. PGlite data lives in BENCH_DATA_DIR
 * (default /tmp/yy-bench-metadata), seeded once; on PostgreSQL the database `yy_bench_metadata`.
 *
 * Measured (the server runs with METADATA_SELF_REVIEW=true so one signed-in operator can approve; the
 * check it skips is one comparison):
 * - the field list (`metadata-definite/list`): --clients (default 10) concurrent clients for
 *   --calls calls (default 1,000), mixing a module, a module and entity, a status, a name search and
 *   deep pages, as the field configuration page asks;
 * - the data standards' operation log (`operation-log/list`), the same way;
 * - one at a time, --writes times (default 200) each: save (add, which submits for review), approve
 *   (auth pass), revise an enabled definition (update → pending revision) and approve the revision.
 * Targets (the issue names none; these are ours): list and log p99 ≤ 50 ms; each write p99 ≤ 100 ms.
 * Options: --fields, --calls, --clients, --writes, --only pglite|postgres.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/db/client.js'
import { applyBaseData } from '../apps/server/src/db/base/base-data.js'
import { METADATA_MODULES } from '../apps/server/src/db/base/metadata-dictionaries.js'
import { hashPassword } from '../apps/server/src/modules/accounts/password.js'
import { metadataDefinitionLogs, metadataDefinitions } from '../apps/server/src/modules/metadata/metadata.table.js'
import { benchDatabaseUrl, benchKinds, runAndSummarise, type BenchKind } from './bench-db.js'
import { startBuiltServer } from './built-server.js'

const args = process.argv.slice(2)
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const FIELDS = Number(arg('--fields') ?? 20_000)
const CALLS = Number(arg('--calls') ?? 1_000)
const CLIENTS = Number(arg('--clients') ?? 10)
const WRITES = Number(arg('--writes') ?? 200)
const ONLY = arg('--only')
const DATA_ROOT = process.env.BENCH_DATA_DIR ?? '/tmp/yy-bench-metadata'
const PASSWORD = 'Bench#2026meta'
const TARGET = { read: 50, write: 100 }
const BASE = '/metadata-center/operating'
const D = `${BASE}/metadata-definite`

type Db = Awaited<ReturnType<typeof openDatabase>>['db']
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!

/** Every entity with its first parent node, as "key,id,value". */
const entitiesOf = (db: Db) =>
  rowsOf<{ module: string; entity: string; node: string }>(
    db,
    sql`select m.data_key as module, e.data_key as entity, (select n.data_key || ',' || n.id || ',' || n.data_value from metadata_dict_data n where n.name_type = 'PARENT_NODE' and n.pid = e.id order by n.sort, n.id limit 1) as node
      from metadata_dict_data m join metadata_dict_data e on e.name_type = 'ENTITY_TYPE' and e.pid = m.id
      where m.name_type = 'MODULE_TYPE' and m.pid = 0 order by m.sort, e.sort`,
  )

const CONTROLS = [
  { controlType: 'TEXT', dataType: 'STRING', ruleItems: [{ validatorType: 'REQUIRED' }, { validatorType: 'MAX_LENGTH', validatorVal: '30' }] },
  { controlType: 'INTEGER', dataType: 'INTEGER', ruleItems: [{ validatorType: 'RANGE', validatorVal: '0,9999' }] },
  { controlType: 'RADIO', dataType: 'ENUM', ruleItems: [{ validatorType: 'ENUM', validatorVal: 'A,B' }] },
  { controlType: 'SWITCH', dataType: 'BOOL', ruleItems: [] },
] as const

const fieldsOf = (e: { module: string; entity: string; node: string }, i: number, fieldCode = `bench${i}`) => {
  const c = CONTROLS[i % CONTROLS.length]!
  return {
    fieldName: `压测字段${i}`,
    fieldCode,
    module: e.module,
    entity: e.entity,
    parentNode: e.node,
    describe: '压测用的元数据',
    dataType: c.dataType,
    controlType: c.controlType,
    applyBizType: [] as string[],
    sortNum: i % 1000,
    isHide: 0,
    displayStyleInfo: { hint: '', help: '', image: '', linkText: '', linkUrl: '' },
    bizRuleInfo: { ruleItems: [] },
    checkRules: { ruleItems: [...c.ruleItems] },
    extInfo: { enums: c.controlType === 'RADIO' ? [{ title: '甲', val: 'A' }, { title: '乙', val: 'B' }] : [] },
  }
}

const prepare = async (kind: BenchKind) => {
  const dataDir = path.join(DATA_ROOT, kind)
  fs.mkdirSync(dataDir, { recursive: true })
  const url = kind === 'postgres' ? await benchDatabaseUrl('yy_bench_metadata') : undefined
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') })
  const { db } = database
  await database.migrate()
  await applyBaseData(db, { adminPhone: '13800000000', adminPassword: PASSWORD })
  await db.execute(sql`update accounts set password_hash = ${await hashPassword(PASSWORD)} where username = '13800000000'`)
  const entities = await entitiesOf(db)
  const [{ n }] = (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from metadata_definitions where field_code like 'bench%'`)) as [{ n: number }]
  const started = Date.now()
  const admin = (await rowsOf<{ id: number }>(db, sql`select id from accounts where username = '13800000000'`))[0]!.id
  for (let from = n; from < FIELDS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, FIELDS - from) }, (_, k) => {
      const i = from + k
      const e = entities[i % entities.length]!
      const f = fieldsOf(e, i)
      const status = i % 10 < 7 ? 3 : [1, 2, 4][i % 3]!
      return { module: f.module, entity: f.entity, fieldCode: f.fieldCode, fieldName: f.fieldName, parentNode: f.parentNode, dataType: f.dataType, controlType: f.controlType, sortNum: f.sortNum, status, fields: f, submittedBy: admin, createdBy: admin }
    })
    const inserted = await db.insert(metadataDefinitions).values(rows).onConflictDoNothing().returning({ id: metadataDefinitions.id, fieldName: metadataDefinitions.fieldName, fieldCode: metadataDefinitions.fieldCode, status: metadataDefinitions.status })
    if (inserted.length)
      await db.insert(metadataDefinitionLogs).values(inserted.map((r) => ({ definitionId: r.id, fieldName: r.fieldName, fieldCode: r.fieldCode, action: 'create', fromStatus: null, toStatus: r.status, accountId: admin, accountName: '平台管理员' })))
    process.stdout.write(`  ${(from + rows.length).toLocaleString()} definitions\r`)
  }
  process.stdout.write(`\n  ${entities.length} entities in ${METADATA_MODULES.length} modules; data ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  for (const table of ['metadata_definitions', 'metadata_definition_logs']) await db.execute(sql.raw(`vacuum analyze ${table}`))
  await database.close()
  return { dataDir, entities, ...(url ? { url } : {}) }
}

/** `clients` keep-alive loops over `urls` (GET); answers the sorted latencies and the failures. */
const load = async (base: string, token: string, urls: string[], clients: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const { hostname, port } = new URL(base)
  const times: number[] = []
  let errors = 0
  let next = 0
  const once = (url: string) =>
    new Promise<boolean>((resolve) => {
      const req = http.request({ host: hostname, port, path: url, method: 'GET', agent, headers: { 'operating-token': token } }, (res) => {
        let body = ''
        res.on('data', (d: Buffer) => (body += d.toString()))
        res.on('end', () => resolve(res.statusCode === 200 && body.includes('"status":true')))
      })
      req.on('error', () => resolve(false))
      req.end()
    })
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!
        const t0 = performance.now()
        if (!(await once(url))) errors++
        times.push(performance.now() - t0)
      }
    }),
  )
  agent.destroy()
  return { times: times.sort((a, b) => a - b), errors }
}

const query = (q: Record<string, string | number | undefined>) => new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()

const row = (what: string, times: number[], errors: number, target: number) => {
  const p50 = percentile(times, 0.5)
  const p99 = percentile(times, 0.99)
  return [what, String(times.length), p50.toFixed(1), p99.toFixed(1), String(errors), `p99 ≤ ${target} ms ${p99 <= target && errors === 0 ? 'met' : 'MISSED'}`]
}

const run = async (kind: BenchKind): Promise<string[][]> => {
  process.stdout.write(`\n── ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ──\n`)
  const { dataDir, entities, url } = await prepare(kind)
  const server = await startBuiltServer({ ...(url ? { DATABASE_URL: url } : {}), DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_CONCURRENCY: '0', METADATA_SELF_REVIEW: 'true' }, PASSWORD)
  try {
    const rows: string[][] = []
    const perEntity = Math.ceil(FIELDS / entities.length)
    const listUrls = Array.from({ length: CALLS }, (_, i) => {
      const e = entities[i % entities.length]!
      const shapes = [
        { module: e.module },
        { module: e.module, entity: e.entity },
        { module: e.module, entity: e.entity, status: 3 },
        { module: e.module, name: `字段${i % 500}` },
        { module: e.module, entity: e.entity, pageNum: 1 + (i % Math.max(1, Math.floor(perEntity / 20))), pageSize: 20 },
        { status: 1 },
      ]
      return `${D}/list?${query({ pageNum: 1, pageSize: 10, ...shapes[i % shapes.length]! })}`
    })
    // Warm: the first calls compile the statements and fill the caches, as any running server has.
    await load(server.base, server.token, listUrls.slice(0, 50), CLIENTS)
    const list = await load(server.base, server.token, listUrls, CLIENTS)
    rows.push(row(`field list (${CLIENTS} clients)`, list.times, list.errors, TARGET.read))

    const logUrls = Array.from({ length: CALLS }, (_, i) => {
      const shapes = [{}, { name: `bench${i}` }, { action: 'create', pageNum: 1 + (i % 50) }, { operator: '管理员' }]
      return `${BASE}/operation-log/list?${query({ pageNum: 1, pageSize: 10, ...shapes[i % shapes.length]! })}`
    })
    await load(server.base, server.token, logUrls.slice(0, 50), CLIENTS)
    const logs = await load(server.base, server.token, logUrls, CLIENTS)
    rows.push(row(`operation log (${CLIENTS} clients)`, logs.times, logs.errors, TARGET.read))

    const timed = async <T>(times: number[], fn: () => Promise<T>) => {
      const t0 = performance.now()
      const value = await fn()
      times.push(performance.now() - t0)
      return value
    }
    const stamp = Date.now().toString(36)
    const times = { save: [] as number[], approve: [] as number[], revise: [] as number[], revisionApprove: [] as number[] }
    for (let i = 0; i < WRITES; i++) {
      const e = entities[i % entities.length]!
      const body = fieldsOf(e, FIELDS + i, `w${stamp}x${i}`)
      const created = await timed(times.save, () => server.call<{ id: number }>('POST', `${D}/add`, body))
      await timed(times.approve, () => server.call('POST', `${D}/auth`, { id: created.id, authStatus: true }))
      await timed(times.revise, () => server.call('POST', `${D}/update`, { ...body, id: created.id, fieldName: `${body.fieldName}（修订）` }))
      await timed(times.revisionApprove, () => server.call('POST', `${D}/auth`, { id: created.id, authStatus: true, authMsg: '同意' }))
    }
    rows.push(row('save (add → review)', times.save.sort((a, b) => a - b), 0, TARGET.write))
    rows.push(row('approve', times.approve.sort((a, b) => a - b), 0, TARGET.write))
    rows.push(row('revise an enabled one', times.revise.sort((a, b) => a - b), 0, TARGET.write))
    rows.push(row('approve the revision', times.revisionApprove.sort((a, b) => a - b), 0, TARGET.write))
    return rows
  } finally {
    await server.stop()
  }
}

process.stdout.write(`metadata bench: ${FIELDS.toLocaleString()} definitions, ${CALLS} list and log calls by ${CLIENTS} clients, ${WRITES} of each write\n`)
await runAndSummarise(benchKinds(ONLY), run, 'call | calls | p50 ms | p99 ms | errors | target')
