import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BrandListBodySchema, BrandListResultSchema, BrandPickerBodySchema, BrandPickerResultSchema, envelopeOf, success } from '@yunying/contracts'
import type { BrandsQueryService } from './brands-query.service.js'

/** The brand list page (the same path as `brands/brands.routes.ts`: one grant for the screen and its calls). */
const BRAND_PAGE = '/businessCenter/brand'

/**
 * `POST /org-center/brand/list-for-opt` (spec 2 §7): the brand list page's search, so it shares the
 * page's grant. `list-simple` is the brand picker of several pages (stores, map keys): any session,
 * its answers narrowed by the tenant scope.
 */
export const brandsQueryRoutes =
  (brands: BrandsQueryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/org-center/brand/list-for-opt',
      {
        config: { access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand:filter' }, readOnly: true },
        schema: {
          tags: ['品牌'],
          summary: '品牌列表（筛选、分页；总数最多计到 10000）',
          body: BrandListBodySchema,
          response: { 200: envelopeOf(BrandListResultSchema) },
        },
      },
      async (request) => {
        return success(await brands.list(request.body, request.session!.scope))
      },
    )

    app.post(
      '/org-center/brand/list-simple',
      {
        config: { access: 'session', tenantIds: { brandId: 'brand:filter' }, readOnly: true },
        schema: {
          tags: ['品牌'],
          summary: '品牌选择器的精简搜索（id、名称、集团；按名称；每页至多 9999 条；路径为本项目所定）',
          body: BrandPickerBodySchema,
          response: { 200: envelopeOf(BrandPickerResultSchema) },
        },
      },
      async (request) => success(await brands.pick(request.body, request.session!.scope)),
    )
  }
