/**
 * `npm run bench:load [-- --seconds 60 --rate 300 --instances 2 --phases 10 --no-pglite --source]` (issue 29):
 * a fixed-rate mix driven by autocannon against the balanced topology (instances on one PostgreSQL
 * and one Redis behind HAProxy, as `npm run cluster` runs them) and, for comparison, one instance on
 * the embedded PGlite. Reads (brand searches, brand details, effective configuration) share `rate`
 * requests per second; ordinary edits (brand tags, each an operation-log write) run at 5/s,
 * sign-ins at 1/s, and an export starts every 10 s. Prints throughput, p50/p99 and errors per call
 * and each instance's memory at start and end. Targets: no errors; read p99 ≤ 100 ms at 300/s on
 * the balanced PostgreSQL topology; memory growth ≤ 50 MB over the run.
 * The built server is used when present (`npm run build`), else the sources (`--source` forces it).
 * Ports: BENCH_PORT (default 18700) for the balancer, the next ones for the instances.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { DRAIN_SECONDS, createDatabase, dropDatabase, instanceEnv, startBalancer, startInstance, type Instance } from '../apps/server/test/cluster-topology.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const SECONDS = option('seconds', 60)
const RATE = option('rate', 300)
const INSTANCES = option('instances', 2)
/** Generators per call, started 1000/PHASES ms apart (see `drive`); `--phases 1` is autocannon's own rate. */
const PHASES = option('phases', 10)
const BRANDS = option('brands', 20_000)
const PASSWORD = 'Bench-load-pass-1'
const PORT = Number(process.env.BENCH_PORT) || 18_700
const BUILT = path.join(ROOT, 'apps/server/dist/main.js')
const fromSource = args.includes('--source') || !fs.existsSync(BUILT)
const serverArgs = fromSource ? ['--conditions=source', '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')] : [BUILT]
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

const seed = (env: Record<string, string>) =>
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(ROOT, 'apps/server/src/db/seed/cli.ts'), '--brands', String(BRANDS)], {
    cwd: ROOT,
    env: { ...env, ADMIN_PASSWORD: PASSWORD },
    stdio: 'ignore',
  })

const post = async <T>(base: string, url: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'operating-token': token } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as { status: boolean; message: string; data: T }
  if (!json.status) throw new Error(`${url}: ${json.message}`)
  return json.data
}

interface Figure {
  call: string
  rate: number
  done: number
  perSecond: number
  p50: number
  p99: number
  errors: number
  /** What the errors were: status codes other than 200, timeouts, connection errors. */
  why: string
}

const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

const drive = async (base: string): Promise<Figure[]> => {
  const token = (await post<{ token: string }>(base, '/sellers/exclude/login', { username: '13800000000', password: PASSWORD, version: 2 })).token
  const page = await post<{ list: Array<{ id: number; groupId: number; name: string }> }>(base, '/org-center/brand/list-for-opt', { pageNum: 1, pageSize: 100 }, token)
  const brands = page.list
  const words = brands.map((b) => b.name.slice(0, 2))
  const headers = { 'content-type': 'application/json', 'operating-token': token }
  const mixes: Array<{ call: string; rate: number; connections: number; setup: (req: autocannon.Request) => autocannon.Request }> = [
    {
      call: 'brand search',
      rate: RATE * 0.4,
      connections: 16,
      setup: (req) => ({ ...req, method: 'POST', path: '/org-center/brand/list-for-opt', headers, body: JSON.stringify({ pageNum: 1, pageSize: 10, name: pick(words) }) }),
    },
    {
      call: 'brand detail',
      rate: RATE * 0.35,
      connections: 12,
      setup: (req) => ({ ...req, method: 'GET', path: `/org-center/brand/detail-brand?brandId=${pick(brands).id}`, headers: { 'operating-token': token } }),
    },
    {
      call: 'effective config',
      rate: RATE * 0.25,
      connections: 10,
      setup: (req) => ({ ...req, method: 'POST', path: '/config-center/seller-config/query-config-data', headers, body: JSON.stringify({ sellerId: pick(brands).id }) }),
    },
    {
      call: 'brand tag edit (oplog)',
      rate: 5,
      connections: 2,
      setup: (req) => {
        const b = pick(brands)
        return { ...req, method: 'POST', path: '/org-center/brand/brand-abandon-set', headers, body: JSON.stringify({ id: b.id, groupId: b.groupId, abandonFlag: Math.floor(Math.random() * 3), operatingUrl: '/businessCenter/brand' }) }
      },
    },
    {
      call: 'sign-in',
      rate: 1,
      connections: 1,
      // Each from an address of its own: the per-address sign-in limits are not what is measured.
      setup: (req) => ({ ...req, method: 'POST', path: '/sellers/exclude/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() }, body: JSON.stringify({ username: '13800000000', password: PASSWORD, version: 2 }) }),
    },
  ]
  let exportsStarted = 0
  let exportErrors = 0
  const exporter = setInterval(() => {
    post(base, '/org-center/operating/cfg/accounts/export-list-brand', { format: 'csv' }, token).then(
      () => (exportsStarted += 1),
      () => (exportErrors += 1),
    )
  }, 10_000)
  // autocannon holds a rate by letting each client send its quota for the second as fast as answers
  // come, then wait for the next second: the whole second's requests arrive together. Each call's rate is
  // therefore split over PHASES generators started 1000/PHASES ms apart (one request per connection per
  // phase each second), so requests arrive spread over the second as users' do; latencies are gathered
  // from every generator's answers.
  const phasesOf = (rate: number) => Math.max(1, Math.min(PHASES, Math.floor(rate)))
  const results = await Promise.all(
    mixes.map(async (m) => {
      const phases = phasesOf(m.rate)
      const latencies: number[] = []
      const runs = await Promise.all(
        Array.from({ length: phases }, async (_, i) => {
          const share = Math.floor(((i + 1) * m.rate) / phases) - Math.floor((i * m.rate) / phases)
          await new Promise((r) => setTimeout(r, (i * 1000) / phases))
          return new Promise<autocannon.Result>((resolve, reject) => {
            const instance = autocannon({ url: base, connections: share, overallRate: share, duration: SECONDS, requests: [{ setupRequest: m.setup }] }, (err, result) =>
              err ? reject(err) : resolve(result),
            )
            instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
          })
        }),
      )
      const done = runs
      latencies.sort((a, b) => a - b)
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length - 1) * q))] ?? NaN
      const sum = (f: (r: autocannon.Result) => number) => done.reduce((n, r) => n + f(r), 0)
      const codes = new Map<string, number>()
      for (const r of done) for (const [code, v] of Object.entries(r.statusCodeStats as Record<string, { count: number }>)) if (code !== '200') codes.set(code, (codes.get(code) ?? 0) + v.count)
      const timeouts = sum((r) => r.timeouts)
      const errors = sum((r) => r.errors)
      return {
        call: m.call,
        rate: m.rate,
        done: sum((r) => r.requests.total),
        perSecond: sum((r) => r.requests.total) / SECONDS,
        p50: at(0.5),
        p99: at(0.99),
        // autocannon counts timeouts among its errors.
        errors: errors + sum((r) => r.non2xx),
        why: [...[...codes].map(([code, n]) => `${code}×${n}`), ...(timeouts ? [`timeout×${timeouts}`] : []), ...(errors - timeouts > 0 ? [`error×${errors - timeouts}`] : [])].join(' '),
      }
    }),
  )
  clearInterval(exporter)
  results.push({ call: 'export started (every 10 s)', rate: 0.1, done: exportsStarted, perSecond: exportsStarted / SECONDS, p50: NaN, p99: NaN, errors: exportErrors, why: '' })
  return results
}

const report = (title: string, figures: Figure[], memory: Array<{ name: string; start: number; end: number }>, balanced: boolean) => {
  process.stdout.write(`\n── ${title} ──\n`)
  process.stdout.write(`${'call'.padEnd(28)}${'rate/s'.padStart(8)}${'done'.padStart(8)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}\n`)
  for (const f of figures) {
    process.stdout.write(
      `${f.call.padEnd(28)}${f.rate.toFixed(0).padStart(8)}${String(f.done).padStart(8)}${f.perSecond.toFixed(1).padStart(8)}${(Number.isNaN(f.p50) ? '-' : f.p50.toFixed(0)).padStart(8)}${(Number.isNaN(f.p99) ? '-' : f.p99.toFixed(0)).padStart(8)}${String(f.errors).padStart(8)}${f.why ? `  ${f.why}` : ''}\n`,
    )
  }
  const reads = figures.slice(0, 3)
  const readP99 = Math.max(...reads.map((f) => f.p99))
  const errors = figures.reduce((n, f) => n + f.errors, 0)
  const growth = Math.max(...memory.map((m) => m.end - m.start))
  for (const m of memory) process.stdout.write(`memory ${m.name}: ${m.start.toFixed(0)} MB at start, ${m.end.toFixed(0)} MB at end (${m.end - m.start >= 0 ? '+' : ''}${(m.end - m.start).toFixed(0)} MB)\n`)
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED')
  process.stdout.write(`errors: ${errors} (target 0: ${mark(errors === 0)})\n`)
  process.stdout.write(`read p99: ${readP99.toFixed(0)} ms at ${reads.reduce((n, f) => n + f.perSecond, 0).toFixed(0)} reads/s (target ≤ 100 ms at ${RATE}/s${balanced ? '' : ', set for the balanced topology'}: ${mark(readP99 <= 100)})\n`)
  process.stdout.write(`memory growth: ${growth.toFixed(0)} MB (target ≤ 50 MB: ${mark(growth <= 50)})\n`)
}

process.stdout.write(
  `bench:load — ${SECONDS} s, reads at ${RATE}/s, ${BRANDS.toLocaleString()} brands, ${fromSource ? 'server from source (tsx)' : 'built server'}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}\n`,
)

// The balanced topology: INSTANCES instances on PostgreSQL and Redis behind HAProxy.
{
  const name = `yy_bench_load_${process.pid}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-bench-load-'))
  const databaseUrl = await createDatabase(ADMIN_URL, name)
  const instances: Instance[] = []
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null
  try {
    const env = instanceEnv({ databaseUrl, redisUrl: REDIS_URL, dataDir: dir, extra: { LOG_LEVEL: 'warn', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false' } })
    seed(env)
    const servers = Array.from({ length: INSTANCES }, (_, i) => ({ name: `s${i + 1}`, port: PORT + 1 + i }))
    instances.push(...(await Promise.all(servers.map((s) => startInstance({ ...s, args: serverArgs, cwd: ROOT, env })))))
    balancer = await startBalancer({ port: PORT, servers, socket: path.join(dir, 'haproxy.sock'), dir })
    await balancer.waitFor(
      servers.map((s) => s.name),
      'UP',
    )
    const start = instances.map((i) => rssMb(i.child.pid!))
    const figures = await drive(balancer.url)
    const memory = instances.map((i, n) => ({ name: i.name, start: start[n]!, end: rssMb(i.child.pid!) }))
    report(`${INSTANCES} instances on PostgreSQL + Redis behind HAProxy`, figures, memory, true)
  } finally {
    for (const i of instances) i.child.kill('SIGTERM')
    await Promise.all(instances.map((i) => i.exited))
    await balancer?.stop()
    await dropDatabase(ADMIN_URL, name).catch(() => {})
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// For comparison: one instance on the embedded PGlite, called directly.
if (!args.includes('--no-pglite')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-bench-load-pglite-'))
  let instance: Instance | null = null
  try {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false', TRUST_PROXY: 'true', DRAIN_SECONDS: String(DRAIN_SECONDS) }
    seed(env)
    instance = await startInstance({ name: 'pglite', port: PORT + 20, args: serverArgs, cwd: ROOT, env })
    const start = rssMb(instance.child.pid!)
    const figures = await drive(instance.url)
    report('one instance on the embedded PGlite', figures, [{ name: 'pglite', start, end: rssMb(instance.child.pid!) }], false)
  } finally {
    instance?.child.kill('SIGTERM')
    await instance?.exited
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
