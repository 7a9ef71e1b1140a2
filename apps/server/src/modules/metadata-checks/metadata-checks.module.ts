import type { FastifyInstance } from 'fastify'
import { CHECK_SIGNED_FAMILY } from '@yunying/contracts'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { SignedAccess } from '../access/signed-access.js'
import type { FailFilter } from './checks.repository.js'
import { checksRoutes } from './checks.routes.js'
import { FAILURES_SOURCE, createChecksService } from './checks.service.js'
import { reconcileRoutes } from './reconcile.routes.js'
import { RECONCILE_SOURCE, createReconcileService } from './reconcile.service.js'
import type { ReconcileFilter } from './reconcile.repository.js'
import { createServiceKeysService } from './service-keys.service.js'

export interface MetadataChecksDeps {
  database: Database
  clock: Clock
  signed: SignedAccess
  /** The metadata registry tells of approved, enabled and disabled definitions here. */
  onDefinitionsChanged: (listener: (module: string, entity: string) => void) => void
  yieldToRequests: () => Promise<void>
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
    pageRows: database.kind === 'pglite' ? 5_000 : 25_000,
    yieldToRequests: database.kind === 'pglite' ? deps.yieldToRequests : async () => {},
  })
  const keys = createServiceKeysService({ db, clock })
  const reconcile = createReconcileService({ db, clock })
  deps.signed.registerFamily(CHECK_SIGNED_FAMILY, { resolveKey: (keyId) => keys.secretOf(keyId) })
  deps.onDefinitionsChanged((module, entity) => {
    checks.recheck(module, entity).catch((err: unknown) => app.log.error({ err, module, entity }, 'queueing the re-check failed'))
  })
  app.tasks.exports.registerSource(FAILURES_SOURCE, (params) => checks.failuresExport(params as FailFilter))
  app.tasks.exports.registerSource(RECONCILE_SOURCE, (params) => reconcile.exportSource(params as ReconcileFilter))
  await app.register(checksRoutes(checks, keys, app.tasks.exports))
  await app.register(reconcileRoutes(reconcile, app.tasks.exports))
  return { checks, keys, reconcile }
}
