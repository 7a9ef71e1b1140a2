/**
 * `npm run bench:export`: a million-brand export on the embedded database (and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set), measured from outside the server process:
 *
 * - CSV and XLSX export time, from the start call to the result call answering "done";
 * - the server's RSS growth over its idle level during each export (sampled every 100 ms);
 * - the brand list's latency (POST /org-center/brand/list-for-opt) while the export runs.
 *
 * Targets (issue 15): CSV ≤ 3 s, XLSX ≤ 8 s, RSS growth ≤ 100 MB, list p99 ≤ 100 ms.
 * The brand data lives in BENCH_DATA_DIR (default /tmp/yy-bench-export) and is made once.
 * Options: --brands N (default 1000000), --only pglite|postgres, --dist (run the built server).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { BUILT_SERVER, SOURCE_SERVER_ARGS, startBuiltServer, type BuiltServer } from './built-server.js'

const args = process.argv.slice(2)
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const BRANDS = Number(arg('--brands') ?? 1_000_000)
const ONLY = arg('--only')
const USE_DIST = args.includes('--dist')
const ROOT = path.resolve(import.meta.dirname, '..')
const DATA_ROOT = process.env.BENCH_DATA_DIR ?? '/tmp/yy-bench-export'
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const PASSWORD = 'Bench#2026export'
const TARGETS = { csvSeconds: 3, xlsxSeconds: 8, rssMb: 100, p99Ms: 100 }

const seed = (env: Record<string, string>) => {
  process.stdout.write(`  seeding up to ${BRANDS.toLocaleString()} brands (once)…\n`)
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(ROOT, 'apps/server/src/db/seed/cli.ts'), '--brands', String(BRANDS)], {
    cwd: ROOT,
    env: { ...process.env, ...env, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

const startServer = (env: Record<string, string>) =>
  startBuiltServer({ ...env, JOB_CONCURRENCY: '1' }, PASSWORD, USE_DIST ? [BUILT_SERVER] : SOURCE_SERVER_ARGS)

type Server = BuiltServer

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

const listBody = (i: number) => {
  // What operators do: page through, filter by type or status, search a name.
  const variants = [{}, { brandType: 66 }, { statusList: [1, 2] }, { isTest: 0 }, { name: '品牌00' }]
  return { ...variants[i % variants.length], pageNum: 1 + (i % 50), pageSize: 10 }
}

const runExport = async (server: Server, format: 'csv' | 'xlsx', idleRss: number) => {
  const latencies: number[] = []
  let peakRss = idleRss
  let running = true
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, rssMb(server.pid))
    } catch {
      /* exited */
    }
  }, 100)
  const lister = (async () => {
    for (let i = 0; running; i++) {
      const t0 = performance.now()
      await server.call('POST', '/org-center/brand/list-for-opt', listBody(i))
      latencies.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  const t0 = performance.now()
  const { flowNo } = await server.call<{ flowNo: string }>('POST', '/org-center/operating/cfg/accounts/export-list-brand', { format })
  let result: { status: number; url: string; rowsDone: number; message: string }
  for (;;) {
    result = await server.call('GET', `/org-center/operating/cfg/accounts/export-list-brand-result?flowNo=${flowNo}`)
    if (result.status !== 0) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const seconds = (performance.now() - t0) / 1000
  running = false
  await lister
  clearInterval(sampler)
  if (result.status !== 1) throw new Error(`export failed: ${result.message}`)
  const file = await fetch(`${server.base}${new URL(result.url, server.base).pathname}`)
  const bytes = Buffer.from(await file.arrayBuffer())
  let check = `${(bytes.length / 1e6).toFixed(1)} MB`
  if (format === 'csv') {
    let lines = 0
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++
    check += `, ${lines - 1} data rows, header "${bytes.subarray(3, bytes.indexOf(10)).toString().slice(0, 24)}…"`
  } else {
    check += `, zip ${bytes.subarray(0, 2).toString() === 'PK' ? 'ok' : 'BAD'}`
  }
  latencies.sort((a, b) => a - b)
  return { seconds, rows: result.rowsDone, growth: peakRss - idleRss, latencies, check }
}

const measure = async (label: string, env: Record<string, string>) => {
  process.stdout.write(`\n${label}\n`)
  const server = await startServer(env)
  try {
    // Idle: after a few list calls (caches warm), the median of 2 s of samples.
    for (let i = 0; i < 20; i++) await server.call('POST', '/org-center/brand/list-for-opt', listBody(i))
    const idleSamples: number[] = []
    for (let i = 0; i < 20; i++) {
      idleSamples.push(rssMb(server.pid))
      await new Promise((r) => setTimeout(r, 100))
    }
    const idle = idleSamples.sort((a, b) => a - b)[10]!
    const quiet: number[] = []
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now()
      await server.call('POST', '/org-center/brand/list-for-opt', listBody(i))
      quiet.push(performance.now() - t0)
    }
    quiet.sort((a, b) => a - b)
    process.stdout.write(`  idle RSS ${idle.toFixed(0)} MB; brand list with no export running: p50 ${percentile(quiet, 50).toFixed(0)} ms, p99 ${percentile(quiet, 99).toFixed(0)} ms\n`)
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
    let allOk = true
    for (const format of ['csv', 'xlsx'] as const) {
      const r = await runExport(server, format, idle)
      const limit = format === 'csv' ? TARGETS.csvSeconds : TARGETS.xlsxSeconds
      const p99 = percentile(r.latencies, 99)
      const ok = r.seconds <= limit && r.growth <= TARGETS.rssMb && p99 <= TARGETS.p99Ms
      allOk &&= ok
      process.stdout.write(
        `  ${format.toUpperCase().padEnd(4)} ${r.rows.toLocaleString()} rows in ${r.seconds.toFixed(2)} s (≤ ${limit} s ${verdict(r.seconds <= limit)}) | ` +
          `RSS +${r.growth.toFixed(0)} MB (≤ ${TARGETS.rssMb} ${verdict(r.growth <= TARGETS.rssMb)}) | ` +
          `brand list during export: ${r.latencies.length} calls, p50 ${percentile(r.latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (≤ ${TARGETS.p99Ms} ${verdict(p99 <= TARGETS.p99Ms)}), max ${(r.latencies.at(-1) ?? 0).toFixed(0)} ms | ${r.check}\n`,
      )
    }
    return allOk
  } finally {
    await server.stop()
  }
}

const prepareDir = (dir: string) => {
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

let ok = true
process.stdout.write(`bench:export — ${BRANDS.toLocaleString()} brands, ${USE_DIST ? 'built server' : 'server from source'}, ${(await import('node:os')).cpus().length} cores\n`)
if (ONLY !== 'postgres') {
  const dir = prepareDir(path.join(DATA_ROOT, `pglite-${BRANDS}`))
  if (!fs.existsSync(path.join(dir, 'seeded'))) {
    seed({ DATA_DIR: dir })
    fs.writeFileSync(path.join(dir, 'seeded'), new Date().toISOString())
  }
  ok = (await measure('embedded PGlite', { DATA_DIR: dir })) && ok
}
if (ONLY !== 'pglite') {
  if (!PG_URL) {
    process.stdout.write('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n')
  } else {
    const name = `yy_bench_export_${BRANDS}`
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount
    if (!exists) await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(PG_URL)
    url.pathname = `/${name}`
    const dir = prepareDir(path.join(DATA_ROOT, `postgres-files`))
    if (!exists) seed({ DATABASE_URL: url.toString(), DATA_DIR: dir })
    ok = (await measure(`PostgreSQL (${url.host})`, { DATABASE_URL: url.toString(), DATA_DIR: dir })) && ok
  }
}
process.stdout.write(`\n${ok ? 'all targets met' : 'some targets missed'}\n`)
process.exit(ok ? 0 : 1)
