import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { jobAttempts, jobs } from './jobs.table.js'

export type JobRow = typeof jobs.$inferSelect

interface RawJob {
  id: number
  kind: string
  status: string
  payload: unknown
  attempts: number
  max_attempts: number
  worker_id: string | null
  heartbeat_at: string | Date | null
  run_after: string | Date
  progress_done: number
  progress_total: number | null
  error: string
  dedupe_key: string | null
  request_id: string | null
  created_at: string | Date
  updated_at: string | Date
  finished_at: string | Date | null
}

const date = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v))

const toJob = (r: RawJob): JobRow => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  workerId: r.worker_id,
  heartbeatAt: date(r.heartbeat_at),
  runAfter: date(r.run_after)!,
  progressDone: r.progress_done,
  progressTotal: r.progress_total,
  error: r.error,
  dedupeKey: r.dedupe_key,
  requestId: r.request_id ?? null,
  createdAt: date(r.created_at)!,
  updatedAt: date(r.updated_at)!,
  finishedAt: date(r.finished_at),
})

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export interface NewJob {
  kind: string
  payload: unknown
  maxAttempts?: number
  dedupeKey?: string | null
  runAfter?: Date
  /** The request that queues it; null for the server's own jobs (the scheduled cleanup). */
  requestId?: string | null
}

/** Queues a job; with a `dedupeKey` that is already queued or running, returns null. */
export const insertJob = async (db: DbOrTx, job: NewJob): Promise<JobRow | null> => {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      maxAttempts: job.maxAttempts ?? 3,
      dedupeKey: job.dedupeKey ?? null,
      requestId: job.requestId ?? null,
      ...(job.runAfter ? { runAfter: job.runAfter } : {}),
    })
    .onConflictDoNothing()
    .returning()
  return rows[0] ?? null
}

/**
 * The oldest queued job of `kind` whose payload contains `match`, locked until the caller's
 * transaction ends, so no worker claims it meanwhile (the claim skips locked rows); `patch` is
 * merged into its payload. Null when none waits: a job already claimed is never returned (a row a
 * worker is claiming is waited for, then seen as running).
 */
export const lockQueuedJob = async (db: DbOrTx, kind: string, match: Record<string, unknown>, patch?: Record<string, unknown>): Promise<number | null> => {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from jobs where kind = ${kind} and status = 'queued' and payload @> ${JSON.stringify(match)}::jsonb order by id limit 1 for update`),
  )
  if (!row) return null
  if (patch) await db.execute(sql`update jobs set payload = payload || ${JSON.stringify(patch)}::jsonb, updated_at = now() where id = ${row.id}`)
  return row.id
}

/**
 * Claims the oldest runnable job of the given kinds: queued and due, or running with a stale
 * heartbeat and attempts left. `FOR UPDATE SKIP LOCKED` lets any number of workers, in any
 * number of processes, ask at once without two of them getting the same row.
 */
export const claimJob = async (db: DbOrTx, kinds: string[], workerId: string, staleSeconds: number): Promise<JobRow | null> => {
  if (kinds.length === 0) return null
  const kindList = sql.join(kinds.map((k) => sql`${k}`), sql`, `)
  const result = await db.execute(sql`
    update jobs set status = 'running', attempts = attempts + 1, worker_id = ${workerId},
      heartbeat_at = now(), updated_at = now()
    where id = (
      select id from jobs
      where kind in (${kindList})
        and ((status = 'queued' and run_after <= now())
          or (status = 'running' and heartbeat_at < now() - make_interval(secs => ${staleSeconds}) and attempts < max_attempts))
      order by id
      for update skip locked
      limit 1)
    returning *`)
  const row = rowsOf<RawJob>(result)[0]
  return row ? toJob(row) : null
}

/** Closes the attempt rows a dead worker left open, then opens this attempt's row. */
export const recordAttemptStart = async (db: DbOrTx, job: JobRow) => {
  await db
    .update(jobAttempts)
    .set({ finishedAt: sql`now()`, outcome: 'lost', error: '执行任务的进程已中断' })
    .where(and(eq(jobAttempts.jobId, job.id), isNull(jobAttempts.finishedAt)))
  await db.insert(jobAttempts).values({ jobId: job.id, attempt: job.attempts, workerId: job.workerId! })
}

/**
 * Closes this worker's attempt row. The worker id is part of the match: an attempt number comes back
 * after a release (which does not count the attempt), so another worker's row can carry the same one.
 */
export const recordAttemptEnd = (db: DbOrTx, job: JobRow, outcome: string, error = '') =>
  db
    .update(jobAttempts)
    .set({ finishedAt: sql`now()`, outcome, error: error.slice(0, 2000) })
    .where(and(eq(jobAttempts.jobId, job.id), eq(jobAttempts.attempt, job.attempts), eq(jobAttempts.workerId, job.workerId!), isNull(jobAttempts.finishedAt)))

const leaseOf = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.workerId, job.workerId!), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'))

/** Writes the heartbeat and progress; false when another worker has taken the job over. */
export const heartbeat = async (db: DbOrTx, job: JobRow, done: number, total: number | null): Promise<boolean> => {
  const rows = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()`, progressDone: done, progressTotal: total, updatedAt: sql`now()` })
    .where(leaseOf(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** Marks the job done if this worker still holds it; false otherwise. */
export const completeJob = async (db: DbOrTx, job: JobRow): Promise<boolean> => {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, updatedAt: sql`now()`, error: '' })
    .where(leaseOf(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** After a failed attempt: back to the queue after `delaySeconds`, or failed for good. */
export const failAttempt = async (db: DbOrTx, job: JobRow, error: string, retry: boolean, delaySeconds: number) => {
  const rows = await db
    .update(jobs)
    .set(
      retry
        ? { status: 'queued', error: error.slice(0, 2000), runAfter: sql`now() + make_interval(secs => ${delaySeconds})`, updatedAt: sql`now()` }
        : { status: 'failed', error: error.slice(0, 2000), finishedAt: sql`now()`, updatedAt: sql`now()` },
    )
    .where(leaseOf(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** A job interrupted by a shutdown goes back to the queue without counting the attempt. */
export const releaseJob = (db: DbOrTx, job: JobRow) =>
  db
    .update(jobs)
    .set({ status: 'queued', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, workerId: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(leaseOf(job))
    .returning({ id: jobs.id })

/** Jobs (of the kinds this runner handles) whose worker died on their last allowed attempt: failed, with the reason. */
export const reapExhaustedJobs = async (db: DbOrTx, kinds: string[], staleSeconds: number, reason: string): Promise<JobRow[]> => {
  if (kinds.length === 0) return []
  const kindList = sql.join(kinds.map((k) => sql`${k}`), sql`, `)
  const result = await db.execute(sql`
    update jobs set status = 'failed', error = ${reason}, finished_at = now(), updated_at = now()
    where id in (
      select id from jobs
      where kind in (${kindList}) and status = 'running' and heartbeat_at < now() - make_interval(secs => ${staleSeconds}) and attempts >= max_attempts
      for update skip locked)
    returning *`)
  const rows = rowsOf<RawJob>(result).map(toJob)
  for (const job of rows) {
    await db
      .update(jobAttempts)
      .set({ finishedAt: sql`now()`, outcome: 'lost', error: reason })
      .where(and(eq(jobAttempts.jobId, job.id), isNull(jobAttempts.finishedAt)))
  }
  return rows
}

/** Stops a job that has not finished: a running worker loses its lease at its next heartbeat. */
export const failUnfinishedJob = (db: DbOrTx, jobId: number, reason: string) =>
  db
    .update(jobs)
    .set({ status: 'failed', error: reason, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ['queued', 'running'])))

/** Finished jobs older than the cutoff are forgotten. */
export const deleteFinishedJobs = (db: DbOrTx, before: Date) =>
  db.execute(sql`delete from jobs where status in ('done', 'failed') and finished_at < ${before.toISOString()}`)

/** The embedded database has no autovacuum: the cleanup job runs this on it. */
export const vacuumAnalyze = (db: DbOrTx) => db.execute(sql`vacuum (analyze)`)

/** The queue as the metrics see it: queued and running jobs, and the age of the oldest due job. */
export const queueStats = async (db: DbOrTx) => {
  const result = await db.execute(sql`
    select count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status = 'running')::int as running,
      coalesce(extract(epoch from now() - min(run_after) filter (where status = 'queued' and run_after <= now())), 0)::float8 as oldest
    from jobs where status in ('queued', 'running')`)
  const row = rowsOf<{ queued: number; running: number; oldest: number }>(result)[0]
  return { queued: Number(row?.queued ?? 0), running: Number(row?.running ?? 0), oldestWaitingSeconds: Number(row?.oldest ?? 0) }
}
