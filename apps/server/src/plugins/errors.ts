import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { ErrorCodes, failure, type FieldError } from '@yunying/contracts'
import { AppError } from '../lib/app-error.js'

const fieldErrorsOf = (error: FastifyError): FieldError[] => {
  if (!hasZodFastifySchemaValidationErrors(error)) return []
  // 'query', as the input-hygiene check names it, rather than Fastify's 'querystring'.
  const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body')
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    return { path: path ? `${where}.${path}` : where, message: issue.message ?? '格式不正确' }
  })
}

/** Turns every failure into the envelope with an honest HTTP status; 5xx answers carry no internals. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause !== undefined) request.log.warn({ err: error.cause, code: error.code }, error.message)
      return reply.status(error.httpStatus).send(failure(error.code, error.message, error.data))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsOf(error)
      const first = fields[0]
      // Every message is Chinese (the contracts' one message map); anything else gets the generic text.
      const readable = first && /[\u4e00-\u9fa5]/.test(first.message) ? first.message : ErrorCodes.VALIDATION_FAILED.message
      return reply.status(400).send(failure(ErrorCodes.VALIDATION_FAILED.code, readable, fields))
    }
    const status = error.statusCode ?? 500
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(failure(ErrorCodes.PAYLOAD_TOO_LARGE.code, ErrorCodes.PAYLOAD_TOO_LARGE.message))
    }
    if (status === 429) {
      return reply.status(429).send(failure(ErrorCodes.RATE_LIMITED.code, ErrorCodes.RATE_LIMITED.message))
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const known = status === 404 ? ErrorCodes.NOT_FOUND : ErrorCodes.BAD_REQUEST
      return reply.status(status).send(failure(known.code, known.message))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .status(500)
      .send(failure(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.message, { requestId: request.id }))
  })
}
