import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ExportOperationLogBodySchema,
  ExportStartedSchema,
  ListOperationLogBodySchema,
  OPERATION_LOG_EXPORT_CODE,
  OPERATION_LOG_PAGE,
  OperationLogPageSchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import type { ExportsService } from '../exports/exports.service.js'
import { OPERATION_LOG_SOURCE } from './operation-log-export-source.js'
import type { OperationLogService } from './operation-log.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('系统')

export const operationLogRoutes =
  (logs: OperationLogService, exports: ExportsService): FastifyPluginAsyncZod =>
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

    app.post('/org-center/operating-log/export', doc({ access: `code:${OPERATION_LOG_EXPORT_CODE}`, summary: '导出操作日志（与列表相同的筛选，经任务中心生成）', body: ExportOperationLogBodySchema, reply: ExportStartedSchema }), async (request) => {
      const { format, operatingUrl: _url, ...filter } = request.body
      const started = await exports.start(request.session!, OPERATION_LOG_SOURCE, filter, format)
      request.operationDetail = { planId: started.planId, filter }
      return success(started, '导出任务已创建')
    })
  }
