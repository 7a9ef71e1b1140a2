import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.js'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import type { SignedAccess } from '../access/signed-access.js'
import type { BrandsService } from '../brands/brands.service.js'
import type { FileStore } from '../files/file-store.js'
import { createDouyinHttpProvider, offlineDouyinProvider } from './douyin-link-provider.js'
import { qrCodesRoutes } from './qr-codes.routes.js'
import { createQrCodesService } from './qr-codes.service.js'
import { createQrResolveService } from './qr-resolve.service.js'
import { qrRulesRoutes } from './qr-rules.routes.js'
import { createQrRulesService } from './qr-rules.service.js'

export interface QrRulesDeps {
  config: Config
  database: Database
  clock: Clock
  brands: BrandsService
  notifications: DbNotifications
  signed: SignedAccess
  store: FileStore
}

/**
 * Aggregate-QR rules, the codes they govern, the resolve call and the landing page (issue 25).
 * Registered after the task centre, whose plans and job runner the batches and refreshes use.
 */
export const registerQrRules = async (app: FastifyInstance, deps: QrRulesDeps) => {
  const { config, database, clock, brands } = deps
  const db = database.db
  const rules = createQrRulesService({ db, clock, brands })
  // The printed URL must be absolute: without PUBLIC_ORIGIN, the address the server listens on.
  const origin = config.PUBLIC_ORIGIN ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`
  const prefix = new URL('/q/', origin).toString()
  const resolver = createQrResolveService({
    db,
    clock,
    brands,
    notifications: config.QR_RESOLVE_MEMO ? deps.notifications : null,
    prefix,
    dailyCap: config.QR_WECHAT_DAILY_CAP,
    log: app.log,
    // Without an account on Douyin's open platform, the landing page says its links are not made yet.
    douyin: config.QR_DOUYIN_CLIENT_KEY && config.QR_DOUYIN_CLIENT_SECRET
      ? createDouyinHttpProvider({ clock, settings: { apiBase: config.QR_DOUYIN_API_BASE, clientKey: config.QR_DOUYIN_CLIENT_KEY, clientSecret: config.QR_DOUYIN_CLIENT_SECRET, timeoutMs: config.QR_DOUYIN_TIMEOUT_MS } })
      : offlineDouyinProvider,
    douyinLinkDays: config.QR_DOUYIN_LINK_DAYS,
    // The embedded database has one connection: one load at a time, the misses meanwhile in the next.
    loadConcurrency: database.kind === 'pglite' ? 1 : 4,
  })
  app.addHook('onClose', () => resolver.close())
  const codes = createQrCodesService({
    db,
    clock,
    brands,
    plans: app.tasks.plans,
    runner: app.tasks.runner,
    store: deps.store,
    codeUrl: (token) => `${prefix}${token}`,
    pageOf: (token) => resolver.pagesOfToken(token),
    maxAttempts: config.JOB_MAX_ATTEMPTS,
  })
  await app.register(qrRulesRoutes(rules))
  await app.register(qrCodesRoutes({ rules, codes, resolver, ratePerMinute: config.QR_RESOLVE_RATE_PER_MINUTE, signed: deps.signed, appKeys: config.QR_APP_BIND_KEYS }))
  return { rules, codes, resolver }
}
