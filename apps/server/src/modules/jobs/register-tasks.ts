import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.js'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { Housekeeping } from '../../lib/housekeeping.js'
import { batchResultsRoutes } from '../batch-results/batch-results.routes.js'
import { createBatchResultsService, type BatchResultsService } from '../batch-results/batch-results.service.js'
import { dispatchRoutes } from '../dispatch/dispatch.routes.js'
import type { FileStore } from '../files/file-store.js'
import { exportsRoutes } from '../exports/exports.routes.js'
import { createExportsService, type ExportsService } from '../exports/exports.service.js'
import { importsRoutes } from '../imports/imports.routes.js'
import { createImportsService } from '../imports/imports.service.js'
import { plansRoutes } from '../plans/plans.routes.js'
import { createPlansService, type PlansService } from '../plans/plans.service.js'
import { createJobRunner, type JobRunner } from './job-runner.js'
import { deleteFinishedJobs, vacuumAnalyze } from './jobs.repository.js'

export const CLEANUP_JOB = 'cleanup'

/** What other modules use: register an export source, record batch results, queue a job. */
export interface Tasks {
  runner: JobRunner
  plans: PlansService
  exports: ExportsService
  batchResults: BatchResultsService
  /** Queues the retention cleanup now (at most one is queued or running). */
  scheduleCleanup(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    tasks: Tasks
  }
}

export interface TasksDeps {
  config: Config
  database: Database
  clock: Clock
  store: FileStore
  publicUrl: (path: string) => string
  /** What other modules prune in the cleanup job. */
  housekeeping: Housekeeping
  /** Resolves when the export may read its next page: on the embedded database, when no request is in flight (plugins/foreground.ts). */
  yieldToRequests: () => Promise<void>
  /** Told of the rows each job writes (the metrics). */
  onRows?: (kind: string, rows: number) => void
}

/**
 * The task centre, download centre, exports, imports and batch results, with the job workers:
 * they start when the app is ready and stop, handing their jobs back to the queue, when it
 * closes. Modules register their export sources on `app.tasks.exports` afterwards.
 */
export const registerTasks = async (app: FastifyInstance, deps: TasksDeps) => {
  const { config, database, clock, store, housekeeping } = deps
  const db = database.db
  const runner = createJobRunner({
    db,
    log: app.log,
    concurrency: config.JOB_CONCURRENCY,
    pollMs: config.JOB_POLL_MS,
    heartbeatMs: config.JOB_HEARTBEAT_SECONDS * 1000,
    staleSeconds: config.JOB_STALE_SECONDS,
    ...(deps.onRows ? { onRows: deps.onRows } : {}),
  })
  const plans = createPlansService({
    db,
    store,
    clock,
    linkTtlMinutes: config.EXPORT_LINK_TTL_MINUTES,
    retentionDays: config.FILE_RETENTION_DAYS,
    publicUrl: deps.publicUrl,
  })
  const exports = createExportsService({
    database,
    store,
    clock,
    plans,
    runner,
    pageRows: config.EXPORT_PAGE_ROWS,
    pauseMs: config.EXPORT_PAUSE_MS,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
    yieldToRequests: deps.yieldToRequests,
  })
  const imports = createImportsService({
    db,
    store,
    clock,
    plans,
    runner,
    maxBytes: config.IMPORT_MAX_BYTES,
    maxRows: config.IMPORT_MAX_ROWS,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
  })
  const batchResults = createBatchResultsService({ db, plans })

  runner.register(CLEANUP_JOB, {
    async run(ctx) {
      const { plans: removed } = await plans.cleanup()
      // Sessions, codes, QR sign-ins and sign-in failures that no rule reads any more.
      const pruned = await housekeeping.run(clock.now())
      await deleteFinishedJobs(db, new Date(clock.now().getTime() - config.FILE_RETENTION_DAYS * 86_400_000))
      // The embedded database has no autovacuum: without this, index-only scans (the brand list's
      // counts) fall back to the heap after every bulk change and the planner's statistics age.
      // On a table with few changes it skips the pages the visibility map already vouches for.
      if (database.kind === 'pglite') await vacuumAnalyze(db)
      await ctx.finish(async () => {})
      app.log.info({ plans: removed, ...pruned }, 'cleanup done')
    },
  })
  const scheduleCleanup = async () => {
    await runner.enqueue({ kind: CLEANUP_JOB, payload: {}, dedupeKey: CLEANUP_JOB, maxAttempts: 1 })
  }

  app.decorate('tasks', { runner, plans, exports, batchResults, scheduleCleanup })
  await app.register(exportsRoutes(exports))
  await app.register(importsRoutes(imports, config.UPLOAD_RATE_PER_MINUTE))
  await app.register(plansRoutes(plans))
  await app.register(dispatchRoutes({ plans, db }))
  await app.register(batchResultsRoutes(batchResults))

  let cleanupTimer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    if (config.JOB_CONCURRENCY === 0) return
    runner.start()
    await scheduleCleanup().catch((err: unknown) => app.log.warn({ err }, 'cleanup not scheduled'))
    cleanupTimer = setInterval(() => void scheduleCleanup().catch(() => {}), config.CLEANUP_INTERVAL_MINUTES * 60_000)
    cleanupTimer.unref()
  })
  app.addHook('onClose', async () => {
    if (cleanupTimer) clearInterval(cleanupTimer)
    await runner.stop()
  })
}
