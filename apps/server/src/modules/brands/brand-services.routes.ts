import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BrandProduceListSchema,
  BrandProduceQuerySchema,
  BrandServiceApplyBodySchema,
  BrandServiceApplyResultSchema,
  ServiceChannelListSchema,
  ServiceChannelQuerySchema,
  success,
} from '@yunying/contracts'
import { AUTHORIZATION_MODELS, SEAT_BATCH_MODELS, type BrandServicesService } from './brand-services.service.js'
import { BRAND_PAGE, BRAND_TAG } from './brands.routes.js'
import { routeDoc } from '../access/route-access.js'

const brandDoc = routeDoc(BRAND_TAG)

/** The services a brand has opened (detail dialog) and the open-service application. */
export const brandServicesRoutes =
  (services: BrandServicesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/org-center/produce/list-brand-produce',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand' }, summary: '品牌已开通服务（席位、批量模式）', query: BrandProduceQuerySchema, reply: BrandProduceListSchema }),
      async (request) => success(await services.list(request.session!, request.query.brandId, SEAT_BATCH_MODELS), '获取成功'),
    )

    app.get(
      '/product-center/product/list-produce',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand' }, summary: '品牌已开通服务（授权、新授权模式）', query: BrandProduceQuerySchema, reply: BrandProduceListSchema }),
      async (request) => success(await services.list(request.session!, request.query.brandId, AUTHORIZATION_MODELS), '获取成功'),
    )

    app.get(
      '/org-center/brand/service-channel-list',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand' }, summary: '可申请开通的服务（路径为本项目所定）', query: ServiceChannelQuerySchema, reply: ServiceChannelListSchema }),
      async (request) => success(await services.channels(request.session!, request.query.brandId), '获取成功'),
    )

    // Spec 1 §7 names the application's path under service/; the brand path stays as an alias.
    for (const [path, summary] of [
      ['/org-center/service/brand-service-apply', '申请开通服务（spec 1 §7）'],
      ['/org-center/brand/brand-service-apply', '申请开通服务（别名，同 /org-center/service/brand-service-apply）'],
    ] as const) {
      app.post(path, brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand' }, summary: summary, body: BrandServiceApplyBodySchema, reply: BrandServiceApplyResultSchema }), async (request) => {
        const applied = await services.apply(request.session!, request.body)
        request.operationDetail = { brandId: request.body.brandId, serviceId: request.body.serviceId, serviceName: applied.serviceName, applyId: applied.id }
        return success({ id: applied.id }, '提交成功')
      })
    }
  }
