import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BrandListBodySchema, BrandListResultSchema, BrandPickerBodySchema, BrandPickerResultSchema, success } from '@yunying/contracts'
import type { BrandsQueryService } from './brands-query.service.js'
import { routeDoc } from '../access/route-access.js'

/** The brand list page (the same path as `brands/brands.routes.ts`: one grant for the screen and its calls). */
const BRAND_PAGE = '/businessCenter/brand'

const doc = routeDoc('品牌')

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
      doc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand:filter' }, readOnly: true, summary: '品牌列表（筛选、分页；总数最多计到 10000）', body: BrandListBodySchema, reply: BrandListResultSchema }),
      async (request) => {
        return success(await brands.list(request.body, request.session!.scope))
      },
    )

    app.post(
      '/org-center/brand/list-simple',
      doc({ access: 'session', tenantIds: { brandId: 'brand:filter' }, readOnly: true, summary: '品牌选择器的精简搜索（id、名称、集团；按名称；每页至多 9999 条；路径为本项目所定）', body: BrandPickerBodySchema, reply: BrandPickerResultSchema }),
      async (request) => success(await brands.pick(request.body, request.session!.scope)),
    )
  }
