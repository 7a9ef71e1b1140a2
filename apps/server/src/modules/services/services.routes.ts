import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BrandChannelApplyBodySchema,
  BrandChannelListSchema,
  BrandChannelQuerySchema,
  BrandTypeListSchema,
  ChannelApplyHandleBodySchema,
  ChannelApplyListBodySchema,
  ChannelApplyPageSchema,
  EmptyBodySchema,
  ProduceCodeDeleteBodySchema,
  ProduceCodeInsertBodySchema,
  ProduceCodeListBodySchema,
  ProduceCodeListSchema,
  ProduceCodeSchema,
  ProduceCodeUpdateBodySchema,
  ProduceMoldDeleteQuerySchema,
  ProduceMoldListSchema,
  ProduceMoldSaveBodySchema,
  ProduceTypeCreateBodySchema,
  ProduceTypeDetailQuerySchema,
  ProduceTypeDetailSchema,
  ProduceTypeListBodySchema,
  ProduceTypePageSchema,
  ProduceTypeShowBodySchema,
  ProduceTypeSimpleSchema,
  ProduceTypeUpdateBodySchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { BrandsService } from '../brands/brands.service.js'
import type { MarketingChannelsService } from './marketing-channels.service.js'
import type { ServiceCodesService } from './service-codes.service.js'
import type { ServiceMoldsService } from './service-molds.service.js'
import type { ServicesService } from './services.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('服务管理')
const channelDoc = routeDoc('营销渠道')

export const SERVICE_PAGE = '/businessCenter/serviceManagement/list'
/** The home page (工作台): its marketing-channel card is the only caller of the channel list and the application. */
const HOME_PAGE = '/homePage'
/** The catalogue's writes (the spec names no codes; issue 13 adds them as base data). */
export const SERVICE_CODES = {
  create: 'service.create.btn',
  edit: 'service.edit.btn',
  category: 'service.category.btn',
  channel: 'service.channel.btn',
} as const
const BASE = '/org-center/produce'

/** Service management (spec 2 §7 "Services") and the brand's marketing channels (spec 1 §7). */
export const servicesRoutes =
  ({
    services,
    molds,
    codes,
    channels,
    brands,
  }: {
    services: ServicesService
    molds: ServiceMoldsService
    codes: ServiceCodesService
    channels: MarketingChannelsService
    brands: BrandsService
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // ───────────── categories ─────────────
    app.post(`${BASE}/produce-mold-list`, doc({ access: `page:${SERVICE_PAGE}`, readOnly: true, summary: '服务分类（含未分类 id 0 与各分类的服务数）', body: EmptyBodySchema, reply: ProduceMoldListSchema }), async () => success(await molds.list(), '获取成功'))

    app.post(`${BASE}/produce-mold-save`, doc({ access: `code:${SERVICE_CODES.category}`, summary: '新增或重命名服务分类（id 为空新增）', body: ProduceMoldSaveBodySchema, reply: z.object({ id: z.number().int() }) }), async (request) => {
      const saved = await molds.save(request.session!, request.body)
      request.operationDetail = saved.detail
      return success({ id: saved.id }, '保存成功')
    })

    app.get(`${BASE}/produce-mold-delete`, doc({ access: `code:${SERVICE_CODES.category}`, mutating: true, summary: '删除服务分类（仍有服务时拒绝；未分类不可删）', query: ProduceMoldDeleteQuerySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await molds.remove(request.session!, request.query.id)
      return success(null, '删除成功')
    })

    // ───────────── services ─────────────
    app.post(
      `${BASE}/produce-type-list`,
      doc({ access: `page:${SERVICE_PAGE}`, readOnly: true, summary: '服务列表（主服务及其子服务，树形）', body: ProduceTypeListBodySchema, reply: ProduceTypePageSchema }),
      async (request) => success(await services.list(request.body), '获取成功'),
    )

    app.get(`${BASE}/produce-type-list-simple`, doc({ access: `page:${SERVICE_PAGE}`, summary: '主服务（上级服务选择，至多 1000 条）', reply: ProduceTypeSimpleSchema }), async () => success(await services.simple(), '获取成功'))

    app.get(
      `${BASE}/produce-type-detail`,
      doc({ access: `page:${SERVICE_PAGE}`, summary: '服务详情（produceType）', query: ProduceTypeDetailQuerySchema, reply: ProduceTypeDetailSchema }),
      async (request) => success(await services.detail(request.query.produceType), '获取成功'),
    )

    app.get(`${BASE}/brand-types`, doc({ access: `page:${SERVICE_PAGE}`, summary: '适用品牌类型及其行业（服务表单；路径为本项目所定）', reply: BrandTypeListSchema }), async () => success(await brands.brandTypes(), '获取成功'))

    app.post(`${BASE}/produce-type-create`, doc({ access: `code:${SERVICE_CODES.create}`, summary: '新增服务', body: ProduceTypeCreateBodySchema, reply: ProduceTypeDetailSchema }), async (request) => {
      const { row, detail } = await services.create(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '新增成功')
    })

    app.post(`${BASE}/produce-type-update`, doc({ access: `code:${SERVICE_CODES.edit}`, summary: '编辑服务（CODE 与粒度不可改）', body: ProduceTypeUpdateBodySchema, reply: ProduceTypeDetailSchema }), async (request) => {
      const { row, detail } = await services.update(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '修改成功')
    })

    app.post(`${BASE}/produce-type-show`, doc({ access: `code:${SERVICE_CODES.edit}`, summary: '显示或隐藏服务（隐藏后不再出现在开通服务的选项中）', body: ProduceTypeShowBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await services.show(request.session!, request.body.produceType, request.body.isShow)
      return success(null, request.body.isShow === 1 ? '已显示' : '已隐藏')
    })

    // ───────────── codes ─────────────
    app.post(
      `${BASE}/produce-code-list`,
      doc({ access: `page:${SERVICE_PAGE}`, readOnly: true, summary: '服务的版本与售卖编码', body: ProduceCodeListBodySchema, reply: ProduceCodeListSchema }),
      async (request) => success(await codes.list(request.body.produceType), '获取成功'),
    )

    app.post(`${BASE}/produce-code-insert`, doc({ access: `code:${SERVICE_CODES.edit}`, summary: '新增编码（服务内唯一）', body: ProduceCodeInsertBodySchema, reply: ProduceCodeSchema }), async (request) => {
      const { row, detail } = await codes.insert(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '新增成功')
    })

    app.post(`${BASE}/produce-code-update`, doc({ access: `code:${SERVICE_CODES.edit}`, summary: '编辑编码', body: ProduceCodeUpdateBodySchema, reply: ProduceCodeSchema }), async (request) => {
      const { row, detail } = await codes.update(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '修改成功')
    })

    app.post(`${BASE}/produce-code-delete`, doc({ access: `code:${SERVICE_CODES.edit}`, summary: '删除编码', body: ProduceCodeDeleteBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await codes.remove(request.session!, request.body.id)
      return success(null, '删除成功')
    })

    // ───────────── marketing channels (spec 1 §3, §7): the home page's channel card lists and applies ─────────────
    app.get(
      '/org-center/service/brand-service-channel-list',
      channelDoc({ access: `page:${HOME_PAGE}`, tenantIds: { brandId: 'brand' }, summary: '品牌的营销渠道及开通状态（brandId 缺省为当前品牌）', query: BrandChannelQuerySchema, reply: BrandChannelListSchema }),
      async (request) => success(await channels.list(request.session!, request.query.brandId), '获取成功'),
    )

    app.post(
      '/org-center/service/brand-service-channel-apply',
      channelDoc({ access: `page:${HOME_PAGE}`, tenantIds: { brandId: 'brand' }, summary: '申请开通营销渠道', body: BrandChannelApplyBodySchema, reply: z.object({ id: z.number().int() }) }),
      async (request) => {
        const applied = await channels.apply(request.session!, request.body)
        request.operationDetail = applied
        return success({ id: applied.id }, '申请已提交')
      },
    )

    app.post(
      '/org-center/service/channel-apply-list',
      channelDoc({ access: `page:${SERVICE_PAGE}`, readOnly: true, summary: '渠道开通申请（运营处理；路径为本项目所定）', body: ChannelApplyListBodySchema, reply: ChannelApplyPageSchema }),
      async (request) => success(await channels.applies(request.session!, request.body), '获取成功'),
    )

    app.post(
      '/org-center/service/channel-apply-handle',
      channelDoc({ access: `code:${SERVICE_CODES.channel}`, tenantIds: { id: 'channelApply' }, summary: '开通或驳回渠道申请', body: ChannelApplyHandleBodySchema, reply: z.null() }),
      async (request) => {
        request.operationDetail = await channels.handle(request.session!, request.body)
        return success(null, request.body.status === 1 ? '已开通' : '已驳回')
      },
    )
  }
