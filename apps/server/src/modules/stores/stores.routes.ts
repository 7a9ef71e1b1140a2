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
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { StoresService } from './stores.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('门店')

export const STORE_PAGE = '/orgCenter/store/list'
export const STORE_CODES = { create: 'store.create.btn', edit: 'store.edit.btn', status: 'store.status.btn' } as const
const BASE = '/org-center/shop'

/** The store registry (issue 13): list, picker, detail, create, edit, open/close. */
export const storesRoutes =
  (stores: StoresService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/list`,
      doc({ access: 'session', tenantIds: { brandId: 'brand:filter' }, summary: '门店选择列表（spec 3 shop/list：brandId、keyword）', query: ShopPickerQuerySchema, reply: ShopPickerPageSchema }),
      async (request) => success(await stores.pick(request.session!, request.query), '获取成功'),
    )

    app.post(
      `${BASE}/page`,
      doc({ access: `page:${STORE_PAGE}`, tenantIds: { brandId: 'brand:filter' }, readOnly: true, summary: '门店列表（品牌、名称、状态、到期筛选）', body: ListStoreBodySchema, reply: StorePageSchema }),
      async (request) => success(await stores.list(request.session!, request.body), '获取成功'),
    )

    app.get(`${BASE}/expiring-count`, doc({ access: 'session', summary: '30 天内到期的营业门店数（续费提醒）', reply: z.object({ count: z.number() }) }), async (request) => success({ count: await stores.expiringCount(request.session!) }, '获取成功'))

    app.post(
      `${BASE}/detail`,
      doc({ access: `page:${STORE_PAGE}`, tenantIds: { id: 'store' }, readOnly: true, summary: '门店详情', body: StoreIdBodySchema, reply: StoreRowSchema }),
      async (request) => success(await stores.get(request.session!.scope, request.body.id), '获取成功'),
    )

    app.post(`${BASE}/create`, doc({ access: `code:${STORE_CODES.create}`, tenantIds: { brandId: 'brand' }, summary: '新增门店', body: CreateStoreBodySchema, reply: StoreRowSchema }), async (request) => {
      const { row, detail } = await stores.create(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '新增成功')
    })

    app.post(`${BASE}/update`, doc({ access: `code:${STORE_CODES.edit}`, tenantIds: { id: 'store' }, summary: '编辑门店（品牌不可改）', body: UpdateStoreBodySchema, reply: StoreRowSchema }), async (request) => {
      const { row, detail } = await stores.update(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '修改成功')
    })

    app.post(`${BASE}/status`, doc({ access: `code:${STORE_CODES.status}`, tenantIds: { id: 'store' }, summary: '门店营业/停业', body: StoreStatusBodySchema, reply: StoreRowSchema }), async (request) => {
      const { row, detail } = await stores.setStatus(request.session!, request.body.id, request.body.status)
      request.operationDetail = detail
      return success(row, request.body.status === 1 ? '已设为营业' : '已设为停业')
    })

    app.post(
      `${BASE}/services`,
      doc({ access: `page:${STORE_PAGE}`, tenantIds: { id: 'store' }, readOnly: true, summary: '门店已开通的门店级服务及可开通的服务', body: StoreIdBodySchema, reply: StoreServicesSchema }),
      async (request) => success(await stores.services(request.session!, request.body.id), '获取成功'),
    )

    app.post(
      `${BASE}/service-save`,
      doc({ access: `code:${STORE_CODES.edit}`, tenantIds: { storeId: 'store' }, summary: '为门店开通门店级服务或修改其服务期（门店到期日期随最早到期的服务）', body: StoreServiceSaveBodySchema, reply: StoreServicesSchema }),
      async (request) => {
        const { data, detail } = await stores.saveService(request.session!, request.body)
        request.operationDetail = detail
        return success(data, '保存成功')
      },
    )

    app.post(`${BASE}/service-remove`, doc({ access: `code:${STORE_CODES.edit}`, tenantIds: { storeId: 'store' }, summary: '移除门店的服务', body: StoreServiceRemoveBodySchema, reply: StoreServicesSchema }), async (request) => {
      const { data, detail } = await stores.removeService(request.session!, request.body.storeId, request.body.produceTypeId)
      request.operationDetail = detail
      return success(data, '已移除')
    })
  }
