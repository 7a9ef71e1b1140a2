import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BRAND_ACCOUNTS_BASE, BrandShopExpQuerySchema, ExportResultSchema, ExportStartedSchema, FlowNoQuerySchema, envelopeOf, success } from '@yunying/contracts'
import type { ExportsService } from '../exports/exports.service.js'
import { SHOP_EXP_SOURCE } from './brand-shop-exp-source.js'
import type { BrandsService } from './brands.service.js'
import { BRAND_PAGE } from './brands.routes.js'

/** The service-expiry export of the brand detail (spec 2 §4, §7): start, then poll by flowNo. */
export const brandShopExpRoutes =
  (exports: ExportsService, brands: BrandsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BRAND_ACCOUNTS_BASE}/export-brand-shop-exp`,
      {
        config: { access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand' }, mutating: true },
        schema: {
          tags: ['导出'],
          summary: '导出品牌门店到期明细（brandId；每家门店一行，含到期日期、剩余天数与 3/30 天提醒）',
          querystring: BrandShopExpQuerySchema,
          response: { 200: envelopeOf(ExportStartedSchema) },
        },
      },
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
      {
        config: { access: `page:${BRAND_PAGE}`, tenantIds: { flowNo: 'planFlowNo' } },
        schema: {
          tags: ['导出'],
          summary: '品牌门店到期明细导出结果（status 0 等待，1 完成并返回 url，2 失败）',
          querystring: FlowNoQuerySchema,
          response: { 200: envelopeOf(ExportResultSchema) },
        },
      },
      async (request) => success(await exports.result(request.session!, request.query.flowNo)),
    )
  }
