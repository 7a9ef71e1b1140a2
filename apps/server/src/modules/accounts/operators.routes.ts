import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AccountSessionSchema,
  KickSessionBodySchema,
  ListOperatorsBodySchema,
  OPERATOR_PAGE,
  OneTimePasswordSchema,
  OperatorCodes,
  OperatorDetailSchema,
  OperatorIdBodySchema,
  OperatorPageSchema,
  OperatorStatusBodySchema,
  SaveOperatorBodySchema,
  SavedOperatorSchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { OperatorsService } from './operators.service.js'

const TAG = '运营账号'
const BASE = '/org-center/operator'
const idQuery = z.object({ id: z.coerce.number().int().min(1) })

export const operatorsRoutes =
  (operators: OperatorsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/list`,
      {
        config: { access: `page:${OPERATOR_PAGE}`, readOnly: true },
        schema: { tags: [TAG], summary: '运营账号列表（或查找任一账号及其各组织角色）', body: ListOperatorsBodySchema, response: { 200: envelopeOf(OperatorPageSchema) } },
      },
      async (request) => success(await operators.list(request.session!, request.body), '获取成功'),
    )

    app.get(
      `${BASE}/detail`,
      {
        config: { access: `page:${OPERATOR_PAGE}` },
        schema: { tags: [TAG], summary: '账号详情：角色与经由哪个角色持有的每个页面和权限码', querystring: idQuery, response: { 200: envelopeOf(OperatorDetailSchema) } },
      },
      async (request) => success(await operators.detail(request.session!, request.query.id), '获取成功'),
    )

    app.post(
      `${BASE}/save`,
      {
        config: { access: `code:${OperatorCodes.edit}` },
        schema: { tags: [TAG], summary: '新建或修改运营账号（新建未设密码时返回一次性密码）', body: SaveOperatorBodySchema, response: { 200: envelopeOf(SavedOperatorSchema) } },
      },
      async (request) => {
        const { saved, detail } = await operators.save(request.session!, request.body)
        request.operationDetail = detail
        return success(saved, request.body.id ? '修改成功' : '新建成功')
      },
    )

    app.post(
      `${BASE}/status`,
      {
        config: { access: `code:${OperatorCodes.edit}` },
        schema: { tags: [TAG], summary: '启用或停用账号（停用即结束其全部会话）', body: OperatorStatusBodySchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        request.operationDetail = await operators.setStatus(request.session!, request.body.id, request.body.status)
        return success(null, request.body.status === 1 ? '已启用' : '已停用')
      },
    )

    app.post(
      `${BASE}/reset-password`,
      {
        config: { access: `code:${OperatorCodes.resetPassword}` },
        schema: { tags: [TAG], summary: '重置密码（一次性密码，下次登录须修改）', body: OperatorIdBodySchema, response: { 200: envelopeOf(OneTimePasswordSchema) } },
      },
      async (request) => {
        const { password, detail } = await operators.resetPassword(request.session!, request.body.id)
        request.operationDetail = detail
        return success({ id: request.body.id, password }, '密码已重置')
      },
    )

    app.get(
      `${BASE}/sessions`,
      {
        config: { access: `page:${OPERATOR_PAGE}` },
        schema: { tags: [TAG], summary: '账号的在线会话', querystring: idQuery, response: { 200: envelopeOf(z.array(AccountSessionSchema)) } },
      },
      async (request) => success(await operators.sessions(request.session!, request.query.id), '获取成功'),
    )

    app.post(
      `${BASE}/kick`,
      {
        config: { access: `code:${OperatorCodes.kick}` },
        schema: { tags: [TAG], summary: '强制下线（指定会话或全部会话）', body: KickSessionBodySchema, response: { 200: envelopeOf(z.object({ endedSessions: z.number().int() })) } },
      },
      async (request) => {
        const detail = await operators.kick(request.session!, request.body.id, request.body.sessionId)
        request.operationDetail = detail
        return success({ endedSessions: detail.endedSessions }, '已强制下线')
      },
    )
  }
