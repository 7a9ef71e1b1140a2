import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobRunner, LOST_WORKER_REASON, PermanentJobError, type JobRunner } from '../src/modules/jobs/job-runner.js'
import { claimJob, recordAttemptEnd, recordAttemptStart, releaseJob } from '../src/modules/jobs/jobs.repository.js'
import { jobAttempts, jobs } from '../src/modules/jobs/jobs.table.js'
import { createTestApp, type TestApp } from './build-app.js'

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe('the job queue', () => {
  let t: TestApp
  const runners: JobRunner[] = []
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    for (const r of runners) await r.stop()
    await t.close()
  })

  const runner = (options: Partial<Parameters<typeof createJobRunner>[0]> = {}) => {
    const r = createJobRunner({ db: t.database.db, log: t.app.log, concurrency: 2, pollMs: 20, heartbeatMs: 100, staleSeconds: 1, retryDelaySeconds: 0, ...options })
    runners.push(r)
    return r
  }

  const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!
  const attemptsOf = async (id: number) => t.database.db.select().from(jobAttempts).where(eq(jobAttempts.jobId, id)).orderBy(jobAttempts.attempt)

  it('runs every job exactly once with several workers in two runners', async () => {
    const runs: number[] = []
    // A lease long enough that a stalled machine never reclaims a live job: this is about claiming, not recovery.
    const a = runner({ concurrency: 3, staleSeconds: 60 })
    const b = runner({ concurrency: 3, staleSeconds: 60 })
    for (const r of [a, b]) {
      r.register('count', {
        async run(ctx) {
          runs.push((ctx.job.payload as { n: number }).n)
          await new Promise((res) => setTimeout(res, 10))
          await ctx.finish(async () => {})
        },
      })
    }
    const ids: number[] = []
    for (let n = 0; n < 30; n++) ids.push((await a.enqueue({ kind: 'count', payload: { n } }))!.id)
    a.start()
    b.start()
    await until(async () => (await Promise.all(ids.map(jobRow))).every((j) => j.status === 'done'))
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n))
    for (const id of ids) expect((await jobRow(id)).attempts).toBe(1)
  })

  it('claims again a job whose worker stopped heartbeating, and records the lost attempt', async () => {
    const r = runner()
    let finished = 0
    r.register('revive', {
      async run(ctx) {
        await ctx.finish(async () => {})
        finished++
      },
    })
    const job = (await r.enqueue({ kind: 'revive', payload: {} }))!
    // A worker that claimed it and then died (kill -9): status running, heartbeat long ago.
    await t.database.db.update(jobs).set({ status: 'running', attempts: 1, workerId: 'dead:1:0', heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, job.id))
    await t.database.db.insert(jobAttempts).values({ jobId: job.id, attempt: 1, workerId: 'dead:1:0' })
    r.start()
    await until(async () => (await jobRow(job.id)).status === 'done')
    // The attempt's end is written after the job's own commit: wait for it rather than race it.
    await until(async () => (await attemptsOf(job.id)).every((a) => a.outcome !== null))
    expect(finished).toBe(1)
    expect((await attemptsOf(job.id)).map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'lost'],
      [2, 'done'],
    ])
  })

  it('fails a job, with the reason, when its worker died on the last allowed attempt', async () => {
    const r = runner()
    const gaveUp: string[] = []
    r.register('doomed', { run: async () => {}, onGiveUp: async (_job, reason) => void gaveUp.push(reason) })
    const job = (await r.enqueue({ kind: 'doomed', payload: {}, maxAttempts: 2 }))!
    await t.database.db.update(jobs).set({ status: 'running', attempts: 2, workerId: 'dead:2:0', heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, job.id))
    r.start()
    await until(async () => (await jobRow(job.id)).status === 'failed')
    expect((await jobRow(job.id)).error).toBe(LOST_WORKER_REASON)
    await until(async () => gaveUp.length === 1)
    expect(gaveUp).toEqual([LOST_WORKER_REASON])
  })

  it('retries a failing job up to its limit, then gives up; a permanent error is not retried', async () => {
    const r = runner()
    let tries = 0
    const gaveUp: string[] = []
    r.register('flaky', {
      async run() {
        tries++
        throw new Error('数据库暂时不可用')
      },
      onGiveUp: async (_job, reason) => void gaveUp.push(reason),
    })
    r.register('bad-file', {
      async run() {
        throw new PermanentJobError('表头不正确')
      },
      onGiveUp: async (_job, reason) => void gaveUp.push(reason),
    })
    const flaky = (await r.enqueue({ kind: 'flaky', payload: {}, maxAttempts: 3 }))!
    const bad = (await r.enqueue({ kind: 'bad-file', payload: {}, maxAttempts: 3 }))!
    r.start()
    await until(async () => (await jobRow(flaky.id)).status === 'failed' && (await jobRow(bad.id)).status === 'failed')
    expect(tries).toBe(3)
    expect((await jobRow(bad.id)).attempts).toBe(1)
    expect((await attemptsOf(flaky.id)).map((a) => a.outcome)).toEqual(['retry', 'retry', 'failed'])
    expect(gaveUp.sort()).toEqual(['导出失败：数据库暂时不可用', '表头不正确'])
  })

  it('never lets a worker that lost its lease write its result', async () => {
    const r = runner()
    let wrote = false
    // Settles once the worker's attempt to finish is over, refused or not: the signal to assert on.
    let finishTried!: () => void
    const tried = new Promise<void>((res) => (finishTried = res))
    r.register('slow', {
      async run(ctx) {
        // Another worker takes the job over while this one is still working.
        await t.database.db.update(jobs).set({ workerId: 'other:1:0', attempts: sql`${jobs.attempts} + 1` }).where(eq(jobs.id, ctx.job.id))
        await new Promise((res) => setTimeout(res, 300))
        try {
          await ctx.finish(async () => {
            wrote = true
          })
        } finally {
          finishTried()
        }
      },
    })
    const job = (await r.enqueue({ kind: 'slow', payload: {} }))!
    r.start()
    await until(async () => (await attemptsOf(job.id)).length > 0 && (await jobRow(job.id)).workerId === 'other:1:0')
    await tried
    expect(wrote).toBe(false)
    expect((await jobRow(job.id)).status).toBe('running')
  })

  it('hands a running job back to the queue on stop, without counting the attempt', async () => {
    const r = runner()
    let started = false
    r.register('long', {
      async run(ctx) {
        started = true
        while (!ctx.signal.aborted) await new Promise((res) => setTimeout(res, 10))
        ctx.checkpoint()
      },
    })
    const job = (await r.enqueue({ kind: 'long', payload: {} }))!
    r.start()
    await until(async () => started)
    await r.stop()
    const row = await jobRow(job.id)
    expect(row.status).toBe('queued')
    expect(row.attempts).toBe(0)
  })

  it('keeps each worker’s attempt apart when a released job is claimed again before the release is recorded', async () => {
    // The interleaving of a shutdown beside a busy instance, step by step through the queue's own calls:
    // A releases its job, B claims it at once (the same attempt number, as a release does not count),
    // and only then does A record its release. B's attempt stays B's, and ends as B's.
    const db = t.database.db
    const [queued] = await db.insert(jobs).values({ kind: 'handover', payload: {} }).returning()
    const a = (await claimJob(db, ['handover'], 'a:0', 60))!
    expect(a.id).toBe(queued!.id)
    await recordAttemptStart(db, a)
    expect(await releaseJob(db, a)).toHaveLength(1)
    const b = (await claimJob(db, ['handover'], 'b:0', 60))!
    expect(b.attempts).toBe(a.attempts)
    await recordAttemptStart(db, b)
    await recordAttemptEnd(db, a, 'released')
    await recordAttemptEnd(db, b, 'done')
    expect((await attemptsOf(a.id)).map((r) => [r.workerId, r.outcome])).toEqual([
      ['a:0', 'lost'],
      ['b:0', 'done'],
    ])
  })

  it('wakes every sleeping worker to stop, however long its poll interval', async () => {
    const r = createJobRunner({ db: t.database.db, log: t.app.log, concurrency: 3, pollMs: 120_000, heartbeatMs: 100, staleSeconds: 1 })
    r.start()
    // Let the idle workers find nothing and go to sleep.
    await new Promise((res) => setTimeout(res, 200))
    const t0 = Date.now()
    await r.stop()
    expect(Date.now() - t0).toBeLessThan(5_000)
  })
})
