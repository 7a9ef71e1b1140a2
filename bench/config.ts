/**
 * `npm run bench:config` (issue 14): the effective configuration read
 * (`POST /config-center/seller-config/query-config-data`) at 10,000 brands × 200 dictionary fields,
 * 50 concurrent HTTP clients with keep-alive, on the embedded database and on PostgreSQL when
 * BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is set. The data is prepared in this process;
 * then the built server (apps/server/dist/main.js, `npm run build -w @yunying/server`) runs as a
 * process of its own, as `npm start` runs it, and the clients in a third. Prints reads per second and
 * p50/p99 for full answers of random brands (after every brand was read once), for 304
 * revalidations, and the time of a brand save through HTTP, each against its target.
 * Targets: ≥ 2,000 reads/s with p99 ≤ 20 ms; a save < 50 ms.
 * Options: --brands N (default 10000), --fields N (default 200), --seconds N (default 10),
 * --clients N (default 50), --only pglite|postgres. Data: BENCH_DATA_DIR (default /tmp/yy-bench-config).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.js'
import { loadConfig } from '../apps/server/src/config.js'
import { openDatabase, type Database } from '../apps/server/src/db/client.js'
import { applyBaseData } from '../apps/server/src/db/base/base-data.js'
import { seedDemo } from '../apps/server/src/db/seed/demo.js'
import { seedLargeBrands } from '../apps/server/src/db/seed/large.js'
import { hashPassword } from '../apps/server/src/modules/accounts/password.js'
import { benchDatabaseUrl, benchKinds, runAndSummarise } from './bench-db.js'
import { BUILT_SERVER, ROOT, startBuiltServer } from './built-server.js'

const args = process.argv.slice(2)
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const BRANDS = Number(arg('--brands') ?? 10_000)
const FIELDS = Number(arg('--fields') ?? 200)
const SECONDS = Number(arg('--seconds') ?? 10)
const CLIENTS = Number(arg('--clients') ?? 50)
const ONLY = arg('--only')
const DATA_ROOT = process.env.BENCH_DATA_DIR ?? '/tmp/yy-bench-config'
const PASSWORD = 'Bench#2026config'
const TARGET = { readsPerSecond: 2000, p99: 20, save: 50 }

type Db = Database['db']
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

const OPTIONS = Array.from({ length: 6 }, (_, i) => ({ value: `o${i}`, title: `选项${i}` }))
const TYPES = ['bool', 'number', 'string', 'radio', 'checkbox', 'array', 'image'] as const

/** The i-th generated field: three in four are brand fields; every tenth radio turns on two dependents. */
const fieldOf = (i: number) => {
  const dataType = TYPES[i % TYPES.length]!
  const code = `bench.f${String(i).padStart(3, '0')}`
  const options = dataType === 'radio' || dataType === 'checkbox' || dataType === 'array' ? OPTIONS : []
  const related = dataType === 'radio' && i % 10 === 3
  return {
    applyType: i % 4 === 3 ? 2 : 1,
    fieldName: `压测字段${i}`,
    fieldCode: code,
    serverNameAndGroup: 'bench/config',
    manageType: 1,
    pageGroup: `分组${i % 8}`,
    sortNum: i,
    bizTypes: '1,2,3,4,5',
    serviceModule: 'order-center',
    descrip: '压测用的配置字段',
    dataType,
    optionValues: options,
    relatedData: related
      ? [{ relatedValue: 'o0', relatedData: [{ name: '上限', code: `${code}.max`, dataType: 'number', optionValues: [] }, { name: '说明', code: `${code}.note`, dataType: 'string', optionValues: [] }] }]
      : [],
    defaultValue: { bool: false, number: 0, string: '默认', radio: 'o1', checkbox: ['o1'], array: OPTIONS.map((o) => o.title), image: '' }[dataType] || null,
    relatedDefaultValue: related ? [{ fieldCode: `${code}.max`, defaultValue: 10 }] : [],
  }
}
type Field = ReturnType<typeof fieldOf>

/** A valid value of `f` for owner `n`. */
const valueOf = (f: Field, n: number): unknown =>
  ({ bool: n % 2 === 0, number: n % 100_000, string: `值${n}`, radio: `o${n % 3}`, checkbox: ['o0', `o${1 + (n % 4)}`], array: ['甲', '乙'], image: `https://img.example.com/${n}.png` })[f.dataType]

/** An owner's snapshot: half of its fields configured (those of its parity), dependents where turned on. */
const snapshotOf = (fields: Field[], n: number) =>
  fields
    .filter((f, i) => (i + n) % 2 === 0)
    .flatMap((f) => {
      const value = valueOf(f, n)
      const own = { fieldCode: f.fieldCode, fieldValue: value, isSellerRead: n % 3 === 0, isSellerWrite: false, relatedFieldCode: null, relatedFieldValue: null }
      if (f.relatedData.length === 0 || value !== 'o0') return [own]
      return [own, { fieldCode: `${f.fieldCode}.max`, fieldValue: n % 50, isSellerRead: false, isSellerWrite: false, relatedFieldCode: f.fieldCode, relatedFieldValue: 'o0' }]
    })

const seedConfig = async (db: Db, inject: (url: string, payload: object) => Promise<void>) => {
  const fields = Array.from({ length: FIELDS }, (_, i) => fieldOf(i))
  const existing = new Set((await rowsOf<{ code: string }>(db, sql`select field_code as code from config_fields where field_code like 'bench.%'`)).map((r) => r.code))
  for (const f of fields) if (!existing.has(f.fieldCode)) await inject('/pandora/field-config/add', f)
  // The bench's own configurations ('压测'); the demo configures a few owners of its own, which stay as they are.
  const [{ n }] = (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from config_states where updated_by_name = '压测'`)) as [{ n: number }]
  if (n > 0) return
  const configured = new Set((await rowsOf<{ kind: string; id: number }>(db, sql`select owner_kind as kind, owner_id as id from config_states`)).map((r) => `${r.kind}:${r.id}`))
  const owners = async (kind: 'brand' | 'group', applyType: number, all: number[]) => {
    const ids = all.filter((id) => !configured.has(`${kind}:${id}`))
    const own = fields.filter((f) => f.applyType === applyType)
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500)
      const snapshots = JSON.stringify(chunk.map((id) => ({ id, snapshot: snapshotOf(own, id) })))
      await db.execute(sql`insert into config_versions (owner_kind, owner_id, version, account_name, action, snapshot, diff)
        select ${kind}, (x->>'id')::int, 1, '压测', 'save', x->'snapshot', '[]'::jsonb from jsonb_array_elements(${snapshots}::jsonb) x`)
      await db.execute(sql`insert into config_states (owner_kind, owner_id, version, updated_by_name)
        select ${kind}, (x->>'id')::int, 1, '压测' from jsonb_array_elements(${snapshots}::jsonb) x`)
      process.stdout.write(`  ${kind} configuration ${Math.min(i + 500, ids.length).toLocaleString()} / ${ids.length.toLocaleString()}\r`)
    }
    await db.execute(sql`insert into config_values (owner_kind, owner_id, field_code, value, is_seller_read, is_seller_write, related_field_code, related_field_value)
      select v.owner_kind, v.owner_id, e->>'fieldCode', e->'fieldValue', (e->>'isSellerRead')::boolean, (e->>'isSellerWrite')::boolean, e->>'relatedFieldCode', e->>'relatedFieldValue'
      from config_versions v, jsonb_array_elements(v.snapshot) e where v.owner_kind = ${kind} and v.account_name = '压测'`)
    process.stdout.write('\n')
  }
  await owners('group', 2, (await rowsOf<{ id: number }>(db, sql`select id from groups order by id`)).map((r) => r.id))
  await owners('brand', 1, (await rowsOf<{ id: number }>(db, sql`select id from brands order by id limit ${BRANDS}`)).map((r) => r.id))
  await db.execute(sql`update groups set status = 1`)
  // A live database has visited these rows long ago: without this, the first run after seeding
  // measures hint-bit writes and PostgreSQL's autovacuum of two million new rows, not the reads.
  for (const table of ['config_values', 'config_states', 'config_versions']) await db.execute(sql.raw(`vacuum analyze ${table}`))
}

const prepare = async (kind: 'pglite' | 'postgres'): Promise<{ database: Database; dataDir: string; url: string | undefined }> => {
  const dataDir = path.join(DATA_ROOT, kind)
  fs.mkdirSync(dataDir, { recursive: true })
  const url = kind === 'postgres' ? await benchDatabaseUrl('yy_bench_config') : undefined
  const database = await openDatabase(url ? { url, poolSize: 10 } : { dataDir: path.join(dataDir, 'pg') })
  await database.migrate()
  await applyBaseData(database.db, { adminPhone: '13800000000', adminPassword: PASSWORD })
  await seedDemo(database.db, { adminPhone: '13800000000', password: PASSWORD })
  const added = await seedLargeBrands(database, BRANDS, (done) => process.stdout.write(`  ${done.toLocaleString()} brands\r`))
  if (added > 0) process.stdout.write('\n')
  await database.db.execute(sql`update accounts set password_hash = ${await hashPassword(PASSWORD)} where username = '13800000000'`)
  return { database, dataDir, url }
}

/** The clients: a child process (its own event loop) running `CLIENTS` keep-alive loops for `seconds`. */
const CLIENT = `
import http from 'node:http'
const { port, token, ids, seconds, clients, revalidate, path } = JSON.parse(process.argv[1])
const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
const etags = new Map()
const once = (id) => new Promise((resolve, reject) => {
  const body = JSON.stringify({ sellerId: id })
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'operating-token': token }
  if (revalidate && etags.has(id)) headers['if-none-match'] = etags.get(id)
  const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
    res.on('data', () => {})
    res.on('end', () => (res.statusCode === 200 || res.statusCode === 304 ? (etags.set(id, res.headers.etag), resolve(res.statusCode)) : reject(new Error('status ' + res.statusCode))))
  })
  req.on('error', reject)
  req.end(body)
})
const run = async (ms, record) => {
  const end = performance.now() + ms
  const times = []
  let notModified = 0
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < end) {
      const id = ids[Math.floor(Math.random() * ids.length)]
      const t0 = performance.now()
      const status = await once(id)
      if (record) { times.push(performance.now() - t0); if (status === 304) notModified++ }
    }
  }))
  return { times, notModified }
}
// Warm: every brand read once (a service reads the same brands again and again), then 2 s of load.
for (let i = 0; i < ids.length; i += clients) await Promise.all(ids.slice(i, i + clients).map(once))
await run(2000, false)
const t0 = performance.now()
const { times, notModified } = await run(seconds * 1000, true)
const elapsed = (performance.now() - t0) / 1000
times.sort((a, b) => a - b)
const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
process.stdout.write(JSON.stringify({ reads: times.length, perSecond: times.length / elapsed, p50: p(0.5), p99: p(0.99), notModified }))
`

const EFFECTIVE = '/config-center/seller-config/query-config-data'

const load = (port: number, token: string, ids: number[], revalidate: boolean, path = EFFECTIVE) =>
  new Promise<{ reads: number; perSecond: number; p50: number; p99: number; notModified: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT, JSON.stringify({ port, token, ids, seconds: SECONDS, clients: CLIENTS, revalidate, path })], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`clients exited with ${code}`))))
  })

const run = async (kind: 'pglite' | 'postgres') => {
  process.stdout.write(`\n── ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ──\n`)
  const { database, dataDir, url } = await prepare(kind)
  // Seeding goes through the real routes where they validate (the dictionary), in this process.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_CONCURRENCY: '0', HOST: '127.0.0.1', PORT: '0' })
  const seeder = await buildApp({ config, database })
  await seeder.ready()
  const seedLogin = await seeder.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: '13800000000', password: PASSWORD, version: 2 } })
  const seedToken = (seedLogin.json() as { data: { token: string } }).data.token
  await seedConfig(database.db, async (route, payload) => {
    const res = await seeder.inject({ method: 'POST', url: route, headers: { 'operating-token': seedToken }, payload })
    if (res.statusCode !== 200) throw new Error(`${route}: ${res.body}`)
  })
  const ids = (await rowsOf<{ id: number }>(database.db, sql`select owner_id as id from config_states where owner_kind = 'brand' order by owner_id limit ${BRANDS}`)).map((r) => r.id)
  const [{ fields }] = (await rowsOf<{ fields: number }>(database.db, sql`select count(*)::int as fields from config_fields where field_code like 'bench.%'`)) as [{ fields: number }]
  await seeder.close()
  await database.close()
  process.stdout.write(`  ${ids.length.toLocaleString()} configured brands, ${fields} dictionary fields, ${CLIENTS} clients, ${SECONDS} s; server ${path.relative(ROOT, BUILT_SERVER)} (built ${fs.statSync(BUILT_SERVER).mtime.toISOString()})\n`)

  const server = await startBuiltServer({ ...(url ? { DATABASE_URL: url } : {}), DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_CONCURRENCY: '0' }, PASSWORD)
  const port = Number(new URL(server.base).port)
  try {
    const token = server.token
    const full = await load(port, token, ids, false)
    const cached = await load(port, token, ids, true)
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024

    // A brand save through HTTP: a few fields changed on a configured brand.
    const saves: number[] = []
    for (let i = 0; i < 30; i++) {
      const id = ids[i]!
      const t0 = performance.now()
      await server.call('POST', '/pandora/seller-config/save', { sellerId: id, incrementSave: -999, configValues: [{ fieldCode: 'bench.f001', fieldValue: 1000 + i }, { fieldCode: 'bench.f002', fieldValue: `改${i}` }] })
      saves.push(performance.now() - t0)
    }
    saves.sort((a, b) => a - b)
    const verdict = (r: { perSecond: number; p99: number }) => (r.perSecond >= TARGET.readsPerSecond && r.p99 <= TARGET.p99 ? 'ok' : 'below target')
    const rows = [
      ['full answers (200)', full.perSecond.toFixed(0), full.p50.toFixed(1), full.p99.toFixed(1), verdict(full)],
      ['revalidations (304)', cached.perSecond.toFixed(0), cached.p50.toFixed(1), cached.p99.toFixed(1), `${verdict(cached)} (${((100 * cached.notModified) / cached.reads).toFixed(0)}% 304)`],
      ['brand save (median of 30)', '', saves[15]!.toFixed(1), saves[29]!.toFixed(1), saves[15]! < TARGET.save ? 'ok' : 'over 50 ms'],
    ]
    rows.push(['server memory (RSS) after the reads', '', '', '', `${rssMb.toFixed(0)} MB`])
    for (const r of rows) process.stdout.write(`  ${r.join('  |  ')}\n`)
    return rows
  } finally {
    await server.stop()
  }
}

if (!fs.existsSync(BUILT_SERVER)) {
  process.stderr.write(`${path.relative(ROOT, BUILT_SERVER)} is missing: build the server first (npm run build -w @yunying/server)\n`)
  process.exit(1)
}
await runAndSummarise(benchKinds(ONLY), run, `read | per second | p50 ms | p99 ms | target (${TARGET.readsPerSecond}/s, p99 ≤ ${TARGET.p99} ms; save < ${TARGET.save} ms)`)
