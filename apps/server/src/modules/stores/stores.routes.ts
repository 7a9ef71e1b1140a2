import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreateStoreBodySchema,
  ListStoreBodySchema,
  ShopPickerPageSchema,
  ShopPickerQuerySchema,
  StoreIdBodySchema,
  StorePageSchema,
  StoreRowSchema,
  StoreServiceRemoveBodySchema,
  StoreServiceSaveBodySchema,
  StoreServicesSchema,
  StoreStatusBodySchema,
  UpdateStoreBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { StoresService } from './stores.service.js'

const TAG = '门店'
export const STORE_PAGE = '/orgCenter/store/list'
export const STORE_CODES = { create: 'store.create.btn', edit: 'store.edit.btn', status: 'store.status.btn' } as const
const BASE = '/org-center/shop'

/** The store registry (issue 13): list, picker, detail, create, edit, open/close. */
export const storesRoutes =
  (stores: StoresService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/list`,
      {
        config: { access: 'session', tenantIds: { brandId: 'brand:filter' } },
        schema: { tags: [TAG], summary: '门店选择列表（spec 3 shop/list：brandId、keyword）', querystring: ShopPickerQuerySchema, response: { 200: envelopeOf(ShopPickerPageSchema) } },
      },
      async (request) => success(await stores.pick(request.session!, request.query), '获取成功'),
    )

    app.post(
      `${BASE}/page`,
      {
        config: { access: `page:${STORE_PAGE}`, tenantIds: { brandId: 'brand:filter' }, readOnly: true },
        schema: { tags: [TAG], summary: '门店列表（品牌、名称、状态、到期筛选）', body: ListStoreBodySchema, response: { 200: envelopeOf(StorePageSchema) } },
      },
      async (request) => success(await stores.list(request.session!, request.body), '获取成功'),
    )

    app.get(
      `${BASE}/expiring-count`,
      { config: { access: 'session' }, schema: { tags: [TAG], summary: '30 天内到期的营业门店数（续费提醒）', response: { 200: envelopeOf(z.object({ count: z.number() })) } } },
      async (request) => success({ count: await stores.expiringCount(request.session!) }, '获取成功'),
    )

    app.post(
      `${BASE}/detail`,
      { config: { access: `page:${STORE_PAGE}`, tenantIds: { id: 'store' }, readOnly: true }, schema: { tags: [TAG], summary: '门店详情', body: StoreIdBodySchema, response: { 200: envelopeOf(StoreRowSchema) } } },
      async (request) => success(await stores.get(request.session!.scope, request.body.id), '获取成功'),
    )

    app.post(
      `${BASE}/create`,
      { config: { access: `code:${STORE_CODES.create}`, tenantIds: { brandId: 'brand' } }, schema: { tags: [TAG], summary: '新增门店', body: CreateStoreBodySchema, response: { 200: envelopeOf(StoreRowSchema) } } },
      async (request) => {
        const { row, detail } = await stores.create(request.session!, request.body)
        request.operationDetail = detail
        return success(row, '新增成功')
      },
    )

    app.post(
      `${BASE}/update`,
      { config: { access: `code:${STORE_CODES.edit}`, tenantIds: { id: 'store' } }, schema: { tags: [TAG], summary: '编辑门店（品牌不可改）', body: UpdateStoreBodySchema, response: { 200: envelopeOf(StoreRowSchema) } } },
      async (request) => {
        const { row, detail } = await stores.update(request.session!, request.body)
        request.operationDetail = detail
        return success(row, '修改成功')
      },
    )

    app.post(
      `${BASE}/status`,
      { config: { access: `code:${STORE_CODES.status}`, tenantIds: { id: 'store' } }, schema: { tags: [TAG], summary: '门店营业/停业', body: StoreStatusBodySchema, response: { 200: envelopeOf(StoreRowSchema) } } },
      async (request) => {
        const { row, detail } = await stores.setStatus(request.session!, request.body.id, request.body.status)
        request.operationDetail = detail
        return success(row, request.body.status === 1 ? '已设为营业' : '已设为停业')
      },
    )

    app.post(
      `${BASE}/services`,
      {
        config: { access: `page:${STORE_PAGE}`, tenantIds: { id: 'store' }, readOnly: true },
        schema: { tags: [TAG], summary: '门店已开通的门店级服务及可开通的服务', body: StoreIdBodySchema, response: { 200: envelopeOf(StoreServicesSchema) } },
      },
      async (request) => success(await stores.services(request.session!, request.body.id), '获取成功'),
    )

    app.post(
      `${BASE}/service-save`,
      {
        config: { access: `code:${STORE_CODES.edit}`, tenantIds: { storeId: 'store' } },
        schema: { tags: [TAG], summary: '为门店开通门店级服务或修改其服务期（门店到期日期随最早到期的服务）', body: StoreServiceSaveBodySchema, response: { 200: envelopeOf(StoreServicesSchema) } },
      },
      async (request) => {
        const { data, detail } = await stores.saveService(request.session!, request.body)
        request.operationDetail = detail
        return success(data, '保存成功')
      },
    )

    app.post(
      `${BASE}/service-remove`,
      {
        config: { access: `code:${STORE_CODES.edit}`, tenantIds: { storeId: 'store' } },
        schema: { tags: [TAG], summary: '移除门店的服务', body: StoreServiceRemoveBodySchema, response: { 200: envelopeOf(StoreServicesSchema) } },
      },
      async (request) => {
        const { data, detail } = await stores.removeService(request.session!, request.body.storeId, request.body.produceTypeId)
        request.operationDetail = detail
        return success(data, '已移除')
      },
    )
  }
