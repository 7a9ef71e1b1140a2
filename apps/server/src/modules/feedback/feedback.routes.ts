import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FeedbackListQuerySchema,
  FeedbackPageSchema,
  HandleFeedbackBodySchema,
  NotHandleCountQuerySchema,
  ShellCodes,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { FeedbackService } from './feedback.service.js'

const TAG = '意见反馈'

export const feedbackRoutes =
  (feedback: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/crm-center/customer-suggest/not-handle-count',
      {
        config: { access: `code:${ShellCodes.feedbackView}`, tenantIds: { store_id: 'brand' } },
        schema: { tags: [TAG], summary: '未处理反馈数（菜单角标）', querystring: NotHandleCountQuerySchema, response: { 200: envelopeOf(z.number().int()) } },
      },
      async (request) => success(await feedback.notHandleCount(request.session!, request.query.store_id), '获取成功'),
    )

    app.get(
      '/crm-center/customer-suggest/list',
      {
        config: { access: `code:${ShellCodes.feedbackView}` },
        schema: { tags: [TAG], summary: '反馈列表', querystring: FeedbackListQuerySchema, response: { 200: envelopeOf(FeedbackPageSchema) } },
      },
      async (request) => success(await feedback.list(request.session!, request.query), '获取成功'),
    )

    app.post(
      '/crm-center/customer-suggest/handle',
      {
        config: { access: `code:${ShellCodes.feedbackHandle}`, tenantIds: { id: 'feedback' } },
        schema: { tags: [TAG], summary: '标记反馈为已处理', body: HandleFeedbackBodySchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const handled = await feedback.handle(request.session!, request.body.id)
        request.operationDetail = { feedbackId: handled.id, brandId: handled.brandId, status: 1 }
        return success(null, '操作成功')
      },
    )
  }
