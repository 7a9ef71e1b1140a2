import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListOperationLogBodySchema, OPERATION_LOG_PAGE, OperationLogPageSchema, envelopeOf, success } from '@yunying/contracts'
import type { OperationLogService } from './operation-log.service.js'

export const operationLogRoutes =
  (logs: OperationLogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/org-center/operating-log/list',
      {
        // Reading the log is not itself logged.
        config: { access: `page:${OPERATION_LOG_PAGE}`, readOnly: true },
        schema: { tags: ['系统'], summary: '操作日志（按天，最多 30 天；总数最多计到 10000）', body: ListOperationLogBodySchema, response: { 200: envelopeOf(OperationLogPageSchema) } },
      },
      async (request) => success(await logs.list(request.session!, request.body), '获取成功'),
    )
  }
