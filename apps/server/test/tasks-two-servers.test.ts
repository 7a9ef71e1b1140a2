import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { dbKind } from './build-app.js'
import { EXPORT_BASE, exportResult, fetchCsv, killAll, startServer, tempDir } from './tasks-processes.js'

afterEach(killAll)

// Two server processes on one PostgreSQL database share the job queue. Only meaningful on
// PostgreSQL (the embedded database belongs to one process), so it runs in the postgres pass,
// whose global setup fails the run when CI has no TEST_DATABASE_URL.
describe.runIf(dbKind === 'postgres')('two server processes on one PostgreSQL database', () => {
  const name = `yy_t_jobs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  let url: string
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
    await admin.end()
    const u = new URL(process.env.TEST_DATABASE_URL!)
    u.pathname = `/${name}`
    url = u.toString()
  })
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('never run the same job twice, and both take part', async () => {
    const files = tempDir()
    const env = { DATABASE_URL: url, DATA_DIR: files, JOB_CONCURRENCY: '3', JOB_POLL_MS: '20', EXPORT_PAGE_ROWS: '100', EXPORT_PAUSE_MS: '20' }
    const a = await startServer(env)
    const b = await startServer(env, a.token)
    const flows: string[] = []
    for (let i = 0; i < 24; i++) {
      const server = i % 2 ? b : a
      const res = await server.call<{ flowNo: string }>('POST', `${EXPORT_BASE}/export-list-brand`, { format: i % 3 ? 'csv' : 'xlsx', statusList: [1, 2] })
      expect(res.status).toBe(true)
      flows.push(res.data.flowNo)
    }
    for (const flowNo of flows) expect((await exportResult(a, flowNo)).status).toBe(1)

    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const jobs = (await client.query<{ id: number; attempts: number; status: string }>(`select id, attempts, status from jobs where kind = 'export'`)).rows
    const attempts = (await client.query<{ job_id: number; worker_id: string; outcome: string }>(`select job_id, worker_id, outcome from job_attempts`)).rows
    const expected = Number((await client.query(`select count(*) from brands where status in (1, 2)`)).rows[0].count)
    await client.end()

    expect(jobs).toHaveLength(24)
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true)
    const exportAttempts = attempts.filter((r) => jobs.some((j) => j.id === r.job_id))
    expect(exportAttempts).toHaveLength(24)
    expect(new Set(exportAttempts.map((r) => r.job_id)).size).toBe(24)
    expect(exportAttempts.every((r) => r.outcome === 'done')).toBe(true)
    const pids = new Set(exportAttempts.map((r) => r.worker_id.split(':')[1]))
    expect(pids).toEqual(new Set([String(a.child.pid), String(b.child.pid)]))

    const csv = await exportResult(b, flows[1]!)
    const { lines } = await fetchCsv(b, csv.url)
    expect(lines).toHaveLength(expected)
  }, 120_000)
})
