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
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { OperatorsService } from './operators.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('运营账号')
const BASE = '/org-center/operator'
const idQuery = z.object({ id: z.coerce.number().int().min(1) })

export const operatorsRoutes =
  (operators: OperatorsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/list`,
      doc({ access: `page:${OPERATOR_PAGE}`, readOnly: true, summary: '运营账号列表（或查找任一账号及其各组织角色）', body: ListOperatorsBodySchema, reply: OperatorPageSchema }),
      async (request) => success(await operators.list(request.session!, request.body), '获取成功'),
    )

    app.get(
      `${BASE}/detail`,
      doc({ access: `page:${OPERATOR_PAGE}`, summary: '账号详情：角色与经由哪个角色持有的每个页面和权限码', query: idQuery, reply: OperatorDetailSchema }),
      async (request) => success(await operators.detail(request.session!, request.query.id), '获取成功'),
    )

    app.post(`${BASE}/save`, doc({ access: `code:${OperatorCodes.edit}`, summary: '新建或修改运营账号（新建未设密码时返回一次性密码）', body: SaveOperatorBodySchema, reply: SavedOperatorSchema }), async (request) => {
      const { saved, detail } = await operators.save(request.session!, request.body)
      request.operationDetail = detail
      return success(saved, request.body.id ? '修改成功' : '新建成功')
    })

    app.post(`${BASE}/status`, doc({ access: `code:${OperatorCodes.edit}`, summary: '启用或停用账号（停用即结束其全部会话）', body: OperatorStatusBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await operators.setStatus(request.session!, request.body.id, request.body.status)
      return success(null, request.body.status === 1 ? '已启用' : '已停用')
    })

    app.post(`${BASE}/reset-password`, doc({ access: `code:${OperatorCodes.resetPassword}`, summary: '重置密码（一次性密码，下次登录须修改）', body: OperatorIdBodySchema, reply: OneTimePasswordSchema }), async (request) => {
      const { password, detail } = await operators.resetPassword(request.session!, request.body.id)
      request.operationDetail = detail
      return success({ id: request.body.id, password }, '密码已重置')
    })

    app.get(
      `${BASE}/sessions`,
      doc({ access: `page:${OPERATOR_PAGE}`, summary: '账号的在线会话', query: idQuery, reply: z.array(AccountSessionSchema) }),
      async (request) => success(await operators.sessions(request.session!, request.query.id), '获取成功'),
    )

    app.post(`${BASE}/kick`, doc({ access: `code:${OperatorCodes.kick}`, summary: '强制下线（指定会话或全部会话）', body: KickSessionBodySchema, reply: z.object({ endedSessions: z.number().int() }) }), async (request) => {
      const detail = await operators.kick(request.session!, request.body.id, request.body.sessionId)
      request.operationDetail = detail
      return success({ endedSessions: detail.endedSessions }, '已强制下线')
    })
  }
