import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { QrResolutionSchema, QrResolveQuerySchema, envelopeOf, success } from '@yunying/contracts'
import type { QrResolveService } from './qr-resolve.service.js'

/**
 * `GET /cmk-center/qrcode/resolve`, the module's hot path, on the edge scope (ADR 0013: no session,
 * a per-address limit, the same headers, validation and envelope as every call). The resolver is
 * made with the module, after the edge is registered: `resolver()` reads it at the first call.
 */
export const qrResolveEdgeRoutes = (resolver: () => QrResolveService, ratePerMinute: number) => (scope: FastifyInstance) => {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/cmk-center/qrcode/resolve',
    {
      config: { access: 'public', edgeRatePerMinute: ratePerMinute },
      schema: { tags: ['聚合码'], summary: '解析扫码链接（小程序路由页调用）：打开的页面和参数，或不能打开的原因', querystring: QrResolveQuerySchema, response: { 200: envelopeOf(QrResolutionSchema) } },
    },
    (request) => {
      // A kept code is answered at once, with no promise in between; one to load first, when its load returns.
      const kept = resolver().resolveKept(request.query)
      return kept ? success(kept, '获取成功') : resolver().resolve(request.query).then((resolution) => success(resolution, '获取成功'))
    },
  )
}
