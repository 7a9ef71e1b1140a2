import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BRAND_ACCOUNTS_BASE, BrandShopExpQuerySchema, ExportResultSchema, ExportStartedSchema, FlowNoQuerySchema, success } from '@yunying/contracts'
import type { ExportsService } from '../exports/exports.service.js'
import { SHOP_EXP_SOURCE } from './brand-shop-exp-source.js'
import type { BrandsService } from './brands.service.js'
import { BRAND_PAGE } from './brands.routes.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('导出')

/** The service-expiry export of the brand detail (spec 2 §4, §7): start, then poll by flowNo. */
export const brandShopExpRoutes =
  (exports: ExportsService, brands: BrandsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BRAND_ACCOUNTS_BASE}/export-brand-shop-exp`,
      doc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand' }, mutating: true, summary: '导出品牌门店到期明细（brandId；每家门店一行，含到期日期、剩余天数与 3/30 天提醒）', query: BrandShopExpQuerySchema, reply: ExportStartedSchema }),
      async (request) => {
        const { brandId, format } = request.query
        // A foreign or unknown brand is refused here, not exported as an empty file.
        await brands.visibleBrand(request.session!, brandId)
        const started = await exports.start(request.session!, SHOP_EXP_SOURCE, { brandId }, format)
        request.operationDetail = { planId: started.planId, brandId }
        return success(started, '导出任务已创建')
      },
    )

    app.get(
      `${BRAND_ACCOUNTS_BASE}/export-brand-shop-exp-result`,
      doc({ access: `page:${BRAND_PAGE}`, tenantIds: { flowNo: 'planFlowNo' }, summary: '品牌门店到期明细导出结果（status 0 等待，1 完成并返回 url，2 失败）', query: FlowNoQuerySchema, reply: ExportResultSchema }),
      async (request) => success(await exports.result(request.session!, request.query.flowNo)),
    )
  }
