import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorCodes, HealthSchema, envelopeOf, failure, success, type Health } from '@yunying/contracts'

export interface HealthDeps {
  pingDatabase(): Promise<boolean>
  databaseKind: 'pglite' | 'postgres'
  pingRedis: (() => Promise<boolean>) | null
  version: string
}

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        config: { access: 'public' },
        logLevel: 'warn',
        schema: {
          tags: ['运维'],
          summary: '健康检查（数据库与 Redis）',
          response: { 200: envelopeOf(HealthSchema), 503: envelopeOf(HealthSchema) },
        },
      },
      async (_request, reply) => {
        const [database, redis] = await Promise.all([deps.pingDatabase(), deps.pingRedis?.() ?? Promise.resolve(null)])
        const health: Health = {
          database: database ? 'ok' : 'down',
          databaseKind: deps.databaseKind,
          redis: redis === null ? 'off' : redis ? 'ok' : 'down',
          uptimeSeconds: Math.round(process.uptime()),
          version: deps.version,
        }
        if (database && redis !== false) return success(health, 'ok')
        return reply.status(503).send(failure(ErrorCodes.UNAVAILABLE.code, ErrorCodes.UNAVAILABLE.message, health))
      },
    )
  }
