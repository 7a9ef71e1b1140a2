import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CHECK_SIGNED_FAMILY,
  ExportStartedSchema,
  RECONCILIATION_PAGE,
  ReconcileDetailQuerySchema,
  ReconcileExportBodySchema,
  ReconcileItemSchema,
  ReconcileListQuerySchema,
  ReconcilePageSchema,
  ReconcileReportBodySchema,
  ReconcileReportedSchema,
  ReconcileTotalsQuerySchema,
  ReconcileTotalsSchema,
  SignedReconcileReportBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { ExportsService } from '../exports/exports.service.js'
import { CHECKS_OPEN_BASE, REPORT_BODY_LIMIT } from './checks.routes.js'
import { RECONCILE_SOURCE, type ReconcileService } from './reconcile.service.js'

const TAG = '数据标准：订单对账'
export const RECONCILE_BASE = '/metadata-center/dtd/order-check-record'
const PAGE = `page:${RECONCILIATION_PAGE}` as const

/** Order reconciliation (spec 3 §7.1 dtd/order-check-record/detail, issue 28). */
export const reconcileRoutes =
  (reconcile: ReconcileService, exports: ExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${RECONCILE_BASE}/report`,
      { bodyLimit: REPORT_BODY_LIMIT, config: { access: PAGE }, schema: { tags: [TAG], summary: '上报对账记录（每次最多 5000 条；来源系统与订单号相同则替换）', body: ReconcileReportBodySchema, response: { 200: envelopeOf(ReconcileReportedSchema) } } },
      async (request) => {
        assertPlatformWide(request.session!.scope)
        const answered = await reconcile.report(request.body.records)
        request.operationDetail = answered
        return success(answered, '上报成功')
      },
    )
    app.post(
      `${CHECKS_OPEN_BASE}/order-check-record/report`,
      { bodyLimit: REPORT_BODY_LIMIT, config: { access: `signed:${CHECK_SIGNED_FAMILY}` }, schema: { tags: [TAG], summary: '服务上报对账记录（签名调用）', body: SignedReconcileReportBodySchema, response: { 200: envelopeOf(ReconcileReportedSchema) } } },
      async (request) => success(await reconcile.report(request.body.records), '上报成功'),
    )
    app.get(
      `${RECONCILE_BASE}/list`,
      { config: { access: PAGE, readOnly: true }, schema: { tags: [TAG], summary: '对账记录（账单日期范围、状态、来源、订单号）', querystring: ReconcileListQuerySchema, response: { 200: envelopeOf(ReconcilePageSchema) } } },
      async (request) => success(await reconcile.list(request.session!, request.query), '获取成功'),
    )
    app.get(
      `${RECONCILE_BASE}/detail`,
      { config: { access: PAGE, readOnly: true }, schema: { tags: [TAG], summary: '对账记录详情', querystring: ReconcileDetailQuerySchema, response: { 200: envelopeOf(ReconcileItemSchema) } } },
      async (request) => success(await reconcile.detail(request.session!, request.query.id), '获取成功'),
    )
    app.get(
      `${RECONCILE_BASE}/totals`,
      { config: { access: PAGE, readOnly: true }, schema: { tags: [TAG], summary: '各状态的记录数与差额合计（与列表相同的筛选，不含状态）', querystring: ReconcileTotalsQuerySchema, response: { 200: envelopeOf(ReconcileTotalsSchema) } } },
      async (request) => success(await reconcile.totals(request.session!, request.query), '获取成功'),
    )
    app.post(
      `${RECONCILE_BASE}/export`,
      { config: { access: PAGE }, schema: { tags: [TAG], summary: '导出对账记录（经任务中心生成）', body: ReconcileExportBodySchema, response: { 200: envelopeOf(ExportStartedSchema) } } },
      async (request) => {
        assertPlatformWide(request.session!.scope)
        const { format, operatingUrl: _url, ...filter } = request.body
        const started = await exports.start(request.session!, RECONCILE_SOURCE, filter, format)
        request.operationDetail = { planId: started.planId, filter }
        return success(started, '导出任务已创建')
      },
    )
  }
