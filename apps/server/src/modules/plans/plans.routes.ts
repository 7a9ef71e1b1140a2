import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { PlansService } from './plans.service.js'

/**
 * `GET /sellers/download/:token`: a signed link from `plan/detail` or an export result. The
 * browser follows it without the session header, so the unguessable, expiring token is the
 * credential; following it marks the plan downloaded (spec 1 §4).
 */
export const plansRoutes =
  (plans: PlansService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sellers/download/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['任务中心'],
          summary: '按签名链接下载导出文件（链接有效期见 EXPORT_LINK_TTL_MINUTES）',
          params: z.object({ token: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const file = await plans.openDownload(request.params.token)
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .send(file.stream)
      },
    )
  }
