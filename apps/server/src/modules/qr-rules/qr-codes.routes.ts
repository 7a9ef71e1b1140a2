import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  QrAppBindBodySchema,
  QrAppRegistrationBodySchema,
  QrAppRegistrationIdQuerySchema,
  QrAppRegistrationSchema,
  QrBindBodySchema,
  QrBlankBatchBodySchema,
  QrBlankPageBodySchema,
  QrBlankPageSchema,
  QrCodeIdQuerySchema,
  QrCodeSchema,
  QrDouyinLinkBodySchema,
  QrDouyinLinkSchema,
  QrJobStartedSchema,
  QrRebindBodySchema,
  QrRefreshBodySchema,
  QrRefreshResultQuerySchema,
  QrRefreshResultSchema,
  QrSimulateBodySchema,
  QrSimulationSchema,
  QrStorePageBodySchema,
  QrStorePageSchema,
  QrUnbindBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { SignedAccess } from '../access/signed-access.js'
import type { QrCodesService } from './qr-codes.service.js'
import type { QrResolveService } from './qr-resolve.service.js'
import { QR_BASE, QR_CODES, QR_RULES_PAGE } from './qr-rules.routes.js'
import type { QrRulesService } from './qr-rules.service.js'

const TAG = '聚合码'
const TOOL = `${QR_BASE}/tool/qrcode`

export interface QrCodesRoutesDeps {
  rules: QrRulesService
  codes: QrCodesService
  resolver: QrResolveService
  ratePerMinute: number
  signed: SignedAccess
  /** The merchant app's server keys: the secret and the brands each may bind for. */
  appKeys: Record<string, { secret: string; brandIds: number[] | 'all' }>
}

/** The merchant app's server: `signed:qr-merchant-app`, keys from QR_APP_BIND_KEYS. */
export const APP_BIND_FAMILY = 'qr-merchant-app'

export const qrCodesRoutes =
  ({ rules, codes, resolver, ratePerMinute, signed, appKeys }: QrCodesRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } }
    signed.registerFamily(APP_BIND_FAMILY, { resolveKey: (keyId) => (Object.hasOwn(appKeys, keyId) ? appKeys[keyId]!.secret : null) })

    app.post(
      '/cmk-center/qrcode/app-bind',
      {
        config: { access: `signed:${APP_BIND_FAMILY}`, ...limit },
        schema: { tags: [TAG], summary: '商家 App 扫码绑定空码（商家 App 服务端签名调用；规则须允许 App 扫码绑定）', body: QrAppBindBodySchema, response: { 200: envelopeOf(QrCodeSchema) } },
      },
      async (request) => {
        const keyId = request.signer!.keyId
        const { code, detail } = await codes.appBind({ keyId, brandIds: appKeys[keyId]!.brandIds }, request.body)
        request.operationDetail = detail
        return success(code, '绑定成功')
      },
    )

    app.post(
      `${TOOL}/store/page`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, tenantIds: { brandIds: 'brand:filter', ruleId: 'qrRule:filter' }, readOnly: true },
        schema: { tags: [TAG], summary: '所选品牌的门店及其各规则下的二维码', body: QrStorePageBodySchema, response: { 200: envelopeOf(QrStorePageSchema) } },
      },
      async (request) => success(await codes.storePage(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${TOOL}/blank/page`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, tenantIds: { brandId: 'brand' }, readOnly: true },
        schema: { tags: [TAG], summary: '品牌的空码（最新的在前，可按编号或链接搜索；绑定时选用）', body: QrBlankPageBodySchema, response: { 200: envelopeOf(QrBlankPageSchema) } },
      },
      async (request) => success(await codes.blankPage(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${TOOL}/bind`,
      {
        config: { access: `code:${QR_CODES.bind}`, tenantIds: { storeId: 'store', ruleId: 'qrRule', codeId: 'qrCode' } },
        schema: { tags: [TAG], summary: '绑定二维码（指定空码，或新生成一个）', body: QrBindBodySchema, response: { 200: envelopeOf(QrCodeSchema) } },
      },
      async (request) => {
        const { code, detail } = await codes.bind(request.session!, request.body)
        request.operationDetail = detail
        return success(code, '绑定成功')
      },
    )

    app.post(
      `${TOOL}/rebind`,
      {
        config: { access: `code:${QR_CODES.bind}`, tenantIds: { storeId: 'store', ruleId: 'qrRule', codeId: 'qrCode' } },
        schema: { tags: [TAG], summary: '换绑二维码（带版本号）', body: QrRebindBodySchema, response: { 200: envelopeOf(QrCodeSchema) } },
      },
      async (request) => {
        const { code, detail } = await codes.rebind(request.session!, request.body)
        request.operationDetail = detail
        return success(code, '换绑成功')
      },
    )

    app.post(
      `${TOOL}/unbind`,
      {
        config: { access: `code:${QR_CODES.bind}`, tenantIds: { codeId: 'qrCode' } },
        schema: { tags: [TAG], summary: '解绑二维码（变回该品牌的空码）', body: QrUnbindBodySchema, response: { 200: envelopeOf(QrCodeSchema) } },
      },
      async (request) => {
        const { code, detail } = await codes.unbind(request.session!, request.body.codeId)
        request.operationDetail = detail
        return success(code, '解绑成功')
      },
    )

    app.get(
      `${TOOL}/image`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, tenantIds: { codeId: 'qrCode' } },
        schema: { tags: [TAG], summary: '二维码图片（SVG）', querystring: QrCodeIdQuerySchema, produces: ['image/svg+xml'] },
      },
      async (request, reply) => {
        const { token, svg } = await codes.image(request.session!, request.query.codeId)
        return reply.type('image/svg+xml; charset=utf-8').header('content-disposition', `inline; filename="${token}.svg"`).send(svg)
      },
    )

    app.post(
      `${TOOL}/blank-batch`,
      {
        config: { access: `code:${QR_CODES.batch}`, tenantIds: { brandId: 'brand' } },
        schema: { tags: [TAG], summary: '批量生成空码（任务中心下载 SVG 图片压缩包和链接表）', body: QrBlankBatchBodySchema, response: { 200: envelopeOf(QrJobStartedSchema) } },
      },
      async (request) => {
        const { started, detail } = await codes.blankBatch(request.session!, request.body)
        request.operationDetail = detail
        return success(started, '已提交，请到任务中心下载')
      },
    )

    app.post(
      `${TOOL}/refresh`,
      {
        config: { access: `code:${QR_CODES.edit}`, tenantIds: { ruleId: 'qrRule' } },
        schema: { tags: [TAG], summary: '按规则重新解析已绑定的二维码（任务中心；结果给出打开页面有变化的数量）', body: QrRefreshBodySchema, response: { 200: envelopeOf(QrJobStartedSchema) } },
      },
      async (request) => {
        const alias = await rules.assertChangeable(request.session!, request.body.ruleId)
        const { started, detail } = await codes.refresh(request.session!, request.body.ruleId, alias)
        request.operationDetail = detail
        return success(started, '已提交刷新任务')
      },
    )

    app.get(
      `${TOOL}/refresh/result`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, tenantIds: { planId: 'plan' } },
        schema: { tags: [TAG], summary: '刷新任务的进度和结果（打开页面有变化的二维码数量）', querystring: QrRefreshResultQuerySchema, response: { 200: envelopeOf(QrRefreshResultSchema) } },
      },
      async (request) => success(await codes.refreshResult(request.session!, request.query.planId), '获取成功'),
    )

    app.post(
      `${QR_BASE}/qrcode-config/simulate`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, tenantIds: { storeId: 'store', ruleId: 'qrRule' }, readOnly: true },
        schema: { tags: [TAG], summary: '规则模拟：某码在某渠道、版本、系统下打开什么，落地页提供哪些按钮，其他规则为何不匹配', body: QrSimulateBodySchema, response: { 200: envelopeOf(QrSimulationSchema) } },
      },
      async (request) => success(await resolver.simulate(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${TOOL}/app/list`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, readOnly: true },
        schema: { tags: [TAG], summary: '各平台小程序的普通二维码登记（前缀、路由页、发布状态、校验文件、明文 Scheme 声明的路径、今日拉起次数）', response: { 200: envelopeOf(z.array(QrAppRegistrationSchema)) } },
      },
      async () => success(await resolver.registrations(), '获取成功'),
    )

    app.post(
      `${TOOL}/app/save`,
      {
        config: { access: `code:${QR_CODES.app}` },
        schema: { tags: [TAG], summary: '保存小程序普通二维码登记（平台运营）', body: QrAppRegistrationBodySchema, response: { 200: envelopeOf(QrAppRegistrationSchema) } },
      },
      async (request) => {
        const { registration, detail } = await resolver.saveRegistration(request.session!, request.body)
        request.operationDetail = detail
        return success(registration, '保存成功')
      },
    )

    app.get(
      `${TOOL}/app/del`,
      {
        config: { access: `code:${QR_CODES.app}`, mutating: true },
        schema: { tags: [TAG], summary: '删除小程序普通二维码登记（平台运营）', querystring: QrAppRegistrationIdQuerySchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        request.operationDetail = await resolver.removeRegistration(request.session!, request.query.id)
        return success(null, '删除成功')
      },
    )

    app.post(
      `${TOOL}/app/douyin-link`,
      {
        config: { access: `code:${QR_CODES.app}`, tenantIds: { codeId: 'qrCode' } },
        schema: { tags: [TAG], summary: '由抖音开放平台生成此码在抖音打开的小程序链接（平台运营；落地页使用）', body: QrDouyinLinkBodySchema, response: { 200: envelopeOf(QrDouyinLinkSchema) } },
      },
      async (request) => {
        const { link, detail } = await resolver.douyinLink(request.session!, request.body.codeId)
        request.operationDetail = detail
        return success(link, '已生成')
      },
    )

    app.get(
      '/q/:name',
      {
        config: { access: 'public', ...limit },
        schema: { tags: [TAG], summary: '二维码落地页（H5）；平台要求的校验文件也在此路径下提供', params: z.object({ name: z.string().max(100) }), produces: ['text/html', 'text/plain'] },
      },
      async (request, reply) => {
        const { name } = request.params
        if (name.endsWith('.txt')) {
          const content = await resolver.verifyFile(name)
          if (content === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
          return reply.type('text/plain; charset=utf-8').send(content)
        }
        const { status, html } = await resolver.landing(name, request.headers['user-agent'] ?? '')
        return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
      },
    )
  }
