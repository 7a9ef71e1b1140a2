import { FIELD_LABELS, isWellFormedText } from '@yunying/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteEntry } from '../src/modules/access/route-access.js'
import { createTestApp, dbKind, type TestApp } from './build-app.js'
import { sampleRequest, type Operation, type Schema } from './access-matrix/sample-request.js'
import { authed, loginAsAdmin } from './factories/accounts.js'

/**
 * A schema-driven fuzz of every route, generated from the route table and the OpenAPI document (not a
 * hand-kept list): each top-level string field of each request gets dates that do not exist and a
 * lone UTF-16 surrogate, as the first platform operator sends them. No answer may be a 500; a field
 * whose schema is a date (its pattern or example is YYYY-MM-DD…) refuses every such date with 400
 * naming it, and every string field refuses the surrogate with 400 naming it.
 */
const IMPOSSIBLE_DATES = ['2026-02-30', '0000-00-00', '2026-02-30 25:61:61', '2025-02-29 12:00:00']
const LONE_SURROGATE = 'a\ud800b'

const isDateSchema = (s: Schema | undefined): boolean => {
  if (!s) return false
  if ((s.anyOf ?? s.oneOf ?? []).some(isDateSchema)) return true
  const example = s.examples?.[0] ?? s.example
  return /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(s.pattern ?? '') || (typeof example === 'string' && /^\d{4}-\d{2}-\d{2}/.test(example))
}

describe(`a schema-driven fuzz of every route (${dbKind})`, () => {
  let t: TestApp
  let headers: Record<string, string>
  let spec: { paths: Record<string, Record<string, Operation>> }
  let routes: RouteEntry[]

  beforeAll(async () => {
    t = await createTestApp()
    headers = authed(await loginAsAdmin(t))
    spec = t.app.swagger() as typeof spec
    routes = [...t.app.routeTable].sort((x, y) => x.url.localeCompare(y.url) || x.method.localeCompare(y.method))
  }, 120_000)
  afterAll(() => t?.close())

  const opOf = (r: RouteEntry): Operation => spec.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {}

  const schemaOf = (op: Operation, field: { in: 'query' | 'body'; name: string }) =>
    field.in === 'query'
      ? op.parameters?.find((p) => p.in === 'query' && p.name === field.name)?.schema
      : op.requestBody?.content?.['application/json']?.schema?.properties?.[field.name]

  let caller = 0
  const send = async (r: RouteEntry, overrides: Record<string, unknown>) => {
    const req = sampleRequest(r.url, opOf(r), overrides)
    // A lone surrogate cannot be percent-encoded as UTF-8: a query carries its CESU bytes instead.
    const qs = Object.entries(req.query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${isWellFormedText(v) ? encodeURIComponent(v) : '%ED%A0%80'}`)
      .join('&')
    caller++
    const res = await t.app.inject({
      method: r.method as 'GET' | 'POST',
      url: qs ? `${req.url}?${qs}` : req.url,
      // Each case from its own address, so the sign-up and SMS rate limits never stand in for the answer.
      remoteAddress: `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
      headers,
      ...(req.body !== undefined ? { payload: req.body as Record<string, unknown> } : {}),
    })
    let named: string | undefined
    try {
      named = (JSON.parse(res.body) as { data?: Array<{ path?: string }> }).data?.[0]?.path
    } catch {
      /* a file or other non-JSON answer */
    }
    return { status: res.statusCode, named, body: res.body.slice(0, 160) }
  }

  it('answers no 500 to impossible dates or broken text in any field, and 400 naming the field where it is a date or text', async () => {
    const problems: string[] = []
    let cases = 0
    let dateFields = 0
    for (const r of routes) {
      if (r.url.startsWith('/sellers/exclude/logout')) continue
      const op = opOf(r)
      for (const field of sampleRequest(r.url, op, {}).stringFields) {
        const where = `${r.method} ${r.url} ${field.in}.${field.name}`
        const isDate = isDateSchema(schemaOf(op, field))
        if (isDate) dateFields++
        for (const value of IMPOSSIBLE_DATES) {
          const got = await send(r, { [field.name]: value })
          cases++
          if (got.status >= 500) problems.push(`${where} = ${value}: answered ${got.status} ${got.body}`)
          else if (isDate && (got.status !== 400 || got.named !== `${field.in}.${field.name}`)) problems.push(`${where} = ${value}: answered ${got.status} naming ${got.named}`)
        }
        const got = await send(r, { [field.name]: LONE_SURROGATE })
        cases++
        // Over HTTP a query's bytes that are not UTF-8 arrive as U+FFFD, ordinary text; a JSON body carries the surrogate itself.
        // A call refused before its body is read (a signed call's bad signature: 401) is not reached.
        const reached = got.status !== 401 && got.status !== 403
        if (got.status >= 500 || (reached && field.in === 'body' && (got.status !== 400 || got.named !== `${field.in}.${field.name}`)))
          problems.push(`${where} = lone surrogate: answered ${got.status} naming ${got.named} ${got.body}`)
      }
    }
    process.stdout.write(`\n[input fuzz ${dbKind}] ${routes.length} routes, ${cases} cases, ${dateFields} date fields\n`)
    expect(dateFields).toBeGreaterThanOrEqual(9)
    expect(problems).toEqual([])
  }, 300_000)

  it('has a label, as the screens name it, for every request field of every route (the validation messages name fields by it)', () => {
    const missing = new Set<string>()
    const walk = (schema: Schema | undefined, where: string, depth = 0) => {
      if (!schema || depth > 8) return
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        if (!(name in FIELD_LABELS)) missing.add(`${name} (${where})`)
        walk(prop, where, depth + 1)
      }
      walk(schema.items, where, depth + 1)
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(option, where, depth + 1)
    }
    for (const r of routes) {
      const op = opOf(r)
      for (const p of op.parameters ?? []) if (p.in !== 'header' && !(p.name in FIELD_LABELS)) missing.add(`${p.name} (${r.method} ${r.url})`)
      walk(op.requestBody?.content?.['application/json']?.schema, `${r.method} ${r.url}`)
    }
    expect([...missing], 'add these to FIELD_LABELS in packages/contracts/src/field-labels.ts').toEqual([])
  })
})
