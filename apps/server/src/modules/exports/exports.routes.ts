import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BrandExportBodySchema,
  ExportResultSchema,
  ExportStartedSchema,
  FlowNoQuerySchema,
  success,
} from '@yunying/contracts'
import type { ExportsService } from './exports.service.js'
import { routeDoc } from '../access/route-access.js'

const BASE = '/org-center/operating/cfg/accounts'

const doc = routeDoc('导出')

/** The brand-list export of spec 2 §4 and §7: start, then poll the result by flowNo (the service-expiry export is in modules/brands). */
export const exportsRoutes =
  (exports: ExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/export-list-brand`,
      doc({ access: 'code:brand.export.btn', tenantIds: { brandId: 'brand:filter' }, summary: '导出品牌列表（与列表相同的筛选条件；format 为 xlsx 或 csv）', body: BrandExportBodySchema, reply: ExportStartedSchema }),
      async (request) => {
        const { format, operatingUrl: _url, pageNum: _pn, pageSize: _ps, ...filters } = request.body
        const started = await exports.start(request.session!, 'brands', filters, format)
        request.operationDetail = { planId: started.planId, format }
        return success(started, '导出任务已创建')
      },
    )

    app.get(
      `${BASE}/export-list-brand-result`,
      doc({ access: 'code:brand.export.btn', tenantIds: { flowNo: 'planFlowNo' }, summary: '品牌列表导出结果（status 0 等待，1 完成并返回 url，2 失败）', query: FlowNoQuerySchema, reply: ExportResultSchema }),
      async (request) => success(await exports.result(request.session!, request.query.flowNo)),
    )
  }
