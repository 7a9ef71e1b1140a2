import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, DbOrTx } from '../../db/client.js'
import { currentRequestId } from '../../lib/request-context.js'
import {
  claimJob,
  completeJob,
  failAttempt,
  heartbeat,
  insertJob,
  reapExhaustedJobs,
  recordAttemptEnd,
  recordAttemptStart,
  releaseJob,
  type JobRow,
  type NewJob,
} from './jobs.repository.js'

/** Thrown by a handler for a failure that another attempt would not fix (a bad file). */
export class PermanentJobError extends Error {}
/** The job was taken over by another worker, or the runner is stopping. */
export class JobAbortedError extends Error {}

export interface JobContext {
  job: JobRow
  /** The log, its lines carrying the job's id and kind and the id of the request that queued it (`reqId`). */
  log: FastifyBaseLogger
  /** Aborted when the lease is lost or the server stops: stop at the next page. */
  signal: AbortSignal
  /** Records progress; written with the next heartbeat. */
  progress(done: number, total?: number | null): void
  /** Throws `JobAbortedError` once `signal` is aborted. */
  checkpoint(): void
  /**
   * Marks the job done and runs `write` in the same transaction, only if this worker still
   * holds the job: a worker that lost its lease never overwrites the result of the one that won.
   */
  finish(write: (tx: DbOrTx) => Promise<void>): Promise<void>
}

export interface JobHandler {
  run(ctx: JobContext): Promise<void>
  /** An attempt is starting (attempt 1, or a retry after a failure or a dead worker). */
  onStart?(job: JobRow): Promise<void>
  /** The job failed for good: the last attempt threw, or its worker died on the last attempt. */
  onGiveUp?(job: JobRow, reason: string): Promise<void>
}

export interface JobRunnerOptions {
  db: Db
  log: FastifyBaseLogger
  concurrency: number
  pollMs: number
  heartbeatMs: number
  staleSeconds: number
  /** Seconds before a failed attempt runs again, times the attempt number. */
  retryDelaySeconds?: number
  /** Told of the rows a job reports done (the metrics' rows per second). */
  onRows?: (kind: string, rows: number) => void
}

export const LOST_WORKER_REASON = '执行任务的进程多次中断，任务已终止'

/**
 * In-process workers over the `jobs` table. Every server instance runs one runner; they share
 * the queue through `FOR UPDATE SKIP LOCKED` and the heartbeats.
 */
export const createJobRunner = (options: JobRunnerOptions) => {
  const { db, log } = options
  const handlers = new Map<string, JobHandler>()
  const workerBase = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const running = new Map<number, { job: JobRow; controller: AbortController; done: Promise<void> }>()
  let stopped = true
  /** The workers sleeping between polls, each with its way to wake up early. */
  const sleepers = new Set<() => void>()
  /** A wake that came while no worker slept (one was claiming): the next idle worker claims again at once. */
  let wakePending = false
  let loops: Promise<void>[] = []
  let reaper: NodeJS.Timeout | null = null

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      sleepers.add(done)
    })

  /** Wakes one sleeping worker to claim a new job (or the next idle one, when none sleeps). */
  const wake = () => {
    const [first] = sleepers
    if (first) first()
    else wakePending = true
  }

  /** A job's lines carry its id, its kind and the request that queued it, under the request lines' own label. */
  const logOf = (job: Pick<JobRow, 'id' | 'kind' | 'requestId'>) => log.child({ jobId: job.id, kind: job.kind, ...(job.requestId ? { reqId: job.requestId } : {}) })

  const runOne = async (job: JobRow, controller: AbortController) => {
    const handler = handlers.get(job.kind)!
    const jobLog = logOf(job)
    let done = job.progressDone
    let total = job.progressTotal
    let beating = Promise.resolve()
    const beat = setInterval(() => {
      beating = heartbeat(db, job, done, total).then(
        (held) => {
          if (!held) controller.abort(new JobAbortedError('任务已由其他进程接手'))
        },
        (err: unknown) => jobLog.warn({ err }, 'job heartbeat failed'),
      )
    }, options.heartbeatMs)
    beat.unref()
    const ctx: JobContext = {
      job,
      log: jobLog,
      signal: controller.signal,
      progress(d, t) {
        if (d > done) options.onRows?.(job.kind, d - done)
        done = d
        if (t !== undefined) total = t
      },
      checkpoint() {
        if (controller.signal.aborted) throw controller.signal.reason instanceof Error ? controller.signal.reason : new JobAbortedError('任务已中止')
      },
      async finish(write) {
        ctx.checkpoint()
        await db.transaction(async (tx) => {
          if (!(await completeJob(tx, job))) throw new JobAbortedError('任务已由其他进程接手')
          await write(tx)
        })
      },
    }
    try {
      jobLog.info({ attempt: job.attempts, workerId: job.workerId }, 'job started')
      await recordAttemptStart(db, job)
      await handler.onStart?.(job)
      await handler.run(ctx)
      await recordAttemptEnd(db, job, 'done')
      jobLog.info({ attempt: job.attempts, rows: done }, 'job done')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof JobAbortedError || controller.signal.aborted) {
        // Taken over, or the server is stopping: stop() puts it back in the queue.
        jobLog.warn({ reason: message }, 'job stopped')
      } else {
        const permanent = error instanceof PermanentJobError
        const retry = !permanent && job.attempts < job.maxAttempts
        jobLog.error({ err: error, attempt: job.attempts, retry }, 'job attempt failed')
        await recordAttemptEnd(db, job, retry ? 'retry' : 'failed', message).catch(() => {})
        const held = await failAttempt(db, job, message, retry, (options.retryDelaySeconds ?? 2) * job.attempts).catch(() => false)
        if (held && !retry) await handler.onGiveUp?.(job, permanent ? message : `导出失败：${message}`).catch((err: unknown) => jobLog.error({ err }, 'onGiveUp failed'))
      }
    } finally {
      clearInterval(beat)
      await beating
    }
  }

  const loop = async (slot: number) => {
    const workerId = `${workerBase}:${slot}`
    while (!stopped) {
      let job: JobRow | null = null
      try {
        job = await claimJob(db, [...handlers.keys()], workerId, options.staleSeconds)
      } catch (err) {
        if (!stopped) log.warn({ err }, 'job claim failed')
      }
      if (!job) {
        if (wakePending) wakePending = false
        else await sleep(options.pollMs)
        continue
      }
      const controller = new AbortController()
      const done = runOne(job, controller)
      running.set(job.id, { job, controller, done })
      await done
      running.delete(job.id)
    }
  }

  const reap = async () => {
    try {
      for (const job of await reapExhaustedJobs(db, [...handlers.keys()], options.staleSeconds, LOST_WORKER_REASON)) {
        logOf(job).error('job given up: its worker stopped too often')
        await handlers.get(job.kind)?.onGiveUp?.(job, LOST_WORKER_REASON)
      }
    } catch (err) {
      if (!stopped) log.warn({ err }, 'job reaper failed')
    }
  }

  return {
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler)
    },
    /**
     * Queues a job and wakes a worker. Inside the caller's transaction (`tx`) the job is not
     * visible to the workers until it commits, so the caller calls `wake()` after the commit;
     * a worker woken earlier would find nothing and sleep a whole poll interval.
     */
    async enqueue(job: NewJob, tx: DbOrTx = db) {
      // Queued while a request is handled: stored with that request's id, which its lines carry.
      const row = await insertJob(tx, { ...job, requestId: job.requestId === undefined ? currentRequestId() : job.requestId })
      if (row) logOf(row).info('job queued')
      if (tx === db) wake()
      return row
    },
    wake,
    start() {
      if (!stopped) return
      stopped = false
      loops = Array.from({ length: options.concurrency }, (_, i) => loop(i))
      reaper = setInterval(() => void reap(), Math.max(1000, options.staleSeconds * 500))
      reaper.unref()
    },
    /**
     * Stops claiming, aborts running jobs at their next page and puts them back in the queue
     * (the attempt does not count), so a graceful shutdown is quick and loses nothing.
     */
    async stop() {
      if (stopped) return
      stopped = true
      if (reaper) clearInterval(reaper)
      for (const wakeSleeper of [...sleepers]) wakeSleeper()
      const inFlight = [...running.values()]
      for (const entry of inFlight) entry.controller.abort(new JobAbortedError('服务正在停止'))
      await Promise.allSettled(loops)
      for (const entry of inFlight) {
        // One transaction: the job is claimable again only once its attempt says it was released, so a
        // worker that claims it at once cannot find this attempt open and take it for a lost one.
        await db
          .transaction(async (tx) => {
            const released = await releaseJob(tx, entry.job)
            if (released.length > 0) await recordAttemptEnd(tx, entry.job, 'released', '服务正在停止，任务已交回队列')
          })
          .catch((err: unknown) => log.warn({ err, jobId: entry.job.id }, 'job release failed'))
      }
    },
    get workerId() {
      return workerBase
    },
  }
}

export type JobRunner = ReturnType<typeof createJobRunner>
