import type { DbOrTx } from '../../db/client.js'
import { failUnfinishedJob, queueStats } from './jobs.repository.js'

// The job queue's tables belong to this module: others enqueue through the job runner and stop a
// job through this, inside their own transaction when they pass one.

/** Stops a job if it has not finished (its plan was deleted): a running worker loses its lease at its next heartbeat. */
export const cancelJob = async (db: DbOrTx, jobId: number, reason = '任务已删除'): Promise<void> => {
  await failUnfinishedJob(db, jobId, reason)
}

/** Queued and running jobs and the oldest due job's wait, for the metrics. */
export const jobQueueStats = (db: DbOrTx) => queueStats(db)
