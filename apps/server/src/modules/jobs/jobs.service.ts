import type { DbOrTx } from '../../db/client.js'
import { failUnfinishedJob, lockQueuedJob, queueStats } from './jobs.repository.js'

// The job queue's tables belong to this module: others enqueue through the job runner and stop a
// job through this, inside their own transaction when they pass one.

/** Stops a job if it has not finished (its plan was deleted): a running worker loses its lease at its next heartbeat. */
export const cancelJob = async (db: DbOrTx, jobId: number, reason = '任务已删除'): Promise<void> => {
  await failUnfinishedJob(db, jobId, reason)
}

/** Queued and running jobs and the oldest due job's wait, for the metrics. */
export const jobQueueStats = (db: DbOrTx) => queueStats(db)

/**
 * Joins the caller's work to a job still waiting in the queue: the oldest queued job of `kind`
 * whose payload contains `match`, locked until the caller's transaction (`db`) ends so no worker
 * claims it before the caller's writes are committed; `patch` is merged into its payload. Null when
 * none waits (queue a new one then).
 */
export const joinQueuedJob = (db: DbOrTx, kind: string, match: Record<string, unknown>, patch?: Record<string, unknown>) => lockQueuedJob(db, kind, match, patch)
