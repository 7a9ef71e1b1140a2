import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddMapConfigBodySchema,
  DeleteMapConfigBodySchema,
  ListMapConfigBodySchema,
  MapConfigPageSchema,
  MapConfigRowSchema,
  UpdateMapConfigBodySchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { MapConfigService } from './map-config.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('地图服务')

/** The menu page whose holders may call these routes (spec 2 names no button codes for it). */
export const MAP_CONFIG_PAGE = '/businessCenter/mapService'
const BASE = '/common-center/operating/map-config'

export const mapConfigRoutes =
  (maps: MapConfigService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/list`,
      doc({ access: `page:${MAP_CONFIG_PAGE}`, tenantIds: { sellerId: 'brand' }, readOnly: true, summary: '品牌地图配置列表', body: ListMapConfigBodySchema, reply: MapConfigPageSchema }),
      async (request) => success(await maps.list(request.session!, request.body), '获取成功'),
    )

    app.post(`${BASE}/add`, doc({ access: `page:${MAP_CONFIG_PAGE}`, tenantIds: { sellerId: 'brand' }, summary: '新增品牌地图配置（每个品牌一份）', body: AddMapConfigBodySchema, reply: MapConfigRowSchema }), async (request) => {
      const { row, detail } = await maps.add(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '新增成功')
    })

    app.post(`${BASE}/update`, doc({ access: `page:${MAP_CONFIG_PAGE}`, tenantIds: { id: 'mapConfig' }, summary: '修改品牌地图配置的 Key', body: UpdateMapConfigBodySchema, reply: MapConfigRowSchema }), async (request) => {
      const { row, detail } = await maps.update(request.session!, request.body)
      request.operationDetail = detail
      return success(row, '修改成功')
    })

    app.post(`${BASE}/delete`, doc({ access: `page:${MAP_CONFIG_PAGE}`, tenantIds: { id: 'mapConfig' }, summary: '删除品牌地图配置', body: DeleteMapConfigBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await maps.remove(request.session!, request.body.id)
      return success(null, '删除成功')
    })
  }
