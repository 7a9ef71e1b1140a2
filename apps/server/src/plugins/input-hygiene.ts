import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error.js'

/** C0 control characters other than tab, line feed and carriage return (U+0000 among them). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

/** The dotted path of the first string under `value` that holds a control character, or null. */
export const findControlCharacter = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null
  if (depth > 32 || value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL.test(key)) return `${path}.${key.replace(CONTROL, '?')}`
    const found = findControlCharacter(item, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return null
}

/**
 * Every request's strings (body, query, path parameters), whatever the route: a control character
 * is refused with 400 and the field named, before any schema or handler sees it. Such characters
 * have no meaning in a console's input and break storage (PostgreSQL refuses NUL in text).
 */
export const registerInputHygiene = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const path =
      findControlCharacter(request.params, 'params') ?? findControlCharacter(request.query, 'query') ?? findControlCharacter(request.body, 'body')
    if (path) {
      const field = path.slice(path.indexOf('.') + 1)
      throw new AppError('VALIDATION_FAILED', `${field} 含有不可见的控制字符，请删除后重试`, [{ path, message: '不能包含控制字符' }])
    }
  })
}
