import type { FastifyInstance } from 'fastify'
import { fieldLabelOf, isWellFormedText, MALFORMED_TEXT_MESSAGE } from '@yunying/contracts'
import { AppError } from '../lib/app-error.js'

/** C0 control characters other than tab, line feed and carriage return (U+0000 among them). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

/** The dotted path of the first string under `value` (a key or a value) that `isBad` finds, or null. */
const findString = (isBad: (text: string) => boolean, value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return isBad(value) ? path : null
  if (depth > 32 || value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (isBad(key)) return `${path}.${key.replace(CONTROL, '?').replace(/[\uD800-\uDFFF]/g, '?')}`
    const found = findString(isBad, item, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return null
}

/** The dotted path of the first string under `value` that holds a control character, or null. */
export const findControlCharacter = (value: unknown, path: string) => findString((text) => CONTROL.test(text), value, path)

/** The dotted path of the first string under `value` that is not well-formed Unicode (a lone surrogate), or null. */
export const findMalformedText = (value: unknown, path: string) => findString((text) => !isWellFormedText(text), value, path)

/** Any control character or any surrogate (paired or not): what the precise walks then look at. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF]/

/**
 * Whether any string under `value` (a key or a value) might be refused: one pass that builds no
 * path and allocates nothing, so a large body (a 5,000-record report, 50,000 strings) costs a few
 * milliseconds; only a body that holds a suspect character is walked again for the path.
 */
const mayHoldBadText = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return SUSPECT.test(value)
  if (depth > 32 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (mayHoldBadText(value[i], depth + 1)) return true
    return false
  }
  const record = value as Record<string, unknown>
  for (const key in record) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue
    if (SUSPECT.test(key) || mayHoldBadText(record[key], depth + 1)) return true
  }
  return false
}

const firstIn = (find: (value: unknown, path: string) => string | null, request: { params: unknown; query: unknown; body: unknown }) =>
  find(request.params, 'params') ?? find(request.query, 'query') ?? find(request.body, 'body')

const labelOf = (path: string) => fieldLabelOf(path.split('.').slice(1)) ?? '请求内容'

/**
 * Every request's strings (body, query, path parameters), whatever the route, before any schema or
 * handler sees them: a control character, or text that is not well-formed Unicode (a lone UTF-16
 * surrogate, the contracts' `isWellFormedText`), is refused with 400 naming the field. Neither has
 * a meaning in a console's input, and both break storage (PostgreSQL refuses NUL and cannot encode
 * a lone surrogate).
 */
export const inputHygieneError = (request: { params: unknown; query: unknown; body: unknown }): AppError | null => {
  if (!mayHoldBadText(request.params) && !mayHoldBadText(request.query) && !mayHoldBadText(request.body)) return null
  const control = firstIn(findControlCharacter, request)
  if (control) return new AppError('VALIDATION_FAILED', `${labelOf(control)}含有不可见的控制字符，请删除后重试`, [{ path: control, message: '不能包含控制字符' }])
  const malformed = firstIn(findMalformedText, request)
  if (malformed) return new AppError('VALIDATION_FAILED', `${labelOf(malformed)}${MALFORMED_TEXT_MESSAGE}`, [{ path: malformed, message: MALFORMED_TEXT_MESSAGE }])
  return null
}

/** {@link inputHygieneError} on every request of the kernel's scope (the edge runs it too: `edge-scope.ts`). */
export const registerInputHygiene = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const error = inputHygieneError(request)
    if (error) throw error
  })
}
