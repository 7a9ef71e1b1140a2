import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify'
import { ErrorCodes, failure } from '@yunying/contracts'
import { inputHygieneError } from './input-hygiene.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An edge route's limit per client address: calls a minute, counted by this instance (ADR 0013). */
    edgeRatePerMinute?: number
  }
}

/** The headers a connect-style middleware (helmet) sets on every answer, captured once. */
export const headersSetBy = (middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name]
    },
  }
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error as Error
  })
  return Object.freeze(headers)
}

/**
 * Counts calls per key in fixed one-minute windows (one instance's count). A window's map is dropped
 * whole when the next begins, so memory is bounded by the addresses seen in one minute.
 */
export const createMinuteLimiter = (max: number, now: () => number = Date.now) => {
  const WINDOW = 60_000
  let windowEnd = now() + WINDOW
  let counts = new Map<string, number>()
  return {
    max,
    /** The call's number in the current window (1 for the first), and the seconds until the window ends. */
    take(key: string): { used: number; resetSeconds: number } {
      const t = now()
      if (t >= windowEnd) {
        windowEnd = t + WINDOW
        counts = new Map()
      }
      const used = (counts.get(key) ?? 0) + 1
      counts.set(key, used)
      return { used, resetSeconds: Math.ceil((windowEnd - t) / 1000) }
    },
  }
}

export interface EdgeScopeOptions {
  /** Every answer's security headers (the kernel's, captured once from helmet). */
  securityHeaders: Readonly<Record<string, string>>
  /** While draining, every answer closes its connection (as the kernel's answers do). */
  draining: () => boolean
  /** Each answer, for `/metrics`. */
  observe: (method: string, route: string, status: number, seconds: number) => void
  /** The edge's routes: each must be `public`. */
  routes: (scope: FastifyInstance) => Promise<void> | void
}

/**
 * The edge (ADR 0013): public calls on the hot path, served by a scope registered before the kernel's
 * hooks, so it inherits none of them (Fastify copies a parent's hooks into a plugin's scope when the
 * plugin is registered). It keeps what a public answer needs, each done once and synchronously:
 * the security headers and request id every answer carries, a per-address limit, the input-hygiene
 * check of every string, schema validation of the query, the envelope on errors (the kernel's error
 * handler, set before the scope), and the answer's count and duration in `/metrics`. It has no
 * session, no operation log and no per-request log line: a route that needs any of those belongs in
 * the kernel's scope, and a route declared anything but `public` here stops the server at start-up.
 * Answers are serialised with JSON.stringify: the route's own typed code builds them, and its tests
 * parse them against the contract's schema, which the kernel's serializer would check on every call.
 */
export const edgeScope = (options: EdgeScopeOptions) => async (scope: FastifyInstance) => {
  const { securityHeaders, draining, observe } = options
  scope.setSerializerCompiler(() => (data) => JSON.stringify(data))
  scope.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { access?: unknown; edgeRatePerMinute?: number }
    if (config.access !== 'public') throw new Error(`edge route ${route.url} must be public: the edge has no session check (ADR 0013)`)
    const perMinute = config.edgeRatePerMinute
    if (!perMinute) return
    const limiter = createMinuteLimiter(perMinute)
    const limitHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const { used, resetSeconds } = limiter.take(request.ip)
      reply.header('x-ratelimit-limit', limiter.max)
      reply.header('x-ratelimit-remaining', Math.max(0, limiter.max - used))
      reply.header('x-ratelimit-reset', resetSeconds)
      if (used <= limiter.max) return done()
      reply.header('retry-after', resetSeconds)
      reply.code(429).send(failure(ErrorCodes.RATE_LIMITED.code, ErrorCodes.RATE_LIMITED.message))
    }
    route.onRequest = [limitHook, ...[route.onRequest ?? []].flat()] as RouteOptions['onRequest']
  })
  scope.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders)
    reply.header('x-request-id', request.id)
    if (draining()) reply.header('connection', 'close')
    done()
  })
  scope.addHook('preValidation', (request, _reply, done) => done(inputHygieneError(request) ?? undefined))
  scope.addHook('onResponse', (request, reply, done) => {
    observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  await options.routes(scope)
}
