import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import { configValuesRoutes } from './config-values.routes.js'
import { createConfigValuesService } from './config-values.service.js'
import { createDictionaryCache } from './effective-config.dictionary.js'
import { EFFECTIVE_CHANGES_CHANNEL, hasChangeAnnouncers } from './effective-config.repository.js'
import { effectiveConfigRoutes } from './effective-config.routes.js'
import { createEffectiveConfigService, type EffectiveOptions } from './effective-config.service.js'

/** Brand and group configuration, history and restore, and the effective read, sharing one compiled dictionary. */
export const registerConfigValues = async (
  app: FastifyInstance,
  { database, clock, notifications = null, effective }: { database: Database; clock: Clock; notifications?: DbNotifications | null; effective?: EffectiveOptions },
) => {
  const { db } = database
  const dictionary = createDictionaryCache(db)
  // Every change the effective read depends on is announced (migration 0016's triggers): counted here,
  // and anything that may have been missed (a lost listener) counts as a change.
  let epoch = 0
  let changes: { epoch(): number | null } | null = null
  if (notifications && (await hasChangeAnnouncers(db))) {
    const bump = () => {
      epoch += 1
    }
    notifications.on(EFFECTIVE_CHANGES_CHANNEL, bump)
    notifications.onReset(bump)
    changes = { epoch: () => (notifications.isLive() ? epoch : null) }
  }
  await app.register(configValuesRoutes(createConfigValuesService({ db, clock, dictionary })))
  await app.register(effectiveConfigRoutes(createEffectiveConfigService({ db, dictionary, changes, ...(effective ? { options: effective } : {}) })))
}
