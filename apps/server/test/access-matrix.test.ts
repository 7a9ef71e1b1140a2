import { OrgType, TENANT_META } from '@yunying/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flattenMenuTree, MENU_TREE } from '../src/db/base/menu-tree.js'
import { parseAccess, type RouteEntry } from '../src/modules/access/route-access.js'
import { createTestApp, dbKind, type TestApp } from './build-app.js'
import { sampleRequest, type Operation, type Schema } from './access-matrix/sample-request.js'
import { buildWorld, type Tenant, type World } from './access-matrix/tenants.js'

/**
 * The access matrix, generated from the server's route table (not a hand-kept list):
 * (a) every `page:`/`code:` route answers 403 to a role that lacks it;
 * (b) staff of brand 甲 (with a role holding every menu node, so every handler runs) calling each
 *     route with brand 乙's ids (one declared tenant field at a time, then all) is refused or finds
 *     nothing, and no answer to them names another brand or group;
 * (c) the same for a session of group 甲 against group 乙;
 * (d) the same for a platform operator whose role is limited to group 甲.
 * Routes declare which request fields carry tenant ids (`config.tenantIds`); a field that looks like
 * one but is not declared, a kind the fixtures cannot make, or a request the sampler cannot make valid
 * fails the test, so a new route is covered by declaring its access and tenant ids.
 */

/**
 * The request fields the contracts mark as carrying a tenant's ids (`tenantField(schema, kind)` puts
 * `x-tenant` into the schema), by dotted path: query and path parameters, and the body's properties.
 */
const markedFields = (op: Operation): Map<string, string> => {
  const found = new Map<string, string>()
  const markOf = (schema: Schema | undefined): string | undefined =>
    schema?.[TENANT_META] ?? [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? []), ...(schema?.allOf ?? [])].map(markOf).find(Boolean)
  const walk = (schema: Schema | undefined, path: string, depth: number) => {
    const mark = markOf(schema)
    if (mark && path) found.set(path, mark)
    if (!schema || depth > 3) return
    for (const [key, prop] of Object.entries(schema.properties ?? {})) walk(prop, path ? `${path}.${key}` : key, depth + 1)
    for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk({ ...option, [TENANT_META]: undefined }, path, depth + 1)
    if (schema.items) walk({ ...schema.items, [TENANT_META]: undefined }, path, depth + 1)
  }
  for (const p of op.parameters ?? []) if (p.in !== 'header') walk(p.schema, p.name, 0)
  walk(op.requestBody?.content?.['application/json']?.schema, '', 0)
  return found
}

interface Case {
  route: RouteEntry
  who: string
  status: number
  code: number | null
  note: string
}

const SAMPLE_FAILED = 40000

const baseKind = (kind: string) => kind.replace(/:filter$/, '')

/** The sessions the cross-tenant cases run as, each acting for tenant 甲. */
type Who = 'brand' | 'group' | 'platformGroups'

describe(`the access matrix (${dbKind})`, () => {
  let t: TestApp
  let w: World
  let spec: { paths: Record<string, Record<string, Operation>> }
  let routes: RouteEntry[]
  const cases: Case[] = []
  const problems: string[] = []

  const opOf = (r: RouteEntry): Operation => spec.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {}

  const call = async (r: RouteEntry, headers: Record<string, string>, overrides: Record<string, unknown>) => {
    const req = sampleRequest(r.url, opOf(r), overrides)
    const qs = new URLSearchParams(req.query).toString()
    const res = await t.app.inject({
      method: r.method as 'GET' | 'POST',
      url: qs ? `${req.url}?${qs}` : req.url,
      headers,
      ...(req.body !== undefined ? { payload: req.body as Record<string, unknown> } : {}),
    })
    let code: number | null = null
    try {
      code = (JSON.parse(res.body) as { code?: number }).code ?? null
    } catch {
      /* a file or other non-JSON answer */
    }
    return { res, code, req }
  }

  /** Names that a session of `self` must never see: every other brand and group, and the other tenant's fixture text. */
  const foreignMarkers = async (self: Who, other: Tenant) => {
    const { brands, groups } = await w.names()
    const visibleBrands = new Set(self === 'brand' ? [w.a.brandId] : brands.filter((b) => b.groupId === w.a.groupId).map((b) => b.id))
    const markers = [
      ...brands.filter((b) => !visibleBrands.has(b.id)).map((b) => b.name),
      ...groups.filter((g) => g.id !== w.a.groupId).map((g) => g.name),
    ]
    for (const kind of new Set(routes.flatMap((r) => Object.values(r.tenantIds).map(baseKind)))) markers.push(...(await w.fixture(kind, other)).markers)
    // A name inside another (茶坊 in 甲茶坊) is found through the longer one as well.
    return [...new Set(markers)].filter((m) => m.length >= 2)
  }

  beforeAll(async () => {
    t = await createTestApp()
    w = await buildWorld(t)
    spec = t.app.swagger() as typeof spec
    routes = [...t.app.routeTable].sort((x, y) => x.url.localeCompare(y.url) || x.method.localeCompare(y.method))
  }, 120_000)
  afterAll(async () => {
    const count = (who: string) => cases.filter((c) => c.who === who).length
    process.stdout.write(
      `\n[access matrix ${dbKind}] ${routes.length} routes (${routes.filter((r) => r.access === 'public').length} public, ${routes.filter((r) => r.access.startsWith('signed:')).length} signed, ` +
        `${routes.filter((r) => r.access === 'session').length} session, ${routes.filter((r) => r.access.startsWith('page:')).length} page, ` +
        `${routes.filter((r) => r.access.startsWith('code:')).length} code); cases: (a) ${count('no-grant')}, (b) ${count('brand')}, ` +
        `(c) ${count('group')}, (d) ${count('platformGroups')}, control characters ${count('control')}; tenant-id fields declared: ${routes.reduce((n, r) => n + Object.keys(r.tenantIds).length, 0)}\n`,
    )
    await t?.close()
  })

  it('declares access on every route, with pages and codes that exist in the base menu tree', () => {
    problems.length = 0
    const keys = new Set(flattenMenuTree(MENU_TREE).map((n) => n.key))
    for (const r of routes) {
      const access = parseAccess(r.access)
      expect(access, `${r.method} ${r.url}`).not.toBeNull()
      if (access?.kind === 'page' && !keys.has(`page:${access.path}`) && !keys.has(`dir:${access.path}`)) problems.push(`${r.method} ${r.url}: page ${access.path} is not in the menu tree`)
      if (access?.kind === 'code' && !keys.has(`code:${access.code}`)) problems.push(`${r.method} ${r.url}: code ${access.code} is not in the menu tree`)
      const op = opOf(r)
      if (op['x-access'] !== r.access) problems.push(`${r.method} ${r.url}: OpenAPI x-access is ${op['x-access']}`)
      // The contract marks what a field names; the route declares it: both must agree, field by field.
      const marked = markedFields(op)
      for (const [field, kind] of marked) {
        if (r.tenantIds[field] !== kind) problems.push(`${r.method} ${r.url}: field ${field} is marked x-tenant ${kind} in the contract but config.tenantIds says ${r.tenantIds[field] ?? 'nothing'}`)
      }
      for (const [field, kind] of Object.entries(r.tenantIds)) {
        if (!marked.has(field)) problems.push(`${r.method} ${r.url}: config.tenantIds declares ${field} (${kind}) but the contract does not mark it: wrap it in tenantField(…, '${kind}')`)
      }
    }
    expect(problems).toEqual([])
  })

  it('(a) answers 403 to a role without the page or code, on every page: and code: route', async () => {
    problems.length = 0
    const account = w.a.staffAccountId
    for (const r of routes.filter((x) => x.access.startsWith('page:') || x.access.startsWith('code:'))) {
      const headers = await w.session(account, OrgType.brand, w.a.brandId, w.roles.empty)
      const { res, code } = await call(r, headers, {})
      cases.push({ route: r, who: 'no-grant', status: res.statusCode, code, note: '' })
      if (res.statusCode !== 403 || code !== 40300) problems.push(`${r.method} ${r.url} (${r.access}) answered ${res.statusCode}/${code} to a role without it`)
      else expect(res.json()).toMatchObject({ status: false, code: 40300, data: null })
    }
    expect(problems).toEqual([])
  })

  const crossTenant = async (who: Who) => {
    problems.length = 0
    const markers = await foreignMarkers(who, w.b)
    const headersFor = () =>
      who === 'brand'
        ? w.session(w.a.staffAccountId, OrgType.brand, w.a.brandId, w.roles.fullBrand)
        : who === 'group'
          ? w.session(w.a.staffAccountId, OrgType.group, w.a.groupId, w.roles.fullGroup)
          : w.session(w.a.staffAccountId, OrgType.platform, 0, w.roles.fullPlatformGroupA)
    for (const r of routes) {
      const fields = Object.entries(r.tenantIds)
      // One foreign field at a time (the others the caller's own), then all of them foreign.
      const variants: Array<Record<string, unknown>> = []
      const own: Record<string, unknown> = {}
      const foreign: Record<string, unknown> = {}
      for (const [field, kind] of fields) {
        own[field] = (await w.fixture(baseKind(kind), w.a)).value
        foreign[field] = (await w.fixture(baseKind(kind), w.b)).value
      }
      const targets = fields.some(([, kind]) => !kind.endsWith(':filter'))
      for (const [field] of fields) variants.push({ ...own, [field]: foreign[field] })
      if (fields.length !== 1) variants.push(foreign)
      for (const overrides of variants) {
        const { res, code } = await call(r, await headersFor(), overrides)
        const label = `${who} ${r.method} ${r.url} ${JSON.stringify(overrides)} → ${res.statusCode}/${code}`
        cases.push({ route: r, who, status: res.statusCode, code, note: label })
        if (res.statusCode >= 500) problems.push(`${label}: server fault`)
        if (code === SAMPLE_FAILED && r.access !== 'public') problems.push(`${label}: the matrix could not build a valid request (${res.body.slice(0, 200)}); give the schema an example (.meta({ examples }))`)
        const leaked = markers.filter((m) => res.body.includes(m))
        if (leaked.length > 0) problems.push(`${label}: the answer names ${leaked.join('、')}`)
        if (targets && res.statusCode < 300 && r.operation === 'write') problems.push(`${label}: a change with another tenant's id succeeded`)
      }
    }
  }

  it("(b) refuses brand 甲's staff every row of brand 乙, and never names another brand or group", async () => {
    await crossTenant('brand')
    expect(problems).toEqual([])
  }, 120_000)

  it("(c) refuses group 甲 every row of group 乙, and never names another group or its brands", async () => {
    await crossTenant('group')
    expect(problems).toEqual([])
  }, 120_000)

  it('(d) refuses a platform operator limited to group 甲 every row of group 乙, and never names another group or its brands', async () => {
    await crossTenant('platformGroups')
    expect(problems).toEqual([])
  }, 120_000)

  it('refuses a control character in every string field of every route with 400 naming the field', async () => {
    problems.length = 0
    const headers = await w.session(w.a.staffAccountId, OrgType.brand, w.a.brandId, w.roles.fullBrand)
    // A signed route answers 401 to anything unsigned before it reads the body (its own test signs calls).
    for (const r of routes.filter((x) => !x.access.startsWith('signed:'))) {
      const req = sampleRequest(r.url, opOf(r), {})
      for (const field of req.stringFields) {
        const overrides = { [field.name]: 'a\u0000b' }
        const { res, code } = await call(r, headers, overrides)
        cases.push({ route: r, who: 'control', status: res.statusCode, code, note: '' })
        const named = (res.json() as { data?: Array<{ path: string }> }).data?.[0]?.path
        if (res.statusCode !== 400 || named !== `${field.in}.${field.name}`) problems.push(`${r.method} ${r.url} ${field.in}.${field.name}: NUL answered ${res.statusCode} naming ${named}`)
      }
    }
    expect(problems).toEqual([])
  }, 120_000)
})
