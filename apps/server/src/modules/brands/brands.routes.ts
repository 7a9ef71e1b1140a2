import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BrandAbandonSetBodySchema,
  BrandAbandonSetResultSchema,
  BrandDetailQuerySchema,
  BrandDetailSchema,
  BrandTypeListSchema,
  SaveBrandBodySchema,
  success,
} from '@yunying/contracts'
import type { BrandsService } from './brands.service.js'
import { routeDoc } from '../access/route-access.js'

export const BRAND_TAG = '品牌'
const brandDoc = routeDoc(BRAND_TAG)

/** The brand list page: its holders may call the brand routes (the editor and dialogs are part of it). */
export const BRAND_PAGE = '/businessCenter/brand'

/** Brand types, detail, create/edit and the brand tag (spec 2 §7). */
export const brandsRoutes =
  (brands: BrandsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/org-center/brand/list-brand-type', brandDoc({ access: `page:${BRAND_PAGE}`, summary: '品牌类型及其行业', reply: BrandTypeListSchema }), async () => success(await brands.brandTypes(), '获取成功'))

    app.get(
      '/org-center/brand/detail-brand',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand' }, summary: '品牌详情（brandId）', query: BrandDetailQuerySchema, reply: BrandDetailSchema }),
      async (request) => success(await brands.detail(request.session!, request.query.brandId), '获取成功'),
    )

    app.post(
      '/org-center/brand/save-brand',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { id: 'brand', groupId: 'group' }, summary: '新建或编辑品牌（brand.create.btn / brand.edit.btn；成功 code 0）', body: SaveBrandBodySchema, reply: BrandDetailSchema }),
      async (request) => {
        const { brand, change } = await brands.save(request.session!, request.body)
        request.operationDetail = { brandId: brand.id, ...change }
        return success(brand, request.body.id ? '修改成功' : '新建成功')
      },
    )

    app.post(
      '/org-center/brand/brand-abandon-set',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { id: 'brand', groupId: 'group' }, summary: '设置品牌标记（abandonFlag，0 未标记）', body: BrandAbandonSetBodySchema, reply: BrandAbandonSetResultSchema }),
      async (request) => {
        const { result, change } = await brands.setAbandonFlag(request.session!, request.body)
        request.operationDetail = { brandId: result.id, ...change }
        return success(result, '操作成功')
      },
    )
  }
