/**
 * `npm run bench:qr`: the aggregate-QR resolve call (`GET /cmk-center/qrcode/resolve`, the hot path
 * of issue 25) through the built server (apps/server/dist/main.js, started as users start it, called
 * over HTTP with keep-alive), on the embedded database and on PostgreSQL when BENCH_DATABASE_URL,
 * DATABASE_URL or TEST_DATABASE_URL is set. Build first: `npm run build -w @yunying/server`.
 *
 * Data: --codes N codes (default 1,000,000) over --stores M stores (default 50,000) and 200 general
 * rules, each code bound to a store and a rule. Tokens are `bq` + ten digits, so the load knows them
 * without reading them. PGlite data lives in BENCH_DATA_DIR (default /tmp/yy-bench-qr), seeded once;
 * on PostgreSQL the database `yy_bench_qr`.
 *
 * Load: --clients concurrent keep-alive connections (default 50) from this process (the load
 * generator shares the machine's cores with the server, as autocannon or wrk would).
 * Phases: (1) first resolutions — every request a code never resolved before: the server's first
 * --warm-seconds (default 5) after its start, reported on a row of their own, then --first-seconds
 * (default 10) on the running server, which the target is about (with the Node generator, --first
 * codes each); (2) hot — --seconds
 * (default 60) over 20,000 codes already resolved, with the server's memory sampled every 5 s;
 * (3) the rule page and the store-codes page, 100 calls each. Then the server is stopped (its
 * buffered counts are written on stop) and the day's counts of the bench's codes are compared with
 * the answers received. Targets (issue 25): hot ≥ 15,000/s with p99 ≤ 10 ms; first p99 ≤ 20 ms;
 * memory flat; counts complete; pages p99 ≤ 50 ms.
 * The first and hot phases use wrk when it is installed (Debian's `wrk`; `--generator node` forces this process).
 * Options: --codes, --stores, --clients, --seconds, --first N (default 20,000), --warm-seconds S (default 5), --first-seconds S (default 10), --hot N (default 20,000), --only pglite|postgres,
 * To profile the server: BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' (bench/built-server.ts; a V8 CPU
 * profile is written there when the server stops; open it in Chrome's DevTools).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../apps/server/src/db/client.js'
import { applyBaseData } from '../apps/server/src/db/base/base-data.js'
import { seedDemo } from '../apps/server/src/db/seed/demo.js'
import { seedLargeBrands } from '../apps/server/src/db/seed/large.js'
import { hashPassword } from '../apps/server/src/modules/accounts/password.js'
import { benchDatabaseUrl, benchKinds, runAndSummarise, type BenchKind as Kind } from './bench-db.js'
import { heapRow, heapSampler, startBuiltServer } from './built-server.js'

const args = process.argv.slice(2)
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const CODES = Number(arg('--codes') ?? 1_000_000)
const STORES = Number(arg('--stores') ?? 50_000)
const RULES = 200
const CLIENTS = Number(arg('--clients') ?? 50)
const SECONDS = Number(arg('--seconds') ?? 60)
const FIRST = Number(arg('--first') ?? 20_000)
const FIRST_SECONDS = Number(arg('--first-seconds') ?? 10)
const WARM_SECONDS = Number(arg('--warm-seconds') ?? 5)
const HOT = Number(arg('--hot') ?? 20_000)
const ONLY = arg('--only')
const onPath = (cmd: string) => (process.env.PATH ?? '').split(':').some((dir) => fs.existsSync(path.join(dir, cmd)))
/** The first and hot phases' load generator: wrk when installed (`apt-get install wrk`), else this process. */
const GENERATOR = arg('--generator') ?? (onPath('wrk') ? 'wrk' : 'node')
const DATA_ROOT = process.env.BENCH_DATA_DIR ?? '/tmp/yy-bench-qr'
const PASSWORD = 'Bench#2026qr'
const BRANDS = 1_000

const token = (n: number) => `bq${String(n).padStart(10, '0')}`
const rowsOf = async <T>(db: Database['db'], query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!

const prepare = async (kind: Kind) => {
  const dataDir = path.join(DATA_ROOT, kind)
  fs.mkdirSync(dataDir, { recursive: true })
  const url = kind === 'postgres' ? await benchDatabaseUrl('yy_bench_qr') : undefined
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') })
  const { db } = database
  await database.migrate()
  await applyBaseData(db, { adminPhone: '13800000000', adminPassword: PASSWORD })
  await seedDemo(db, { adminPhone: '13800000000', password: PASSWORD })
  await seedLargeBrands(database, BRANDS, (done) => process.stdout.write(`  ${done.toLocaleString()} brands\r`))
  const started = Date.now()
  // The bench's own stores (code QS…), STORES of them whatever else the database holds: the codes go
  // to them by rank, and a rank with no store would leave its codes unmade (each then "unknown").
  const [{ stores, last }] = (await rowsOf<{ stores: number; last: number }>(
    db,
    sql`select count(*)::int as stores, coalesce(max(substring(code from 3)::int), 0) as last from stores where code ~ '^QS[0-9]+$'`,
  )) as [{ stores: number; last: number }]
  if (stores < STORES) {
    await db.execute(sql`
      with ranked as (select id, row_number() over (order by id) as rn from brands)
      insert into stores (brand_id, name, code, status, province_code, city_code, district_code, region_name, address, longitude, latitude, contact_name, contact_phone, open_date)
      select r.id, '扫码门店' || lpad(g::text, 6, '0'), 'QS' || g, 1, '110000', '110100', '110101', '北京市/市辖区/东城区', '东城区某路' || g || '号',
        116.3, 39.8, '店长', '13800000000', current_date - 100
      from generate_series(${last + 1}::int, ${last + STORES - stores}::int) g join ranked r on r.rn = 1 + (g % ${BRANDS})`)
  }
  const [{ rules }] = (await rowsOf<{ rules: number }>(db, sql`select count(*)::int as rules from qr_rules`)) as [{ rules: number }]
  if (rules < RULES) {
    await db.execute(sql`
      insert into qr_rules (apply_store_type, alias, name, type_id, page_path, wechat_version, h5_url, bind_settings, bind_third_types)
      select 0, '压测规则' || g, '扫码点餐', '1', 'pages/order/index', '8.0.0', 'https://h5.example.com/order',
        '{"supportBindChannel":[{"code":"1","name":"","supportBindQrcodeType":[]}],"supportExtendCode":[{"code":"scenes","name":"","param":{"scenes":1}}],"isDefaultExist":2}'::jsonb,
        '[{"thirdType":1,"typeVersion":"","applySellerList":[]},{"thirdType":2,"typeVersion":"","applySellerList":[]},{"thirdType":4,"typeVersion":"","applySellerList":[]}]'::jsonb
      from generate_series(${rules + 1}::int, ${RULES}::int) g`)
  }
  let [{ codes }] = (await rowsOf<{ codes: number }>(db, sql`select count(*)::int as codes from qr_codes where token like 'bq%'`)) as [{ codes: number }]
  if (codes < CODES) {
    // Fill the gaps an older seed left (codes made by rank from the first missing token on).
    codes = Number((await rowsOf<{ n: number }>(db, sql`select coalesce(min(g), ${CODES + 1}) - 1 as n from generate_series(1, ${CODES}::int) g where not exists (select 1 from qr_codes where token = 'bq' || lpad(g::text, 10, '0'))`))[0]!.n)
    const ruleIds = (await rowsOf<{ id: number }>(db, sql`select id from qr_rules where alias like '压测规则%' order by id`)).map((r) => r.id)
    for (let from = codes + 1; from <= CODES; from += 100_000) {
      const to = Math.min(CODES, from + 99_999)
      // Stores by rank, not by id arithmetic: their ids need not be contiguous, and a code whose store
      // id was missing was never made (a resolve of it answered "unknown" and was not counted).
      await db.execute(sql`
        with s as (select id, brand_id, (row_number() over (order by id) - 1)::int as k from stores where code like 'QS%')
        insert into qr_codes (token, brand_id, store_id, rule_id, extend, bound_at)
        select 'bq' || lpad(g::text, 10, '0'), s.brand_id, s.id, ${ruleIds[0]!}::int + (g % ${ruleIds.length}), jsonb_build_object('scene', 'T' || (g % 50)), now()
        from generate_series(${from}::int, ${to}::int) g join s on s.k = g % ${STORES}
        on conflict (token) do nothing`)
      process.stdout.write(`  ${to.toLocaleString()} codes\r`)
    }
  }
  process.stdout.write(`\n  data ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  // Counts of an earlier run today would blur this run's comparison, and so would the rows they leave
  // dead: neither PGlite nor the PostgreSQL here (autovacuum off) reclaims them, and each run's new
  // count rows then checked the same keys' dead index entries (88 MB of them for 112,000 live rows
  // after a morning of runs, and the first resolutions' p99 drifted from 16–19 ms to 34–39 ms).
  await db.execute(sql`delete from qr_scan_counts where code_id in (select id from qr_codes where token like 'bq%')`)
  await db.execute(sql`vacuum analyze qr_scan_counts`)
  await db.execute(sql`vacuum analyze qr_rule_scan_counts`)
  await db.execute(sql`vacuum analyze qr_codes`)
  await db.execute(sql`vacuum analyze stores`)
  await db.execute(sql`update accounts set password_hash = ${await hashPassword(PASSWORD)} where username = '13800000000'`)
  const brand = (await rowsOf<{ id: number }>(db, sql`select brand_id as id from stores where code like 'QS%' limit 1`))[0]!.id
  await database.close()
  return { dataDir, brand, ...(url ? { url } : {}) }
}

interface LoadResult {
  count: number
  errors: number
  notOpen: number
  seconds: number
  latencies: number[]
  /** Percentiles (ms) when the generator reports them instead of every latency (wrk). */
  p50?: number
  p99?: number
}

/**
 * What a wrk run asks for: the first `hot` codes over and over, codes never asked before (each of
 * wrk's two threads walks its own run of `perThread` codes from `from` on), or one fixed path.
 */
type WrkWalk = { hot: number } | { from: number; perThread: number } | { fixedPath: string }

/**
 * A phase with wrk (Debian's `wrk`, C, two threads): it costs the shared cores far less than a
 * generator in Node, and its latencies are not delayed by a busy generator, so the figures are the
 * server's. Answers other than 200, and 200s that are not "open", are counted by its script.
 */
const wrkLoad = async (base: string, clients: number, seconds: number, walk: WrkWalk): Promise<LoadResult> => {
  const nextCode =
    'hot' in walk
      ? `1 + (n % ${walk.hot})`
      : 'from' in walk
        ? `${walk.from} + (tid - 1) * ${walk.perThread} + (n % ${walk.perThread})`
        : '0'
  const script = path.join(os.tmpdir(), `bench-qr-${process.pid}.lua`)
  fs.writeFileSync(
    script,
    `local threads = {}
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end
function init(args)
  n = ${'hot' in walk ? 'tid * 7919' : '-1'}
  notopen = 0
end
function request()
  ${'fixedPath' in walk ? `do return wrk.format("GET", "${walk.fixedPath}") end` : ''}
  n = n + 1
  local code = string.format("bq%010d", ${nextCode})
  return wrk.format("GET", "/cmk-center/qrcode/resolve?q=https%3A%2F%2Fbench.example.com%2Fq%2F" .. code .. "&channel=1&appVersion=8.0.47&os=iOS")
end
function response(status, headers, body)
  if status == 200 and not string.find(body, '"outcome":"open"', 1, true) then notopen = notopen + 1 end
end
function done(summary, latency, requests)
  local no = 0
  for _, t in ipairs(threads) do no = no + t:get("notopen") end
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"us":%d,"p50":%f,"p99":%f,"bad":%d,"notOpen":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout + e.status, no))
end
`,
  )
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${clients}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, base], { stdio: ['ignore', 'pipe', 'inherit'] })
    let text = ''
    child.stdout.on('data', (d: Buffer) => (text += d.toString()))
    child.on('error', reject)
    child.on('exit', () => resolve(text))
  })
  fs.rmSync(script, { force: true })
  const line = /WRK (\{.*\})/.exec(out)
  if (!line) throw new Error(`wrk printed no summary: ${out}`)
  const r = JSON.parse(line[1]!) as { requests: number; us: number; p50: number; p99: number; bad: number; notOpen: number }
  return { count: r.requests, errors: r.bad, notOpen: r.notOpen, seconds: r.us / 1e6, latencies: [], p50: r.p50, p99: r.p99 }
}

/** `clients` keep-alive connections, each sending its next request when the last answered, until `next()` gives null. */
const load = async (base: string, clients: number, next: () => string | null): Promise<LoadResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const { hostname, port } = new URL(base)
  const latencies: number[] = []
  let errors = 0
  let notOpen = 0
  const one = (pathname: string) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now()
      const req = http.get({ hostname, port, path: pathname, agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          latencies.push(performance.now() - t0)
          if (res.statusCode !== 200) errors++
          else if (!Buffer.concat(chunks).toString().includes('"outcome":"open"')) notOpen++
          resolve()
        })
      })
      req.on('error', () => {
        errors++
        resolve()
      })
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let p = next(); p !== null; p = next()) await one(p)
    }),
  )
  agent.destroy()
  return { count: latencies.length, errors, notOpen, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) }
}

const resolvePath = (n: number) => `/cmk-center/qrcode/resolve?q=${encodeURIComponent(`https://bench.example.com/q/${token(n)}`)}&channel=1&appVersion=8.0.47&os=iOS`
/**
 * Every answer counted. wrk stops with up to one request per connection sent but not yet read: the
 * server answered and counted those too, so with wrk the count may exceed the answers by the clients
 * in each of its three counted phases.
 */
const countsVerdict = (counted: number, answered: number) => {
  if (counted === answered) return 'complete'
  if (GENERATOR === 'wrk' && counted > answered && counted - answered <= 3 * CLIENTS) return `complete (+${counted - answered} in flight when wrk stopped)`
  return counted < answered ? `missing ${answered - counted}` : `${counted - answered} more than answered`
}
/** The server's CPU time so far (user + system, ms): per request, a figure the machine's load barely moves. */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}
const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

const run = async (kind: Kind) => {
  process.stdout.write(`\n── ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ──\n`)
  const { dataDir, url, brand } = await prepare(kind)
  const server = await startBuiltServer(
    { ...(url ? { DATABASE_URL: url } : {}), DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_CONCURRENCY: '0', QR_RESOLVE_RATE_PER_MINUTE: '1000000000', PUBLIC_ORIGIN: 'https://bench.example.com' },
    PASSWORD,
  )
  const rows: string[][] = []
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  const sample = await server.call<{ outcome: string; pagePath: string }>('GET', resolvePath(1))
  process.stdout.write(`  sanity: code ${token(1)} → ${sample.outcome} ${sample.pagePath}\n`)
  // The targets assume the machine to itself: a load average above its core count makes the figures a floor.
  process.stdout.write(`  load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores\n`)

  // (1) First resolutions: codes from the upper half of the range, never asked before in this run.
  // First the server's first WARM_SECONDS after its start (its code warming up, the database's pages
  // not yet cached), a row of its own; then FIRST_SECONDS of first resolutions on the running server,
  // the figure the target is about. With wrk each of its two threads walks its own run of codes: room
  // for 12,500 a second (the server answers fewer than 10,000 first resolutions a second in all), or
  // what a smaller --codes leaves; a phase that ran past its room asked some codes twice and says so.
  const upper = Math.floor(CODES / 2)
  const room = (seconds: number) => Math.max(1, Math.min(seconds * 12_500, Math.floor((CODES - upper) / 4)))
  const firstPhase = async (label: string, seconds: number, from: number, target: boolean) => {
    let i = 0
    const perThread = room(seconds)
    const cpu0 = cpuMs(server.pid)
    const r =
      GENERATOR === 'wrk'
        ? await wrkLoad(server.base, CLIENTS, seconds, { from, perThread })
        : await load(server.base, CLIENTS, () => (i < FIRST ? resolvePath(from + i++) : null))
    const p99 = r.p99 ?? percentile(r.latencies, 0.99)
    const repeated = GENERATOR === 'wrk' && r.count > 2 * perThread ? ` (${r.count - 2 * perThread} codes asked twice: a larger --codes)` : ''
    const verdict = (target ? (p99 <= 20 ? 'ok (p99 ≤ 20 ms)' : 'over p99 20 ms') : 'no target (start-up)') + repeated
    rows.push([`${label}（${GENERATOR === 'wrk' ? `${seconds} s，wrk` : `${r.count} 个，node`}）`, `${r.count}`, (r.count / r.seconds).toFixed(0), (r.p50 ?? percentile(r.latencies, 0.5)).toFixed(2), p99.toFixed(2), `${r.errors}/${r.notOpen}`, verdict, ((cpuMs(server.pid) - cpu0) / r.count).toFixed(3)])
    process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
    return r
  }
  const warm = await firstPhase('启动后首次解析（服务刚启动）', WARM_SECONDS, upper, false)
  const first = await firstPhase('首次解析（从未解析过的码）', FIRST_SECONDS, upper + 2 * (GENERATOR === 'wrk' ? room(WARM_SECONDS) : FIRST), true)

  // (2) Hot: --hot codes (20,000) resolved once, then asked again for SECONDS with the memory sampled.
  let w = 0
  await load(server.base, CLIENTS, () => (w < HOT ? resolvePath(1 + w++) : null))
  const memory: number[] = [rssMb(server.pid)]
  const sampler = setInterval(() => memory.push(rssMb(server.pid)), 5_000)
  const heap = heapSampler(server)
  let hot: LoadResult
  const cpuHot = cpuMs(server.pid)
  if (GENERATOR === 'wrk') hot = await wrkLoad(server.base, CLIENTS, SECONDS, { hot: HOT })
  else {
    const until = performance.now() + SECONDS * 1000
    let h = 0
    hot = await load(server.base, CLIENTS, () => (performance.now() < until ? resolvePath(1 + (h++ % HOT)) : null))
  }
  clearInterval(sampler)
  const cpuPerHot = (cpuMs(server.pid) - cpuHot) / hot.count
  // The floor under the same hooks, validation and serialisation: a scan that names no code (nothing
  // looked up), so the hot figure minus this one is what the lookup and counting cost.
  let floor: { rate: number; cpu: number } | null = null
  if (GENERATOR === 'wrk') {
    const cpuFloor = cpuMs(server.pid)
    const f = await wrkLoad(server.base, CLIENTS, Math.min(10, SECONDS), { fixedPath: '/cmk-center/qrcode/resolve?q=x&channel=1&appVersion=8.0.47&os=iOS' })
    floor = { rate: f.count / f.seconds, cpu: (cpuMs(server.pid) - cpuFloor) / f.count }
  }
  memory.push(rssMb(server.pid))
  const heapAfterFull = heap.stop()
  const rate = hot.count / hot.seconds
  const p99Hot = hot.p99 ?? percentile(hot.latencies, 0.99)
  rows.push([`已解析过的码（${SECONDS} s，${GENERATOR}）`, `${hot.count}`, rate.toFixed(0), (hot.p50 ?? percentile(hot.latencies, 0.5)).toFixed(2), p99Hot.toFixed(2), `${hot.errors}/${hot.notOpen}`, rate >= 15_000 && p99Hot <= 10 ? 'ok (≥ 15000/s, p99 ≤ 10 ms)' : `${rate >= 15_000 ? 'ok' : 'under'} 15000/s, p99 ${p99Hot <= 10 ? 'ok' : 'over'} 10 ms`, cpuPerHot.toFixed(3)])
  process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
  if (floor) {
    rows.push(['参照：不查码的解析（同一套钩子、校验、序列化）', '', floor.rate.toFixed(0), '', '', '', 'the framework floor on this machine now', floor.cpu.toFixed(3)])
    process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
  }
  const growth = memory.at(-1)! - memory[1]!
  rows.push(['内存（RSS，每 5 s）', `${memory.length}`, '', memory.map((m) => m.toFixed(0)).join(' → '), '', '', Math.abs(growth) <= 50 ? `flat (${growth.toFixed(0)} MB)` : `grew ${growth.toFixed(0)} MB`])
  process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
  rows.push(heapRow(heapAfterFull))
  process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)

  // (3) The rule page and the store-codes page at this size.
  const pages: Array<[string, () => Promise<unknown>]> = [
    ['规则列表 qrcode-config/page', () => server.call('POST', '/cmk-center/cmk-operating/qrcode-config/page', { pageNumber: 1, pageSize: 10 })],
    ['门店二维码 tool/qrcode/store/page', () => server.call('POST', '/cmk-center/cmk-operating/tool/qrcode/store/page', { brandIds: [brand], pageNumber: 1, pageSize: 10 })],
  ]
  for (const [name, call] of pages) {
    for (let k = 0; k < 5; k++) await call()
    const times: number[] = []
    for (let k = 0; k < 100; k++) {
      const t0 = performance.now()
      await call()
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const p99 = percentile(times, 0.99)
    rows.push([name, '100', '', percentile(times, 0.5).toFixed(2), p99.toFixed(2), '', p99 <= 50 ? 'ok (p99 ≤ 50 ms)' : 'over p99 50 ms'])
    process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
  }

  // Counts: every answer of this run (and the sanity call) is counted once the buffer is written.
  await new Promise((r) => setTimeout(r, 2_000))
  await server.stop()
  const answered = 1 + warm.count + first.count + HOT + hot.count
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') })
  const counted = (await rowsOf<{ n: number }>(database.db, sql`select coalesce(sum(count), 0)::bigint as n from qr_scan_counts c join qr_codes q on q.id = c.code_id where q.token like 'bq%' and c.day = ${day}::date`))[0]!.n
  await database.close()
  rows.push(['机器负载（1 分钟平均）', '', '', os.loadavg()[0]!.toFixed(1), '', '', `${os.cpus().length} cores`])
  rows.push(['计数（本次运行）', `${answered}`, '', `${Number(counted)}`, '', '', countsVerdict(Number(counted), answered)])
  process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
  return rows
}

await runAndSummarise(benchKinds(ONLY), run, 'phase | requests | per s | p50 ms | p99 ms | errors/not open | target | server CPU ms per request')
