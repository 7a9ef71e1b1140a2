/**
 * `npm run bench:queue [-- --jobs 5000 --runners 2 --workers 4]`: how many jobs a second the
 * PostgreSQL job queue (`jobs`, claimed with FOR UPDATE SKIP LOCKED) runs, with the real runner:
 * `--runners` runners (as many server instances) of `--workers` workers each drain `--jobs`
 * no-op jobs. Each job costs what a real one costs the queue: the claim, its attempt row, the
 * finish in a transaction, the attempt's end. Reads BENCH_DATABASE_URL or TEST_DATABASE_URL (a
 * database `yy_bench_queue` is created there). docs/scaling.md quotes the figure.
 */
import { sql } from 'drizzle-orm'
import pino from 'pino'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { createJobRunner } from '../apps/server/src/modules/jobs/job-runner.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const JOBS = option('jobs', 5000)
const RUNNERS = option('runners', 2)
const WORKERS = option('workers', 4)

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!adminUrl) {
  console.error('set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)')
  process.exit(1)
}
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
if ((await admin.query(`select 1 from pg_database where datname = 'yy_bench_queue'`)).rowCount === 0) await admin.query('create database yy_bench_queue')
await admin.end()
const url = new URL(adminUrl)
url.pathname = '/yy_bench_queue'

const database = await openDatabase({ url: url.toString(), poolSize: RUNNERS * WORKERS + 2 })
await database.migrate()
await database.db.execute(sql.raw(`delete from jobs where kind = 'bench-noop'`))
const log = pino({ level: 'warn' })
const runners = Array.from({ length: RUNNERS }, () =>
  createJobRunner({ db: database.db, log, concurrency: WORKERS, pollMs: 50, heartbeatMs: 5000, staleSeconds: 60 }),
)
let done = 0
for (const runner of runners) runner.register('bench-noop', { run: (ctx) => ctx.finish(async () => {}).then(() => void done++) })

const queuedAt = performance.now()
for (let i = 0; i < JOBS; i += 500) {
  const values = Array.from({ length: Math.min(500, JOBS - i) }, () => `('bench-noop', '{}'::jsonb)`).join(',')
  await database.db.execute(sql.raw(`insert into jobs (kind, payload) values ${values}`))
}
const queueMs = performance.now() - queuedAt
const started = performance.now()
for (const runner of runners) runner.start()
while (done < JOBS) await new Promise((r) => setTimeout(r, 20))
const seconds = (performance.now() - started) / 1000
for (const runner of runners) await runner.stop()
await database.db.execute(sql.raw(`delete from jobs where kind = 'bench-noop'`))
await database.close()

const [load] = (await import('node:os')).loadavg()
console.log(`queued ${JOBS} jobs in ${(queueMs / 1000).toFixed(1)} s; ${RUNNERS} runners × ${WORKERS} workers ran them in ${seconds.toFixed(1)} s: ${Math.round(JOBS / seconds)} jobs/s`)
console.log(`load average at the end: ${load!.toFixed(1)} on ${(await import('node:os')).cpus().length} cores`)
