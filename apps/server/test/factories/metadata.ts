import { inArray, or, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { menus, roleMenus, roles } from '../../src/modules/access/access.table.js'
import { createTestApp, type TestApp } from '../build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './accounts.js'

export const METADATA_BASE = '/metadata-center/operating'
export const DEFINITE = `${METADATA_BASE}/metadata-definite`

/** Waits until no check job (data standards, part 2) is queued or running. */
export const checksSettled = async (t: TestApp, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const rows = (await t.database.db.execute(sql`select count(*)::int as n from jobs where kind = 'METADATA_CHECK' and status in ('queued', 'running')`)) as unknown as { rows: Array<{ n: number }> }
    if (rows.rows[0]!.n === 0) return
    if (Date.now() > deadline) throw new Error('the checks did not finish')
    await new Promise((r) => setTimeout(r, 50))
  }
}

type Query = Record<string, string | number | undefined>
type DictItem = { id: number; dataKey: string; dataValue: string }

/**
 * The setup every metadata test file shares: one app, the platform administrator, a second operator
 * who reviews (审核员乙), calls as either, and a valid definition of 门店 / 门店 / 基础信息 to vary.
 * Call it inside a `describe`: it registers the `beforeAll` and `afterAll` of that block.
 */
export const useMetadataFixture = (options: { env?: Record<string, string> } = {}) => {
  let app: TestApp | undefined
  let adminToken = ''
  let reviewerToken = ''
  let seq = 0
  beforeAll(async () => {
    app = await createTestApp(options.env ? { env: options.env } : {})
    adminToken = await loginAsAdmin(app)
    const second = await buildAccount(app, { name: '审核员乙' })
    reviewerToken = await login(app, second.username, second.password)
  })
  afterAll(() => app?.close())

  const t = () => {
    if (!app) throw new Error('useMetadataFixture: the app is built in beforeAll')
    return app
  }
  const get = (url: string, query: Query = {}, token = adminToken) =>
    t().app.inject({
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
      headers: authed(token),
    })
  const post = (url: string, payload: object, token = adminToken) => t().app.inject({ method: 'POST', url, payload, headers: authed(token) })
  const dict = async (nameType: string, pid?: number) => (await get(`${METADATA_BASE}/dict-data/list`, { nameType, pid })).json().data as DictItem[]

  /** The "key,id,value" triple of the entity's first parent node (基础信息 for the seeded entities). */
  const nodeTriple = async (module = 'STORE', entity = module) => {
    const m = (await dict('MODULE_TYPE')).find((d) => d.dataKey === module)!
    const e = (await dict('ENTITY_TYPE', m.id)).find((d) => d.dataKey === entity)!
    const [node] = (await get(`${METADATA_BASE}/dict-data/list-nodes-category`, { pid: e.id })).json().data as DictItem[]
    return `${node!.dataKey},${node!.id},${node!.dataValue}`
  }

  /** A valid add body (a new field code each time) with `over` applied. */
  const definition = async (over: Record<string, unknown> = {}) => ({
    fieldName: '门店别名',
    fieldCode: `alias${++seq}`,
    module: 'STORE',
    entity: 'STORE',
    parentNode: await nodeTriple(),
    describe: '门店在小程序上展示的别名',
    dataType: 'STRING',
    controlType: 'TEXT',
    checkRules: { ruleItems: [{ validatorType: 'REQUIRED' }, { validatorType: 'MAX_LENGTH', validatorVal: '20' }] },
    ...over,
  })

  /** Adds a definition as the administrator; it waits for review (status 1). */
  const add = async (over: Record<string, unknown> = {}, token = adminToken) => {
    const res = await post(`${DEFINITE}/add`, await definition(over), token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { id: number; status: number; fieldCode: string; fieldName: string; noEligibleReviewer: boolean }
  }

  /** A platform operator whose role holds exactly these menu pages and button codes; answers its token. */
  const operatorWith = async (grants: { pages?: string[]; codes?: string[]; name?: string }) => {
    const db = t().database.db
    const wanted = [...(grants.pages?.length ? [inArray(menus.path, grants.pages)] : []), ...(grants.codes?.length ? [inArray(menus.code, grants.codes)] : [])]
    const found = wanted.length ? await db.select({ id: menus.id }).from(menus).where(or(...wanted)) : []
    const [role] = await db.insert(roles).values({ name: `元数据角色${++seq}`, scope: 0 }).returning()
    if (found.length) await db.insert(roleMenus).values([...new Set(found.map((m) => m.id))].map((menuId) => ({ roleId: role!.id, menuId })))
    const account = await buildAccount(t(), { roleId: role!.id, ...(grants.name ? { name: grants.name } : {}) })
    return { token: await login(t(), account.username, account.password), roleId: role!.id, accountId: account.id }
  }

  return {
    get t() {
      return t()
    },
    get admin() {
      return adminToken
    },
    get reviewer() {
      return reviewerToken
    },
    next: () => ++seq,
    /** The sequence number the last generated field code used. */
    peek: () => seq,
    get,
    post,
    dict,
    nodeTriple,
    definition,
    add,
    operatorWith,
  }
}
