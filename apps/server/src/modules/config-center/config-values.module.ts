import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { configValuesRoutes } from './config-values.routes.js'
import { createConfigValuesService } from './config-values.service.js'
import { createDictionaryCache } from './effective-config.dictionary.js'
import { listenForChanges } from './effective-config.repository.js'
import { effectiveConfigRoutes } from './effective-config.routes.js'
import { createEffectiveConfigService, type EffectiveOptions } from './effective-config.service.js'

/** Brand and group configuration, history and restore, and the effective read, sharing one compiled dictionary. */
export const registerConfigValues = async (app: FastifyInstance, { database, clock, effective }: { database: Database; clock: Clock; effective?: EffectiveOptions }) => {
  const { db } = database
  const dictionary = createDictionaryCache(db)
  // The embedded database announces every change it commits (migration 0016's triggers): counted here.
  let epoch = 0
  const unlisten = await listenForChanges(database, () => {
    epoch += 1
  })
  if (unlisten) app.addHook('onClose', async () => unlisten().catch(() => undefined))
  const changes = unlisten ? { epoch: () => epoch } : null
  await app.register(configValuesRoutes(createConfigValuesService({ db, clock, dictionary })))
  await app.register(effectiveConfigRoutes(createEffectiveConfigService({ db, dictionary, changes, ...(effective ? { options: effective } : {}) })))
}
