import type { FastifyInstance } from 'fastify'
import { CHECK_SIGNED_FAMILY } from '@yunying/contracts'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { SignedAccess } from '../access/signed-access.js'
import { analyzeGrownCheckTables, type FailFilter } from './checks.repository.js'
import { checksRoutes } from './checks.routes.js'
import { FAILURES_SOURCE, createChecksService } from './checks.service.js'
import { reconcileRoutes } from './reconcile.routes.js'
import { RECONCILE_SOURCE, createReconcileService } from './reconcile.service.js'
import type { ReconcileFilter } from './reconcile.repository.js'
import { createServiceKeysService } from './service-keys.service.js'

/**
 * Records per transaction of a report. PGlite serves every request on one connection, so a report
 * is written in short pages that other requests slip between. PostgreSQL takes a whole call (at
 * most 5,000 records) in two halves written side by side on two connections: a 5,000-record call
 * answered in 168 ms where one statement took 200 ms (bench:checks, 2 cores).
 */
export const REPORT_ROWS_PGLITE = 1_000
export const REPORT_ROWS_POSTGRES = 2_500
export const REPORT_LANES_POSTGRES = 2
/** Records per page of a check on PGlite (one statement each; requests in flight go first between pages). */
export const CHECK_ROWS_PGLITE = 1_000

export interface MetadataChecksDeps {
  database: Database
  clock: Clock
  signed: SignedAccess
  /** The metadata registry tells of approved, enabled and disabled definitions here. */
  onDefinitionsChanged: (listener: (module: string, entity: string) => void | Promise<void>) => void
  /** Runs a page of bulk work in its turn, once no interactive request is in flight (PGlite). */
  inTurn: <T>(work: () => Promise<T>) => Promise<T>
}

/**
 * Data standards, part 2 (issue 28): reported records checked against the registry, the check
 * results and order reconciliation. Registered after the task centre and the metadata registry.
 */
export const registerMetadataChecks = async (app: FastifyInstance, deps: MetadataChecksDeps) => {
  const { database, clock } = deps
  const db = database.db
  const checks = createChecksService({
    db,
    clock,
    runner: app.tasks.runner,
    pageRows: database.kind === 'pglite' ? CHECK_ROWS_PGLITE : 25_000,
    inTurn: database.kind === 'pglite' ? deps.inTurn : (work) => work(),
    reportRows: database.kind === 'pglite' ? REPORT_ROWS_PGLITE : REPORT_ROWS_POSTGRES,
    reportLanes: database.kind === 'pglite' ? 1 : REPORT_LANES_POSTGRES,
    // On PGlite an analysis holds the server's one thread: a sample of 3,000 rows (target 10) is
    // enough for the row counts and ranges these plans turn on, and a 500,000-row table takes 30 ms
    // instead of 320 (the hourly cleanup analyses in full). PostgreSQL analyses on a connection of
    // its own, in full.
    refreshStatistics: () => analyzeGrownCheckTables(db, database.kind === 'pglite' ? { statisticsTarget: 10 } : {}),
  })
  const keys = createServiceKeysService({ db, clock })
  const reconcile = createReconcileService({ db, clock })
  deps.signed.registerFamily(CHECK_SIGNED_FAMILY, { resolveKey: (keyId) => keys.secretOf(keyId) })
  // Queued before the approval (or enable, disable) is answered: whoever asks next sees it waiting.
  deps.onDefinitionsChanged((module, entity) =>
    checks.recheck(module, entity).then(
      () => {},
      (err: unknown) => app.log.error({ err, module, entity }, 'queueing the re-check failed'),
    ),
  )
  app.tasks.exports.registerSource(FAILURES_SOURCE, (params) => checks.failuresExport(params as FailFilter))
  app.tasks.exports.registerSource(RECONCILE_SOURCE, (params) => reconcile.exportSource(params as ReconcileFilter))
  await app.register(checksRoutes(checks, keys, app.tasks.exports))
  await app.register(reconcileRoutes(reconcile, app.tasks.exports))
  return { checks, keys, reconcile }
}
