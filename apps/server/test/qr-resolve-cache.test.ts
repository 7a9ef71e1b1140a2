import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { buildQrStore, qrRuleBody } from './factories/qr.js'
import { buildTenantBrand } from './factories/tenants.js'

const BASE = '/cmk-center/cmk-operating'
const ORIGIN = 'https://qr.example.com'
const dbKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

// The resolve call answers from memory; a change is announced per code or rule (migration 0032) and
// reaches every instance, which forgets only what the change names.
describe('the resolve call’s memory across instances', () => {
  let a: TestApp
  let b: TestApp
  let operator: string
  let brand: { id: number }
  let store: { id: number }
  let ruleA: { id: number }
  let ruleB: { id: number }
  beforeAll(async () => {
    const env = { PUBLIC_ORIGIN: ORIGIN, QR_RESOLVE_RATE_PER_MINUTE: '100000' }
    a = await createTestApp({ env })
    b = await createTestApp({ env, database: a.database })
    operator = await loginAsAdmin(a)
    brand = await buildTenantBrand(a, { brandType: 66 })
    store = await buildQrStore(a, brand.id, '缓存门店')
    ruleA = (await post('qrcode-config/save', qrRuleBody('缓存码1'))).json().data
    ruleB = (await post('qrcode-config/save', qrRuleBody('缓存码2', { pagePath: 'pages/queue/index' }))).json().data
    // Two servers on one database: minutes on a loaded machine (a 60 s hook ran out at load 40).
  }, 240_000)
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  const post = (path: string, payload: object) => a.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(operator), payload })
  const get = (path: string, query: Record<string, string>) => a.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: authed(operator), query })
  const bind = async (ruleId: number, scene: string) => {
    const res = await post('tool/qrcode/bind', { storeId: store.id, ruleId, extend: { scene } })
    expect(res.json(), res.body).toMatchObject({ code: 0 })
    return res.json().data as { id: number; token: string; url: string; version: number }
  }
  const resolveOn = async (t: TestApp, q: string) =>
    (await t.app.inject({ method: 'GET', url: '/cmk-center/qrcode/resolve', query: { q, channel: '1', appVersion: '8.0.50', os: 'iOS 17.0' } })).json().data as {
      outcome: string
      pagePath: string
      query: Record<string, string>
    }
  /** On PostgreSQL another instance hears a commit a moment later; on the embedded database at once. */
  const eventually = async (t: TestApp, q: string, check: (r: Awaited<ReturnType<typeof resolveOn>>) => boolean) => {
    if (dbKind === 'pglite') return expect(check(await resolveOn(t, q))).toBe(true)
    await expect.poll(async () => check(await resolveOn(t, q)), { timeout: 2000, interval: 5 }).toBe(true)
  }
  /** A write the triggers do not announce (as if by hand with triggers off): what a kept answer would hide. */
  const unannounced = (statement: ReturnType<typeof sql>) =>
    a.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.execute(statement)
    })

  it('a rebind, unbind or rule change on one instance changes the other’s answer', async () => {
    const code = await bind(ruleA.id, 'T1')
    expect(await resolveOn(b, code.url)).toMatchObject({ outcome: 'open', pagePath: 'pages/order/index', query: { scene: 'T1' } })
    const rebound = await post('tool/qrcode/rebind', { codeId: code.id, version: code.version, storeId: store.id, ruleId: ruleB.id, extend: { scene: 'T2' } })
    expect(rebound.json(), rebound.body).toMatchObject({ code: 0 })
    await eventually(b, code.url, (r) => r.pagePath === 'pages/queue/index' && r.query.scene === 'T2')
    await get('qrcode-config/disabled', { id: String(ruleB.id) })
    await eventually(b, code.url, (r) => r.outcome === 'disabled')
    await get('qrcode-config/enabled', { id: String(ruleB.id) })
    await eventually(b, code.url, (r) => r.outcome === 'open')
    expect((await post('tool/qrcode/unbind', { codeId: code.id })).json()).toMatchObject({ code: 0 })
    await eventually(b, code.url, (r) => r.outcome === 'blank')
  })

  it('forgets only the code or rule a change names, not every answer it keeps', async () => {
    const changed = await bind(ruleA.id, 'C1')
    const kept = await bind(ruleA.id, 'K1')
    for (const t of [a, b]) {
      expect((await resolveOn(t, changed.url)).query.scene).toBe('C1')
      expect((await resolveOn(t, kept.url)).query.scene).toBe('K1')
    }
    // The kept code changes without an announcement; then the other code changes with one.
    await unannounced(sql`update qr_codes set extend = '{"scene":"K2"}'::jsonb where id = ${kept.id}`)
    expect((await post('tool/qrcode/rebind', { codeId: changed.id, version: changed.version, storeId: store.id, ruleId: ruleA.id, extend: { scene: 'C2' } })).json()).toMatchObject({ code: 0 })
    for (const t of [a, b]) {
      await eventually(t, changed.url, (r) => r.query.scene === 'C2')
      // Still the answer kept before: the change named only the other code.
      expect((await resolveOn(t, kept.url)).query.scene).toBe('K1')
    }
    // A rule's change reaches the codes under it without forgetting them.
    await get('qrcode-config/disabled', { id: String(ruleA.id) })
    for (const t of [a, b]) await eventually(t, kept.url, (r) => r.outcome === 'disabled')
    await get('qrcode-config/enabled', { id: String(ruleA.id) })
    for (const t of [a, b]) {
      await eventually(t, kept.url, (r) => r.outcome === 'open')
      expect((await resolveOn(t, kept.url)).query.scene).toBe('K1')
    }
  })

  it('a code made after a scan of its token answered "unknown" is found', async () => {
    const token = `Zz${Date.now().toString(36).slice(-8)}`
    expect((await resolveOn(b, `${ORIGIN}/q/${token}`)).outcome).toBe('unknown')
    await a.database.db.execute(sql`insert into qr_codes (token, brand_id) values (${token}, ${brand.id})`)
    await eventually(b, `${ORIGIN}/q/${token}`, (r) => r.outcome === 'blank')
  })
})
