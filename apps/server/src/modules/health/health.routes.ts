import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorCodes, HealthSchema, envelopeOf, failure, success, type Health } from '@yunying/contracts'
import type { Readiness } from './readiness.js'

export interface HealthDeps {
  pingDatabase(): Promise<boolean>
  databaseKind: 'pglite' | 'postgres'
  pingRedis: (() => Promise<boolean>) | null
  version: string
  readiness: Readiness
}

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const check = async (): Promise<Health> => {
      const [database, redis] = await Promise.all([deps.pingDatabase(), deps.pingRedis?.() ?? Promise.resolve(null)])
      return {
        database: database ? 'ok' : 'down',
        databaseKind: deps.databaseKind,
        redis: redis === null ? 'off' : redis ? 'ok' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
        version: deps.version,
        draining: deps.readiness.draining,
      }
    }
    const response = { 200: envelopeOf(HealthSchema), 503: envelopeOf(HealthSchema) }

    // Liveness: the process answers. A database that is down is reported, not failed: restarting
    // this process would not bring it back (that is readiness's business).
    app.get(
      '/healthz',
      { config: { access: 'public' }, logLevel: 'warn', schema: { tags: ['运维'], summary: '存活检查（进程在应答；附数据库与 Redis 状态）', response } },
      async () => success(await check(), 'ok'),
    )

    // Readiness, for the balancer's health check: the database and (when configured) Redis answer,
    // and the process is not draining.
    app.get(
      '/readyz',
      { config: { access: 'public' }, logLevel: 'warn', schema: { tags: ['运维'], summary: '就绪检查（数据库与 Redis 可用且未在停止中）', response } },
      async (_request, reply) => {
        const health = await check()
        if (health.database === 'ok' && health.redis !== 'down' && !health.draining) return success(health, 'ok')
        return reply.status(503).send(failure(ErrorCodes.UNAVAILABLE.code, ErrorCodes.UNAVAILABLE.message, health))
      },
    )
  }
