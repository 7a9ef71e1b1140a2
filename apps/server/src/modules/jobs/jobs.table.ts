import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar, text } from 'drizzle-orm/pg-core'
import { belongsTo, timestamps } from '../../db/columns.js'

/**
 * The job queue. Workers of every server instance claim rows with `FOR UPDATE SKIP LOCKED`;
 * a running job's worker writes `heartbeat_at` every few seconds, so a job whose worker died
 * is claimed again once its heartbeat is stale, at most `max_attempts` times.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it: export, import, cleanup, ORDER_BATCH_OPERATE… */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** queued, running, done, failed. */
    status: varchar('status', { length: 12 }).notNull().default('queued'),
    payload: jsonb('payload').notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    workerId: varchar('worker_id', { length: 80 }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    error: text('error').notNull().default(''),
    /** At most one queued or running job per key (the scheduled cleanup uses it). */
    dedupeKey: varchar('dedupe_key', { length: 80 }),
    /** The id of the request that queued it (x-request-id): the job's log lines carry it, so one export is followed from the click to the worker. */
    requestId: varchar('request_id', { length: 64 }),
    ...timestamps(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAfter, t.id),
    uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey).where(sql`status in ('queued', 'running') and dedupe_key is not null`),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
)

/** One row per claim of a job: who ran it, when, and how it ended. */
export const jobAttempts = pgTable(
  'job_attempts',
  {
    id: serial('id').primaryKey(),
    jobId: belongsTo('job_id', () => jobs.id),
    attempt: integer('attempt').notNull(),
    workerId: varchar('worker_id', { length: 80 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** done, failed, retry (it threw and will run again), lost (the worker stopped heartbeating), released (handed back by a stopping server). */
    outcome: varchar('outcome', { length: 12 }),
    error: text('error').notNull().default(''),
  },
  (t) => [index('job_attempts_job_idx').on(t.jobId, t.attempt)],
)
