import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DOWNLOAD_APP,
  DispatchBodySchema,
  PlanIdSchema,
  PlanListQuerySchema,
  PlanUpdateSchema,
  envelopeOf,
  success,
  type DispatchBody,
} from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { SessionContext } from '../auth/session-context.js'
import { recordOperation } from '../oplog/operation-log.service.js'
import type { PlansService } from '../plans/plans.service.js'

type Call = (session: SessionContext, body: unknown) => Promise<{ data: unknown; message?: string; changed?: unknown }>

const parse = <T extends z.ZodType>(schema: T, body: unknown): z.infer<T> => {
  const parsed = schema.safeParse(body ?? {})
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => ({ path: `body.requestBody.${i.path.join('.')}`, message: i.message }))
    const first = fields[0]?.message ?? ''
    throw new AppError('VALIDATION_FAILED', /[\u4e00-\u9fa5]/.test(first) ? first : undefined, fields)
  }
  return parsed.data
}

/**
 * `POST /sellers/dispatch/post` (spec 1 §7): the console's dispatcher. It is not a proxy: each
 * `appName`, method and url it accepts is listed here and handled by a service in this
 * process. The download app's plan calls are the ones the specification names.
 */
export const dispatchRoutes =
  ({ plans, db }: { plans: PlansService; db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const calls: Record<string, Call> = {
      'download GET plan/list': async (session, body) => ({ data: await plans.list(session, parse(PlanListQuerySchema, body)) }),
      'download GET plan/detail': async (session, body) => ({ data: await plans.detail(session, parse(PlanIdSchema, body).id) }),
      'download POST plan/del': async (session, body) => {
        const plan = await plans.remove(session, parse(PlanIdSchema, body).id)
        return { data: null, message: '删除成功', changed: { deletedPlan: plan.id } }
      },
      'download POST plan/update': async (session, body) => {
        const update = parse(PlanUpdateSchema, body)
        await plans.updateRemark(session, update)
        return { data: null, message: '保存成功', changed: { plan: update.id, remark: update.remark } }
      },
    }

    app.post(
      '/sellers/dispatch/post',
      {
        // Polling the plan list every 5 s must not fill the operation log; changes are logged below.
        config: { access: 'session', tenantIds: { 'requestBody.id': 'plan' }, skipOperationLog: true },
        schema: {
          tags: ['任务中心'],
          summary: `调度器：appName ${DOWNLOAD_APP} 的 plan/list、plan/detail（GET）与 plan/del、plan/update（POST）`,
          body: DispatchBodySchema,
          response: { 200: envelopeOf(z.unknown()) },
        },
      },
      async (request) => {
        const { appName, method, url, requestBody }: DispatchBody = request.body
        const call = calls[`${appName} ${method} ${url.replace(/^\//, '')}`]
        if (!call) throw new AppError('NOT_FOUND', `不支持的调用：${appName} ${method} ${url}`)
        const session = request.session!
        const result = await call(session, requestBody)
        if (result.changed !== undefined) {
          await recordOperation(db, {
              accountId: session.accountId,
              orgType: session.orgType,
              orgId: session.orgId,
              method: 'POST',
              route: `/sellers/dispatch/post ${appName} ${url}`.slice(0, 200),
              operatingUrl: request.operatingUrl,
              statusCode: 200,
              code: 0,
              requestId: String(request.id),
              ip: request.ip,
              detail: result.changed,
            }).catch((err: unknown) => request.log.error({ err }, 'operation log write failed'))
        }
        return success(result.data, result.message)
      },
    )
  }
