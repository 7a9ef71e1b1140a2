import RandExp from 'randexp'

/** The parts of JSON Schema (as the OpenAPI document carries it) that the sampler reads. */
export interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  default?: unknown
  examples?: unknown[]
  /** OpenAPI 3.0's single example (the swagger transform turns a schema's `examples` into it). */
  example?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minItems?: number
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  nullable?: boolean
  /** The contract's mark of a field that carries a tenant's ids (`tenantField`). */
  'x-tenant'?: string
}

export interface Operation {
  parameters?: Array<{ in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: Schema }>
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  'x-access'?: string
}

/** Today as a China calendar date. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

/** Strings whose rules live in refinements the document cannot show, recognised by the field's name. */
const byName = (name: string): string | undefined => {
  if (/mobile|phone|username/i.test(name)) return '13712345678'
  if (/email/i.test(name)) return 'matrix@example.com'
  if (/(^|[a-z])(begin|start|end|date)/i.test(name) && !/type/i.test(name)) return chinaToday()
  if (/password/i.test(name)) return 'Matrix#2026x'
  return undefined
}

const typeOf = (schema: Schema): string | undefined => {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type
  if (t) return t
  if (schema.properties) return 'object'
  return undefined
}

/**
 * A value that satisfies `schema`, as a careful caller would send it: the schema's own example or
 * default first, then its bounds. Optional fields are left out unless they are `wanted`.
 */
export const sampleValue = (schema: Schema, name: string, wanted: ReadonlySet<string> = new Set()): unknown => {
  if (schema.examples?.length) return structuredClone(schema.examples[0])
  if (schema.example !== undefined) return structuredClone(schema.example)
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (schema.enum?.length) return schema.enum[0]
  const options = schema.anyOf ?? schema.oneOf
  if (options) return sampleValue(options.find((o) => typeOf(o) !== 'null') ?? options[0]!, name, wanted)
  if (schema.allOf) return sampleValue(Object.assign({}, ...schema.allOf) as Schema, name, wanted)
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || wanted.has(key)) out[key] = sampleValue(prop, key, wanted)
      }
      return out
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleValue(schema.items ?? {}, name, wanted))
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0
      const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1) + exclusive
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER)
    }
    case 'boolean':
      return false
    case 'string': {
      if (schema.format === 'date-time') return new Date().toISOString()
      const fits = (v: string) =>
        v.length >= Math.max(schema.minLength ?? 1, 1) && v.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern).test(v))
      const named = byName(name)
      if (named && fits(named)) return named
      if (schema.pattern) {
        if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return chinaToday()
        // Deterministic, so a failure reproduces.
        let seed = 7
        const generator = new RandExp(schema.pattern)
        generator.max = 8
        generator.randInt = (from: number, to: number) => {
          seed = (seed * 48271) % 2147483647
          return from + (seed % (to - from + 1))
        }
        for (let i = 0; i < 50; i++) {
          const candidate = generator.gen()
          if (fits(candidate)) return candidate
        }
      }
      return 'm'.repeat(Math.max(schema.minLength ?? 1, 1))
    }
    default:
      return null
  }
}

export interface SampledRequest {
  url: string
  query: Record<string, string>
  body: unknown
  /** Multipart and other bodies the sampler does not build. */
  skippedBody: boolean
  /** Top-level string fields of the query and the body, for the control-character check. */
  stringFields: Array<{ in: 'query' | 'body'; name: string }>
}

/** Puts `value` at a dotted path of `target` (`requestBody.id`), creating objects on the way. */
const setPath = (target: Record<string, unknown>, path: string, value: unknown) => {
  const parts = path.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {}
    node = node[part] as Record<string, unknown>
  }
  node[parts.at(-1)!] = value
}

/**
 * A request for one operation: every required field sampled, and each field of `overrides` (a
 * dotted path, e.g. a tenant id) set wherever it belongs: a path parameter, the query or the body.
 */
export const sampleRequest = (urlPattern: string, op: Operation, overrides: Record<string, unknown>): SampledRequest => {
  const wanted = new Set(Object.keys(overrides).map((k) => k.split('.')[0]!))
  const params = (op.parameters ?? []).filter((p) => p.in === 'path')
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query')
  let url = urlPattern
  for (const p of params) url = url.replace(`:${p.name}`, encodeURIComponent(String(overrides[p.name] ?? sampleValue(p.schema, p.name))))
  const query: Record<string, string> = {}
  for (const p of queryParams) {
    if (p.name in overrides) query[p.name] = String(overrides[p.name])
    else if (p.required) query[p.name] = String(sampleValue(p.schema, p.name))
  }
  const content = op.requestBody?.content ?? {}
  const jsonSchema = content['application/json']?.schema
  const skippedBody = !jsonSchema && Object.keys(content).length > 0
  let body: unknown = undefined
  if (jsonSchema) {
    body = sampleValue(jsonSchema, 'body', wanted) ?? {}
    for (const [path, value] of Object.entries(overrides)) {
      const top = path.split('.')[0]!
      if (jsonSchema.properties && top in jsonSchema.properties) setPath(body as Record<string, unknown>, path, value)
    }
  }
  const stringFields = [
    ...queryParams.filter((p) => typeOf(p.schema) === 'string' && !p.schema.enum).map((p) => ({ in: 'query' as const, name: p.name })),
    ...Object.entries(jsonSchema?.properties ?? {})
      .filter(([name, s]) => typeOf(s) === 'string' && !s.enum && name !== 'operatingUrl')
      .map(([name]) => ({ in: 'body' as const, name })),
  ]
  return { url, query, body, skippedBody, stringFields }
}
