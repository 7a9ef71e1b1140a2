import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.js'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import type { BrandsService } from '../brands/brands.service.js'
import { qrRulesRoutes } from './qr-rules.routes.js'
import { createQrRulesService } from './qr-rules.service.js'

export interface QrRulesDeps {
  config: Config
  database: Database
  clock: Clock
  brands: BrandsService
  notifications: DbNotifications
}

/** Aggregate-QR rules, the codes they govern, the resolve call and the landing page (issue 25). */
export const registerQrRules = async (app: FastifyInstance, deps: QrRulesDeps) => {
  const { database, clock, brands } = deps
  const rules = createQrRulesService({ db: database.db, clock, brands })
  await app.register(qrRulesRoutes(rules))
  return { rules }
}
