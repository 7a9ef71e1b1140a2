import type { FastifyInstance } from 'fastify'

/**
 * One line per request: id, method, route, status, duration, account and tenant.
 * Only the path is logged, never the query string or body (they can hold phones, codes, tokens).
 */
export const registerRequestLog = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    const session = request.session
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        accountId: session?.accountId ?? null,
        orgType: session?.orgType ?? null,
        orgId: session?.orgId ?? null,
      },
      'request',
    )
  })
}

/** Paths pino masks wherever they appear, as a second line of defence. */
export const REDACT_PATHS = [
  'req.headers["operating-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.smsCode',
  '*.code',
  '*.authToken',
]
