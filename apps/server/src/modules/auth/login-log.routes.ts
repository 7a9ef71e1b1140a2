import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ExportLoginLogBodySchema, ExportStartedSchema, LOGIN_LOG_PAGE, ListLoginLogBodySchema, LoginLogCodes, LoginLogPageSchema, success } from '@yunying/contracts'
import type { ExportsService } from '../exports/exports.service.js'
import { LOGIN_LOG_SOURCE } from './login-log-export-source.js'
import type { LoginLogService } from './login-log.service.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('登录日志')

export const loginLogRoutes =
  (logs: LoginLogService, exports: ExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/org-center/login-log/list',
      doc({ access: `page:${LOGIN_LOG_PAGE}`, readOnly: true, summary: '登录日志（每次登录尝试；时间范围最多 30 天）', body: ListLoginLogBodySchema, reply: LoginLogPageSchema }),
      async (request) => success(await logs.list(request.session!, request.body), '获取成功'),
    )

    app.post('/org-center/login-log/export', doc({ access: `code:${LoginLogCodes.export}`, summary: '导出登录日志（与列表相同的筛选，经任务中心生成）', body: ExportLoginLogBodySchema, reply: ExportStartedSchema }), async (request) => {
      assertPlatformWide(request.session!.scope)
      const { format, operatingUrl: _url, ...filter } = request.body
      const started = await exports.start(request.session!, LOGIN_LOG_SOURCE, filter, format)
      request.operationDetail = { planId: started.planId, filter }
      return success(started, '导出任务已创建')
    })
  }
