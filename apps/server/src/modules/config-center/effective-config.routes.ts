import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { EffectiveConfigQuerySchema, EffectiveConfigSchema } from '@yunying/contracts'
import type { EffectiveConfigService } from './effective-config.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('配置中心')

/**
 * POST /config-center/seller-config/query-config-data (spec 1 §7): the effective configuration other
 * services read. Any signed-in session; the service decides which brand it may name. The answer is
 * serialised once per state and served from memory; `ETag` / `If-None-Match` give 304.
 */
export const effectiveConfigRoutes =
  (effective: EffectiveConfigService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/config-center/seller-config/query-config-data',
      doc({ access: 'session', tenantIds: { sellerId: 'brand' }, readOnly: true, summary: '品牌生效配置（每个字段的值与来源：品牌、集团或默认值；ETag/If-None-Match 未变化时 304）', body: EffectiveConfigQuerySchema, reply: EffectiveConfigSchema }),
      async (request, reply) => {
        const header = request.headers['if-none-match']
        const result = await effective.read(request.session!, request.body, Array.isArray(header) ? header.join(',') : header)
        // Callers may keep the answer, but must ask again (cheaply, with If-None-Match) before using it.
        reply.header('etag', result.etag).header('cache-control', 'private, no-cache')
        // 304 has no body, so no schema: the plain reply sends it.
        if (result.notModified) return (reply as unknown as FastifyReply).code(304).send()
        // Already the envelope, serialised when it was cached: sent as it is.
        return reply.type('application/json; charset=utf-8').send(result.body as never)
      },
    )
  }
