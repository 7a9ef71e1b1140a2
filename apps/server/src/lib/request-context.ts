import { fastifyRequestContext, requestContext } from '@fastify/request-context'
import type { FastifyInstance } from 'fastify'

declare module '@fastify/request-context' {
  interface RequestContextData {
    requestId: string
  }
}

/**
 * The request a piece of code runs for, without passing it down (issue 29): a job queued while a
 * request is handled is stored with that request's id, so its log lines name the request that
 * queued it. Node's AsyncLocalStorage, through Fastify's plugin (which also carries the context
 * past the body's parsing).
 */
export const registerRequestContext = (app: FastifyInstance) =>
  app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ requestId: request.id }) })

/** The id of the request being handled (its `x-request-id`), or null outside a request (a job, a timer). */
export const currentRequestId = (): string | null => requestContext.get('requestId') ?? null
