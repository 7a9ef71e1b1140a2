import { z } from 'zod'

/** The body of every response: `{ status, code, message, data }`, whatever the HTTP status. */
export interface Envelope<T = unknown> {
  status: boolean
  code: number
  message: string
  data: T
}

/** Schema of an envelope whose `data` is described by `data`. Used for OpenAPI and response validation. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), code: z.number().int(), message: z.string(), data })

/** One failing field of a 400 answer: `path` is the dotted location in the request. */
export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() })
export type FieldError = z.infer<typeof FieldErrorSchema>

export const SUCCESS_CODE = 0

export const success = <T>(data: T, message = '操作成功', code = SUCCESS_CODE): Envelope<T> => ({
  status: true,
  code,
  message,
  data,
})

export const failure = <T = null>(code: number, message: string, data: T = null as T): Envelope<T> => ({
  status: false,
  code,
  message,
  data,
})

