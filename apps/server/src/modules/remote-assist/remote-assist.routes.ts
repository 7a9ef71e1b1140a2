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
  envelopeOf,
  success,
} from '@yunying/contracts'
import type { RemoteAssistService } from './remote-assist.service.js'

const TAG = '远程协助'
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
      {
        config: { access: device, tenantIds: { sellerId: 'brand:filter', storeId: 'store:filter' }, readOnly: true },
        schema: { tags: [TAG], summary: '设备列表（含在线状态与可否控制）', body: RemoteDevicePageBodySchema, response: { 200: envelopeOf(RemoteDevicePageSchema) } },
      },
      async (request) => success(await remote.listDevices(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${REMOTE_TOOL_BASE}/apply-page-list`,
      {
        config: { access: `page:${REMOTE_PAGES.apply}`, tenantIds: { sellerId: 'brand:filter', storeId: 'store:filter' }, readOnly: true },
        schema: { tags: [TAG], summary: '远程协助申请列表', body: RemoteApplyPageBodySchema, response: { 200: envelopeOf(RemoteApplyPageSchema) } },
      },
      async (request) => success(await remote.listApplications(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${REMOTE_TOOL_BASE}/log-page-list`,
      {
        config: { access: `page:${REMOTE_PAGES.records}`, tenantIds: { sellerId: 'brand:filter', storeId: 'store:filter' }, readOnly: true },
        schema: { tags: [TAG], summary: '远程记录列表', body: RemoteLogPageBodySchema, response: { 200: envelopeOf(RemoteLogPageSchema) } },
      },
      async (request) => success(await remote.listRecords(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${REMOTE_TOOL_BASE}/remote`,
      {
        config: { access: device, tenantIds: { id: 'remoteTarget' } },
        schema: { tags: [TAG], summary: '发起远程协助（type 1 设备，2 申请），返回远程配置', body: RemoteStartBodySchema, response: { 200: envelopeOf(RemoteConfigSchema) } },
      },
      async (request) => {
        const { config, detail } = await remote.start(request.session!, request.body)
        request.operationDetail = detail
        return success(config, '获取成功')
      },
    )

    app.post(
      `${REMOTE_TOOL_BASE}/remote-url`,
      {
        config: { access: device, readOnly: true },
        schema: { tags: [TAG], summary: '查询远程配置（轮询至 type 为 1）', body: RemoteUrlBodySchema, response: { 200: envelopeOf(RemoteConfigSchema) } },
      },
      async (request) => success(await remote.poll(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${REMOTE_TOOL_BASE}/enrol-token`,
      {
        config: { access: device, tenantIds: { storeId: 'store' } },
        schema: { tags: [TAG], summary: '生成门店设备登记码（可登记的台数，24 小时内有效）', body: RemoteEnrolTokenBodySchema, response: { 200: envelopeOf(RemoteEnrolTokenSchema) } },
      },
      async (request) => {
        const { result, detail } = await remote.enrolToken(request.session!, request.body)
        request.operationDetail = detail
        return success(result, '生成成功')
      },
    )
  }
