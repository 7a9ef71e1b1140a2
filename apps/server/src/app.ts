import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify'
import helmet from 'helmet'
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import type { Config } from './config.js'
import type { Database } from './db/client.js'
import { BUILD_INFO } from './build-info.js'
import { type Clock, systemClock } from './lib/clock.js'
import { createDbNotifications } from './lib/db-notifications.js'
import { createHousekeeping } from './lib/housekeeping.js'
import { currentRequestId, registerRequestContext } from './lib/request-context.js'
import { registerAccessDeclarations } from './modules/access/route-access.js'
import { registerSignedAccess } from './modules/access/signed-access.js'
import { databaseNonceStore, redisNonceStore } from './modules/access/signed-nonces.js'
import { registerTenantIdCheck } from './modules/access/tenant-ids.js'
import { orgsRoutes } from './modules/access/orgs.routes.js'
import { createOrgsService } from './modules/access/orgs.service.js'
import { authRoutes } from './modules/auth/auth.routes.js'
import { registerAuth } from './modules/auth/auth.plugin.js'
import { LOGIN_LOG_SOURCE, loginLogExportSource } from './modules/auth/login-log-export-source.js'
import { registerLoginFailureLog } from './modules/auth/login-log.plugin.js'
import { loginLogRoutes } from './modules/auth/login-log.routes.js'
import { createLoginLogService } from './modules/auth/login-log.service.js'
import { OPERATION_LOG_SOURCE, operationLogExportSource } from './modules/oplog/operation-log-export-source.js'
import type { LogFilter } from './modules/oplog/operation-log.repository.js'
import type { LoginLogFilter } from './modules/auth/login-logs.repository.js'
import { createAuthService } from './modules/auth/auth.service.js'
import type { LockoutPolicy } from './modules/auth/login-failures.repository.js'
import { createLocalFileStore, type FileStore } from './modules/files/file-store.js'
import { filesRoutes } from './modules/files/files.routes.js'
import { createFilesService } from './modules/files/files.service.js'
import { registerBrands } from './modules/brands/brands.module.js'
import { groupsRoutes } from './modules/groups/groups.routes.js'
import { mapConfigRoutes } from './modules/map-config/map-config.routes.js'
import { registerMetadata } from './modules/metadata/metadata.module.js'
import { registerMetadataChecks } from './modules/metadata-checks/metadata-checks.module.js'
import { dictionaryRoutes } from './modules/config-center/dictionary.routes.js'
import { createDictionaryService } from './modules/config-center/dictionary.service.js'
import { registerConfigValues } from './modules/config-center/config-values.module.js'
import { createSyncPeerClient } from './modules/config-center/dictionary-sync.peer.js'
import { dictionarySyncRoutes } from './modules/config-center/dictionary-sync.routes.js'
import { createDictionarySyncService } from './modules/config-center/dictionary-sync.service.js'
import { operationLogRoutes } from './modules/oplog/operation-log.routes.js'
import { createOperationLogService, routesMatching } from './modules/oplog/operation-log.service.js'
import { createMapConfigService } from './modules/map-config/map-config.service.js'
import { registerQrRules } from './modules/qr-rules/qr-rules.module.js'
import { qrResolveEdgeRoutes } from './modules/qr-rules/qr-resolve.routes.js'
import type { QrResolveService } from './modules/qr-rules/qr-resolve.service.js'
import { registerRemoteAssist } from './modules/remote-assist/remote-assist.module.js'
import { registerServices } from './modules/services/services.module.js'
import { storesRoutes } from './modules/stores/stores.routes.js'
import { createStoresService } from './modules/stores/stores.service.js'
import { createGroupsService } from './modules/groups/groups.service.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { createReadiness, type Readiness } from './modules/health/readiness.js'
import { createMetrics } from './modules/metrics/metrics.js'
import { registerMetrics } from './modules/metrics/metrics.routes.js'
import { jobQueueStats } from './modules/jobs/jobs.service.js'
import { registerLogin } from './modules/login/login.module.js'
import { operatingMenuRoutes } from './modules/access/operating-menu.routes.js'
import { createOperatingMenuService } from './modules/access/operating-menu.service.js'
import { rolesRoutes } from './modules/access/roles.routes.js'
import { operatorsRoutes } from './modules/accounts/operators.routes.js'
import { createOperatorsService } from './modules/accounts/operators.service.js'
import { createRolesService } from './modules/access/roles.service.js'
import { feedbackRoutes } from './modules/feedback/feedback.routes.js'
import { createFeedbackService } from './modules/feedback/feedback.service.js'
import { regionsRoutes } from './modules/regions/regions.routes.js'
import { createRegionsService } from './modules/regions/regions.service.js'
import { amapCsp } from './modules/shell/amap-csp.js'
import { shellRoutes } from './modules/shell/shell.routes.js'
import { createShellService } from './modules/shell/shell.service.js'
import { registerOperationLog } from './modules/oplog/operation-log.plugin.js'
import { registerTasks } from './modules/jobs/register-tasks.js'
import { registerBrandsQuery } from './modules/brands-query/brands-query.module.js'
import { ErrorCodes, failure } from '@yunying/contracts'
import { registerConsole } from './plugins/console-static.js'
import { edgeScope, headersSetBy } from './plugins/edge-scope.js'
import { registerErrorHandling } from './plugins/errors.js'
import { registerForegroundGauge } from './plugins/foreground.js'
import { registerInputHygiene } from './plugins/input-hygiene.js'
import { registerOpenApi } from './plugins/openapi.js'
import { REDACT_PATHS, registerRequestLog } from './plugins/request-log.js'

export interface AppDeps {
  config: Config
  database: Database
  clock?: Clock
  fileStore?: FileStore
  redis?: Redis | null
  lockout?: LockoutPolicy
  /** Routes registered after the modules (tests use it to exercise plugins on a route of their own). */
  extraRoutes?: FastifyPluginAsyncZod
  /** A pino destination; tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set draining on SIGTERM (main.ts): /readyz answers 503 before the server stops accepting. */
    readiness: Readiness
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

/** Builds the whole server from plugins and modules. `main.ts` listens; tests call `app.inject`. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, database } = deps
  const clock = deps.clock ?? systemClock
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // A line logged through the app's logger while a request is handled (a provider's line, a
      // service's warning) carries the request's id too; request.log's lines have it bound already.
      mixin: (_line, _level, logger) => {
        const reqId = currentRequestId()
        return reqId && !('reqId' in logger.bindings()) ? { reqId } : {}
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // One line per request comes from request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A path with a malformed % escape never reaches a route or the console: the router refuses it,
    // answered in the envelope like any other 400.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send(failure(ErrorCodes.BAD_REQUEST.code, '请求地址不正确'))
      return reply.status(500).send(failure(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.message))
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  registerErrorHandling(app)
  // Before any route: every route must declare its access, or the server does not start.
  registerAccessDeclarations(app)
  await registerOpenApi(app)
  // Helmet's middleware built once: @fastify/helmet builds it anew on every request (a tenth of a cached read's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A third-party remote-desktop page (REMOTE_PROVIDER=http) opened by the connect dialog must keep its opener for the ping-and-postMessage handshake.
    ...(config.REMOTE_PROVIDER === 'http' ? { crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const } } : {}),
  })
  const readiness = createReadiness()
  app.decorate('readiness', readiness)
  const metrics = createMetrics(
    {
      queue: () => jobQueueStats(database.db),
      pool: () => database.poolStats(),
      probe: async () => {
        const started = process.hrtime.bigint()
        await database.ping(5000)
        return Number(process.hrtime.bigint() - started) / 1e9
      },
    },
    database.kind,
  )
  // Two sibling scopes (ADR 0013). The edge: the public hot path, with only the hooks it needs. The
  // kernel: every other route, with every hook. Fastify passes a scope's hooks down to the scopes
  // registered in it, never across, so none of the kernel's hooks runs for the edge. The edge's
  // services are made with their modules, in the kernel's scope.
  let qrResolver: QrResolveService | null = null
  await app.register(
    edgeScope({
      securityHeaders: headersSetBy(securityHeaders),
      draining: () => readiness.draining,
      observe: (method, route, status, seconds) => metrics.observeRequest(method, route, status, seconds),
      routes: qrResolveEdgeRoutes(() => qrResolver!, config.QR_RESOLVE_RATE_PER_MINUTE),
    }),
  )
  await app.register(async (kernel) => {
    const registered = await registerKernel(kernel as unknown as FastifyInstance, { ...deps, clock, securityHeaders, readiness, metrics })
    qrResolver = registered.qrResolver
    // What main.ts and the tests reach through the server: the kernel's task centre and signed access.
    app.decorate('tasks', kernel.tasks)
    app.decorate('signedAccess', kernel.signedAccess)
  })
  return app
}

interface KernelDeps extends AppDeps {
  clock: Clock
  securityHeaders: ReturnType<typeof helmet>
  readiness: Readiness
  metrics: ReturnType<typeof createMetrics>
}

/** The kernel's scope: its hooks (security headers, rate limits, sessions, access, logs, metrics) and every module but the edge's routes. */
const registerKernel = async (app: FastifyInstance, deps: KernelDeps) => {
  const { config, database, clock, securityHeaders, readiness, metrics } = deps
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)))
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'yunying-rl:' } : {}),
  })
  // The part's size is checked by the upload's own rule (a clear "不能超过…" message); multipart's
  // default would cut every file at the 1 MB body limit whatever the rule allows.
  const fileSize = Math.max(config.UPLOAD_IMAGE_MAX_BYTES, config.UPLOAD_VIDEO_MAX_BYTES, config.UPLOAD_FILE_MAX_BYTES) + 1
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 4096, parts: 30, fileSize } })

  const lockout = deps.lockout ?? {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    lockMs: config.LOGIN_LOCK_MINUTES * 60_000,
  }
  // The database's change announcements, for the caches that answer from memory (ADR 0009).
  const notifications = createDbNotifications(database, { onError: (err) => app.log.warn({ err }, 'database notification listener: reconnecting') })
  app.addHook('onClose', () => notifications.close())
  const auth = createAuthService({
    notifications,
    db: database.db,
    clock,
    sessions: { idleMs: config.SESSION_IDLE_MINUTES * 60_000, maxAgeMs: config.SESSION_MAX_HOURS * 3_600_000 },
    lockout,
  })
  await registerRequestContext(app)
  registerRequestLog(app)
  // Machine calls prove their signature before anything reads their body.
  // Spent nonces are shared by every instance: a replay sent to another instance is refused too.
  const nonces = deps.redis ? redisNonceStore(deps.redis) : databaseNonceStore(database.db)
  const signed = registerSignedAccess(app, clock, nonces)
  registerInputHygiene(app)
  registerAuth(app, auth, database.db, notifications)
  registerTenantIdCheck(app, database.db)
  registerLoginFailureLog(app, database.db, clock)
  registerOperationLog(app, database.db)

  const files = createFilesService({ db: database.db, store: deps.fileStore ?? createLocalFileStore(config.FILES_DIR) })
  const publicUrl = (path: string) => (config.PUBLIC_ORIGIN ? new URL(path, config.PUBLIC_ORIGIN).toString() : path)

  registerMetrics(app, metrics, { allow: config.METRICS_ALLOW, token: config.METRICS_TOKEN })
  // While draining every answer closes its connection: a balancer's or client's kept-alive
  // connection would otherwise hold the stopping server open until its idle timeout.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close')
    return payload
  })
  await app.register(
    healthRoutes({
      pingDatabase: () => database.ping(),
      databaseKind: database.kind,
      pingRedis: deps.redis ? () => deps.redis!.ping().then(() => true, () => false) : null,
      version: `${BUILD_INFO.version}+${BUILD_INFO.commit}`,
      readiness,
    }),
  )
  await app.register(authRoutes(auth))
  const housekeeping = createHousekeeping()
  housekeeping.add('sessions', auth.prune)
  housekeeping.add('signed-nonces', nonces.prune)
  await registerLogin(app, { config, db: database.db, clock, auth, lockout, housekeeping })
  await app.register(groupsRoutes(createGroupsService({ db: database.db, clock })))
  await app.register(orgsRoutes(createOrgsService({ db: database.db }), auth))
  await app.register(
    filesRoutes(
      files,
      {
        imageMaxBytes: config.UPLOAD_IMAGE_MAX_BYTES,
        videoMaxBytes: config.UPLOAD_VIDEO_MAX_BYTES,
        fileMaxBytes: config.UPLOAD_FILE_MAX_BYTES,
        perMinute: config.UPLOAD_RATE_PER_MINUTE,
      },
      publicUrl,
    ),
  )
  await app.register(amapCsp(config))
  await app.register(shellRoutes(createShellService({ db: database.db, config })))
  await app.register(operatingMenuRoutes(createOperatingMenuService({ db: database.db, routes: () => app.routeTable })))
  await app.register(rolesRoutes(createRolesService({ db: database.db, clock })))
  await app.register(operatorsRoutes(createOperatorsService({ db: database.db, clock })))
  await app.register(feedbackRoutes(createFeedbackService({ db: database.db, clock })))
  await app.register(regionsRoutes(createRegionsService()))
  // On the embedded database exports give way to requests between pages (plugins/foreground.ts).
  const foreground = registerForegroundGauge(app, database.kind === 'pglite')
  await registerTasks(app, {
    config,
    database,
    clock,
    store: deps.fileStore ?? createLocalFileStore(config.FILES_DIR),
    publicUrl,
    housekeeping,
    yieldToRequests: () => foreground.whenIdle(250),
    onRows: metrics.jobRows,
  })
  await registerBrandsQuery(app, { db: database.db, notifications: config.BRAND_COUNT_MEMO ? notifications : null })
  const { brands } = await registerBrands(app, { db: database.db, clock })
  await registerServices(app, { db: database.db, clock, brands, files })
  app.tasks.exports.registerSource(LOGIN_LOG_SOURCE, (params) => loginLogExportSource(params as unknown as LoginLogFilter))
  await app.register(loginLogRoutes(createLoginLogService({ db: database.db }), app.tasks.exports))
  await app.register(mapConfigRoutes(createMapConfigService({ db: database.db, clock })))
  await app.register(storesRoutes(createStoresService({ db: database.db, clock })))
  const qr = await registerQrRules(app, { config, database, clock, brands, notifications, signed, store: deps.fileStore ?? createLocalFileStore(config.FILES_DIR) })
  app.tasks.exports.registerSource(OPERATION_LOG_SOURCE, (params, scope) => {
    const filter = params as unknown as LogFilter
    return operationLogExportSource(filter, scope, routesMatching(filter.keyword))
  })
  await app.register(operationLogRoutes(createOperationLogService({ db: database.db }), app.tasks.exports))
  const syncPeers = createSyncPeerClient({ peers: config.SYNC_PEERS, stage: config.DEPLOYMENT_STAGE, timeoutMs: config.SYNC_TIMEOUT_MS, clock })
  const dictionarySync = createDictionarySyncService({ db: database.db, clock, stage: config.DEPLOYMENT_STAGE, peers: syncPeers })
  housekeeping.add('dictionary-sync', dictionarySync.prune)
  await app.register(dictionaryRoutes(createDictionaryService({ db: database.db, clock, stage: config.DEPLOYMENT_STAGE, syncTypes: dictionarySync.syncTypes })))
  await app.register(dictionarySyncRoutes({ sync: dictionarySync, signed, accepted: config.SYNC_ACCEPT }))
  await registerConfigValues(app, { database, clock, notifications })
  await registerRemoteAssist(app, { config, db: database.db, clock, signed, housekeeping, publicUrl })
  const { definitions } = await registerMetadata(app, { db: database.db, clock, selfReview: config.METADATA_SELF_REVIEW })
  await registerMetadataChecks(app, { database, clock, signed, onDefinitionsChanged: definitions.onChanged, inTurn: (work) => foreground.inTurn(250, work) })
  await notifications.start()
  if (deps.extraRoutes) await app.register(deps.extraRoutes)
  await registerConsole(app, config.CONSOLE_DIR, config.NOT_FOUND_RATE_PER_MINUTE)
  return { qrResolver: qr.resolver }
}
