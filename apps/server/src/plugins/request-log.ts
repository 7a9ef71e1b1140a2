import type { FastifyInstance } from 'fastify'

/**
 * One line per request: id, method, route, status, duration, account and tenant.
 * The route's pattern is logged (`/sellers/download/:token`), never the path it matched, the query
 * string or the body: those carry download tokens, file keys, phones and codes. Only a request that
 * matched no route logs its path, without the query.
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
        ...(request.routeOptions.url ? {} : { path: request.url.split('?')[0] }),
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

/**
 * Paths pino masks wherever they appear, as a second line of defence. Verification codes are named
 * by their fields (`smsCode`, `verifyCode`): a bare `*.code` would also hide an error's `err.code`.
 */
export const REDACT_PATHS = [
  'req.headers["operating-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.smsCode',
  '*.verifyCode',
  '*.authToken',
]
