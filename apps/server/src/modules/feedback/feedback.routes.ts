import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FeedbackListQuerySchema,
  FeedbackPageSchema,
  HandleFeedbackBodySchema,
  NotHandleCountQuerySchema,
  ShellCodes,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { FeedbackService } from './feedback.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('意见反馈')

export const feedbackRoutes =
  (feedback: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/crm-center/customer-suggest/not-handle-count',
      doc({ access: `code:${ShellCodes.feedbackView}`, tenantIds: { store_id: 'brand' }, summary: '未处理反馈数（菜单角标）', query: NotHandleCountQuerySchema, reply: z.number().int() }),
      async (request) => success(await feedback.notHandleCount(request.session!, request.query.store_id), '获取成功'),
    )

    app.get(
      '/crm-center/customer-suggest/list',
      doc({ access: `code:${ShellCodes.feedbackView}`, summary: '反馈列表', query: FeedbackListQuerySchema, reply: FeedbackPageSchema }),
      async (request) => success(await feedback.list(request.session!, request.query), '获取成功'),
    )

    app.post('/crm-center/customer-suggest/handle', doc({ access: `code:${ShellCodes.feedbackHandle}`, tenantIds: { id: 'feedback' }, summary: '标记反馈为已处理', body: HandleFeedbackBodySchema, reply: z.null() }), async (request) => {
      const handled = await feedback.handle(request.session!, request.body.id)
      request.operationDetail = { feedbackId: handled.id, brandId: handled.brandId, status: 1 }
      return success(null, '操作成功')
    })
  }
