import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  EditQrRuleBodySchema,
  QrDictListSchema,
  QrDictQuerySchema,
  QrRuleIdQuerySchema,
  QrRulePageBodySchema,
  QrRulePageSchema,
  QrRuleSchema,
  SaveQrRuleBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { QrRulesService } from './qr-rules.service.js'

const TAG = '聚合码'
/** The menu page of the rule list; its buttons carry the permission codes below. */
export const QR_RULES_PAGE = '/businessCenter/codeManagement/codeConfig/index'
export const QR_CODES = {
  save: 'qrcode.save.btn',
  edit: 'qrcode.edit.btn',
  status: 'qrcode.status.btn',
  remove: 'qrcode.delete.btn',
  bind: 'qrcode.bind.btn',
  batch: 'qrcode.batch.btn',
  app: 'qrcode.app.btn',
} as const
export const QR_BASE = '/cmk-center/cmk-operating'
const RULES = `${QR_BASE}/qrcode-config`

export const qrRulesRoutes =
  (rules: QrRulesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${RULES}/page`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, tenantIds: { brand: 'brand:filter' }, readOnly: true },
        schema: { tags: [TAG], summary: '聚合码规则列表', body: QrRulePageBodySchema, response: { 200: envelopeOf(QrRulePageSchema) } },
      },
      async (request) => success(await rules.list(request.session!, request.body), '获取成功'),
    )

    app.get(
      `${RULES}/detail`,
      {
        config: { access: `page:${QR_RULES_PAGE}`, tenantIds: { id: 'qrRule' } },
        schema: { tags: [TAG], summary: '聚合码规则详情', querystring: QrRuleIdQuerySchema, response: { 200: envelopeOf(QrRuleSchema) } },
      },
      async (request) => success(await rules.detail(request.session!, request.query.id), '获取成功'),
    )

    app.post(
      `${RULES}/save`,
      {
        config: { access: `code:${QR_CODES.save}`, tenantIds: {} },
        schema: { tags: [TAG], summary: '新增聚合码规则（新规则为启用状态）', body: SaveQrRuleBodySchema, response: { 200: envelopeOf(QrRuleSchema) } },
      },
      async (request) => {
        const { rule, detail } = await rules.save(request.session!, request.body)
        request.operationDetail = detail
        return success(rule, '保存成功')
      },
    )

    app.post(
      `${RULES}/edit`,
      {
        config: { access: `code:${QR_CODES.edit}`, tenantIds: { id: 'qrRule' } },
        schema: { tags: [TAG], summary: '修改聚合码规则（带版本号，他人已修改时 409）', body: EditQrRuleBodySchema, response: { 200: envelopeOf(QrRuleSchema) } },
      },
      async (request) => {
        const { rule, detail } = await rules.edit(request.session!, request.body)
        request.operationDetail = detail
        return success(rule, '修改成功')
      },
    )

    app.get(
      `${RULES}/del`,
      {
        config: { access: `code:${QR_CODES.remove}`, tenantIds: { id: 'qrRule' }, mutating: true },
        schema: { tags: [TAG], summary: '删除聚合码规则（须先停用）', querystring: QrRuleIdQuerySchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        request.operationDetail = await rules.remove(request.session!, request.query.id)
        return success(null, '删除成功')
      },
    )

    app.get(
      `${RULES}/disabled`,
      {
        config: { access: `code:${QR_CODES.status}`, tenantIds: { id: 'qrRule' }, mutating: true },
        schema: { tags: [TAG], summary: '停用聚合码规则', querystring: QrRuleIdQuerySchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        request.operationDetail = await rules.disable(request.session!, request.query.id)
        return success(null, '停用成功')
      },
    )

    app.get(
      `${RULES}/enabled`,
      {
        config: { access: `code:${QR_CODES.status}`, tenantIds: { id: 'qrRule' }, mutating: true },
        schema: { tags: [TAG], summary: '启用聚合码规则', querystring: QrRuleIdQuerySchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        request.operationDetail = await rules.enable(request.session!, request.query.id)
        return success(null, '启用成功')
      },
    )

    app.get(
      `${QR_BASE}/sys/dict/list`,
      {
        config: { access: `page:${QR_RULES_PAGE}` },
        schema: { tags: [TAG], summary: '聚合码字典（qrcode_bind_channel、qrcode_type、qrcode_bind_qrcode_type）', querystring: QrDictQuerySchema, response: { 200: envelopeOf(QrDictListSchema) } },
      },
      async (request) => success(await rules.dictionary(request.query.code), '获取成功'),
    )
  }
