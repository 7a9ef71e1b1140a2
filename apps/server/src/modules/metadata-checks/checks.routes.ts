import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddServiceKeyBodySchema,
  CHECK_RESULT_PAGE,
  CHECK_SIGNED_FAMILY,
  CountListQuerySchema,
  CountListSchema,
  ExportFailsBodySchema,
  ExportStartedSchema,
  FailListQuerySchema,
  FailPageSchema,
  ImpactQuerySchema,
  ImpactSchema,
  METADATA_INDEX_PAGE,
  ReportAnsweredSchema,
  ReportRecordsBodySchema,
  ServiceKeyCreatedSchema,
  ServiceKeyIdBodySchema,
  ServiceKeySchema,
  SignedReportRecordsBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { ExportsService } from '../exports/exports.service.js'
import { FAILURES_SOURCE, type ChecksService } from './checks.service.js'
import type { ServiceKeysService } from './service-keys.service.js'

const TAG = '数据标准：检查结果'
export const CHECKS_BASE = '/metadata-center/operating/metadata/check-res'
/** Where services send signed calls (no console session). */
export const CHECKS_OPEN_BASE = '/metadata-center/open'
/** 5,000 records of a few fields each fit; the app's default is 1 MiB. */
export const REPORT_BODY_LIMIT = 8 * 1024 * 1024
const RESULT = `page:${CHECK_RESULT_PAGE}` as const

/** Reporting records, the check results, the impact count and the service keys (issue 28). */
export const checksRoutes =
  (checks: ChecksService, keys: ServiceKeysService, exports: ExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${CHECKS_BASE}/report`,
      {
        bodyLimit: REPORT_BODY_LIMIT,
        config: { access: RESULT, bulk: true },
        schema: { tags: [TAG], summary: '上报记录（每次最多 5000 条，同一记录再次上报替换旧版本）并排队检查；返回检查任务 ID', body: ReportRecordsBodySchema, response: { 200: envelopeOf(ReportAnsweredSchema) } },
      },
      async (request) => {
        assertPlatformWide(request.session!.scope)
        const { operatingUrl: _url, ...body } = request.body
        const answered = await checks.report(body)
        request.operationDetail = { module: body.module, entity: body.entity, ...answered }
        return success(answered, '上报成功，已排队检查')
      },
    )
    app.post(
      `${CHECKS_OPEN_BASE}/metadata/check-res/report`,
      {
        bodyLimit: REPORT_BODY_LIMIT,
        config: { access: `signed:${CHECK_SIGNED_FAMILY}`, bulk: true },
        schema: { tags: [TAG], summary: '服务上报记录（签名调用，密钥在检查结果页创建）', body: SignedReportRecordsBodySchema, response: { 200: envelopeOf(ReportAnsweredSchema) } },
      },
      async (request) => success(await checks.report(request.body), '上报成功，已排队检查'),
    )
    app.get(
      `${CHECKS_BASE}/count-list`,
      { config: { access: RESULT, readOnly: true }, schema: { tags: [TAG], summary: '各模块、实体、字段、标记的数量、占比、最近检查时间与最近 10 次检查的趋势', querystring: CountListQuerySchema, response: { 200: envelopeOf(CountListSchema) } } },
      async (request) => success(await checks.countList(request.session!, request.query), '获取成功'),
    )
    app.get(
      `${CHECKS_BASE}/fail-list`,
      { config: { access: RESULT, readOnly: true }, schema: { tags: [TAG], summary: '不通过的记录（字段、标记、模块、实体筛选；分页，不截断）', querystring: FailListQuerySchema, response: { 200: envelopeOf(FailPageSchema) } } },
      async (request) => success(await checks.failList(request.session!, request.query), '获取成功'),
    )
    app.post(
      `${CHECKS_BASE}/fail-list/export`,
      { config: { access: RESULT }, schema: { tags: [TAG], summary: '导出不通过的记录（与列表相同的筛选，经任务中心生成）', body: ExportFailsBodySchema, response: { 200: envelopeOf(ExportStartedSchema) } } },
      async (request) => {
        assertPlatformWide(request.session!.scope)
        const { format, operatingUrl: _url, ...filter } = request.body
        const started = await exports.start(request.session!, FAILURES_SOURCE, filter, format)
        request.operationDetail = { planId: started.planId, filter }
        return success(started, '导出任务已创建')
      },
    )
    app.get(
      `${CHECKS_BASE}/impact`,
      { config: { access: `page:${METADATA_INDEX_PAGE}`, readOnly: true, bulk: true }, schema: { tags: [TAG], summary: '审核前：待审核版本会使多少条已上报记录不通过（与检查相同的 SQL）', querystring: ImpactQuerySchema, response: { 200: envelopeOf(ImpactSchema) } } },
      async (request) => success(await checks.impact(request.session!, request.query.id), '获取成功'),
    )
    app.get(
      `${CHECKS_BASE}/keys`,
      { config: { access: RESULT, readOnly: true }, schema: { tags: [TAG], summary: '上报服务的密钥', response: { 200: envelopeOf(z.array(ServiceKeySchema)) } } },
      async (request) => success(await keys.list(request.session!), '获取成功'),
    )
    app.post(
      `${CHECKS_BASE}/keys/add`,
      { config: { access: RESULT }, schema: { tags: [TAG], summary: '新建上报服务的密钥（密钥只显示这一次）', body: AddServiceKeyBodySchema, response: { 200: envelopeOf(ServiceKeyCreatedSchema) } } },
      async (request) => {
        const created = await keys.add(request.session!, request.body.name)
        request.operationDetail = { id: created.id, keyId: created.keyId, name: created.name }
        return success(created, '密钥已创建')
      },
    )
    app.post(
      `${CHECKS_BASE}/keys/revoke`,
      { config: { access: RESULT }, schema: { tags: [TAG], summary: '吊销上报服务的密钥', body: ServiceKeyIdBodySchema, response: { 200: envelopeOf(z.object({ id: z.number().int(), keyId: z.string(), name: z.string() })) } } },
      async (request) => {
        const revoked = await keys.revoke(request.session!, request.body.id)
        request.operationDetail = revoked
        return success(revoked, '密钥已吊销')
      },
    )
  }
