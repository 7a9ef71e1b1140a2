import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  RemoteApplyPageBodySchema,
  RemoteApplyPageSchema,
  RemoteConfigSchema,
  RemoteDevicePageBodySchema,
  RemoteDevicePageSchema,
  RemoteEnrolTokenBodySchema,
  RemoteEnrolTokenSchema,
  RemoteLogPageBodySchema,
  RemoteLogPageSchema,
  RemoteStartBodySchema,
  RemoteUrlBodySchema,
  success,
} from '@yunying/contracts'
import type { RemoteAssistService } from './remote-assist.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('远程协助')

export const REMOTE_PAGES = {
  device: '/businessCenter/remoteAssistance/device',
  apply: '/businessCenter/remoteAssistance/apply',
  records: '/businessCenter/remoteAssistance/records',
} as const
/** Spec 3 names no app prefix for `remote-tool/…`: the device centre's. */
export const REMOTE_TOOL_BASE = '/device-center/remote-tool'

/** The operator's calls (spec 3 §7.3), all POST; lists answer `data.data` and `data.total`. */
export const remoteToolRoutes =
  (remote: RemoteAssistService): FastifyPluginAsyncZod =>
  async (app) => {
    const device = `page:${REMOTE_PAGES.device}` as const
    app.post(
      `${REMOTE_TOOL_BASE}/page-list`,
      doc({ access: device, tenantIds: { sellerId: 'brand:filter', storeId: 'store:filter' }, readOnly: true, summary: '设备列表（含在线状态与可否控制）', body: RemoteDevicePageBodySchema, reply: RemoteDevicePageSchema }),
      async (request) => success(await remote.listDevices(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${REMOTE_TOOL_BASE}/apply-page-list`,
      doc({ access: `page:${REMOTE_PAGES.apply}`, tenantIds: { sellerId: 'brand:filter', storeId: 'store:filter' }, readOnly: true, summary: '远程协助申请列表', body: RemoteApplyPageBodySchema, reply: RemoteApplyPageSchema }),
      async (request) => success(await remote.listApplications(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${REMOTE_TOOL_BASE}/log-page-list`,
      doc({ access: `page:${REMOTE_PAGES.records}`, tenantIds: { sellerId: 'brand:filter', storeId: 'store:filter' }, readOnly: true, summary: '远程记录列表', body: RemoteLogPageBodySchema, reply: RemoteLogPageSchema }),
      async (request) => success(await remote.listRecords(request.session!, request.body), '获取成功'),
    )

    app.post(`${REMOTE_TOOL_BASE}/remote`, doc({ access: device, tenantIds: { id: 'remoteTarget' }, summary: '发起远程协助（type 1 设备，2 申请），返回远程配置', body: RemoteStartBodySchema, reply: RemoteConfigSchema }), async (request) => {
      const { config, detail } = await remote.start(request.session!, request.body)
      request.operationDetail = detail
      return success(config, '获取成功')
    })

    app.post(
      `${REMOTE_TOOL_BASE}/remote-url`,
      doc({ access: device, readOnly: true, summary: '查询远程配置（轮询至 type 为 1）', body: RemoteUrlBodySchema, reply: RemoteConfigSchema }),
      async (request) => success(await remote.poll(request.session!, request.body), '获取成功'),
    )

    app.post(`${REMOTE_TOOL_BASE}/enrol-token`, doc({ access: device, tenantIds: { storeId: 'store' }, summary: '生成门店设备登记码（可登记的台数，24 小时内有效）', body: RemoteEnrolTokenBodySchema, reply: RemoteEnrolTokenSchema }), async (request) => {
      const { result, detail } = await remote.enrolToken(request.session!, request.body)
      request.operationDetail = detail
      return success(result, '生成成功')
    })
  }
