import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BatchResultQuerySchema, BatchResultSchema, success } from '@yunying/contracts'
import type { BatchResultsService } from './batch-results.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('任务中心')

/** `GET /baking/order/delivery-send-result` (spec 1 §7): pageNo, pageSize, taskId. */
export const batchResultsRoutes =
  (results: BatchResultsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/baking/order/delivery-send-result', doc({ access: 'session', tenantIds: { taskId: 'plan' }, summary: '批量发货结果（分页；含成功数与失败数）', query: BatchResultQuerySchema, reply: BatchResultSchema }), async (request) => {
      const { taskId, pageNo, pageSize } = request.query
      return success(await results.page(request.session!, taskId, pageNo, pageSize))
    })
  }
