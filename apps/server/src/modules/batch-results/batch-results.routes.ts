import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BatchResultQuerySchema, BatchResultSchema, envelopeOf, success } from '@yunying/contracts'
import type { BatchResultsService } from './batch-results.service.js'

/** `GET /baking/order/delivery-send-result` (spec 1 §7): pageNo, pageSize, taskId. */
export const batchResultsRoutes =
  (results: BatchResultsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/baking/order/delivery-send-result',
      {
        config: { access: 'session', tenantIds: { taskId: 'plan' } },
        schema: {
          tags: ['任务中心'],
          summary: '批量发货结果（分页；含成功数与失败数）',
          querystring: BatchResultQuerySchema,
          response: { 200: envelopeOf(BatchResultSchema) },
        },
      },
      async (request) => {
        const { taskId, pageNo, pageSize } = request.query
        return success(await results.page(request.session!, taskId, pageNo, pageSize))
      },
    )
  }
