import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import { isOperation } from '../access/route-access.js'
import { insertOperationLog } from './operation-log.repository.js'


declare module 'fastify' {
  interface FastifyRequest {
    /** What the handler changed, for the operation log. Never put secrets here. */
    operationDetail: unknown
    operatingUrl: string
  }
}

/** Records every operation (a change or a sign-in, see `isOperation`) with who, for which organisation, from which console page, and the outcome. */
export const registerOperationLog = (app: FastifyInstance, db: Db) => {
  app.decorateRequest('operationDetail', null)
  app.decorateRequest('operatingUrl', '')
  app.addHook('preValidation', async (request) => {
    const body = request.body as { operatingUrl?: unknown } | undefined
    if (body && typeof body === 'object' && typeof body.operatingUrl === 'string') {
      request.operatingUrl = body.operatingUrl.slice(0, 500)
    }
  })
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config
    // Changes and sign-ins are operations; reads (lists, details) are not, whatever their method.
    if (!request.routeOptions.url || !isOperation(request.method, config) || config.skipOperationLog) {
      return payload
    }
    let code: number | null = null
    if (typeof payload === 'string' && payload.startsWith('{')) {
      code = (JSON.parse(payload) as { code?: number }).code ?? null
    }
    const session = request.session
    await insertOperationLog(db, {
        accountId: session?.accountId ?? null,
        orgType: session?.orgType ?? null,
        orgId: session?.orgId ?? null,
        method: request.method,
        route: request.routeOptions.url,
        operatingUrl: request.operatingUrl,
        statusCode: reply.statusCode,
        code,
        requestId: String(request.id),
        ip: request.ip,
        detail: request.operationDetail ?? null,
      }).catch((err: unknown) => request.log.error({ err }, 'operation log write failed'))
    return payload
  })
}
