import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedHeaders } from '../src/modules/access/signed-access.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { buildQrStore, qrRuleBody } from './factories/qr.js'
import { buildTenantBrand } from './factories/tenants.js'
import { FAST_JOBS } from './factories/tasks.js'

const BASE = '/cmk-center/cmk-operating'
const ORIGIN = 'https://qr.example.com'
const URL = '/cmk-center/qrcode/app-bind'
const SECRET = `app-secret-${randomBytes(8).toString('hex')}`
const OTHER_SECRET = `other-secret-${randomBytes(8).toString('hex')}`

// The merchant app binds a blank code it scanned, through its server's signed call (issue 25).
describe('the merchant app’s scan binding (signed)', () => {
  let setup: TestApp
  let t: TestApp
  let operator: string
  let brand: { id: number }
  let other: { id: number }
  let store: { id: number }
  let otherStore: { id: number }
  let rule: { id: number }
  let noAppRule: { id: number }
  beforeAll(async () => {
    const env = { ...FAST_JOBS, PUBLIC_ORIGIN: ORIGIN, QR_RESOLVE_RATE_PER_MINUTE: '100000' }
    setup = await createTestApp({ env })
    const admin = await loginAsAdmin(setup)
    brand = await buildTenantBrand(setup, { brandType: 66 })
    other = await buildTenantBrand(setup, { brandType: 66 })
    store = await buildStore(setup, brand.id)
    otherStore = await buildStore(setup, other.id)
    const save = async (over: object) => {
      const res = await setup.app.inject({ method: 'POST', url: `${BASE}/qrcode-config/save`, headers: authed(admin), payload: qrRuleBody(`App 绑定码${++seq}`, over) })
      expect(res.json(), res.body).toMatchObject({ code: 0 })
      return res.json().data as { id: number }
    }
    rule = await save({})
    noAppRule = await save({ allowAppScanBind: 0 })
    // The app's server holds a key for its brand only; a second key may act for every brand.
    const keys = { 'shop-app': { secret: SECRET, brandIds: [brand.id] }, 'all-app': { secret: OTHER_SECRET, brandIds: 'all' } }
    t = await createTestApp({ env: { ...env, QR_APP_BIND_KEYS: JSON.stringify(keys) }, database: setup.database })
    operator = await loginAsAdmin(t)
    // Two servers and their data: minutes on a loaded machine.
  }, 240_000)
  afterAll(async () => {
    await t?.close()
    await setup?.close()
  })

  let seq = 0
  const buildStore = (app: TestApp, brandId: number) => buildQrStore(app, brandId, `扫码绑定门店${++seq}`)
  const blankCode = async (brandId: number) => {
    const token = `Ab${randomBytes(6).toString('hex').slice(0, 10)}`
    await t.database.db.execute(sql`insert into qr_codes (token, brand_id) values (${token}, ${brandId})`)
    return token
  }
  const send = (payload: object, key = { keyId: 'shop-app', secret: SECRET }, headers?: Record<string, string>) => {
    const rawBody = JSON.stringify(payload)
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', ...(headers ?? signedHeaders(key, { method: 'POST', path: URL, nonce: randomBytes(12).toString('hex'), rawBody, now: t.clock.now() })) },
      payload: rawBody,
    })
  }
  const bindBody = (token: string, over: object = {}) => ({ q: `${ORIGIN}/q/${token}`, storeId: store.id, ruleId: rule.id, extend: { scene: 'A8' }, operator: { id: 'staff-17', name: '王店长' }, ...over })

  it('binds a scanned blank code of the store’s brand, audited with the key and the app’s operator, and the code opens', async () => {
    const token = await blankCode(brand.id)
    const res = await send(bindBody(token))
    expect(res.json(), res.body).toMatchObject({ code: 0, message: '绑定成功', data: { token, url: `${ORIGIN}/q/${token}`, storeId: store.id, ruleId: rule.id, extend: { scene: 'A8' }, bound: 1 } })
    const [log] = await rowsOf<{ detail: Record<string, unknown>; account_id: number | null }>(t, sql`select detail, account_id from operation_logs where route = ${URL} order by id desc limit 1`)
    expect(log).toMatchObject({ account_id: null, detail: { token, storeId: store.id, via: 'merchant-app', keyId: 'shop-app', operator: { id: 'staff-17', name: '王店长' } } })
    const resolved = await t.app.inject({ method: 'GET', url: '/cmk-center/qrcode/resolve', query: { q: `${ORIGIN}/q/${token}`, channel: '1' } })
    expect(resolved.json().data).toMatchObject({ outcome: 'open', query: { storeId: String(store.id), scene: 'A8' } })
    // Bound once: a second scan of the same code is refused, whichever key sends it.
    expect((await send(bindBody(token))).json()).toMatchObject({ code: expect.any(Number), message: '该二维码已绑定门店' })
  })

  it('refuses an unsigned, a wrongly signed or a replayed call, the same way', async () => {
    const token = await blankCode(brand.id)
    const body = bindBody(token)
    expect((await send(body, undefined, {})).statusCode).toBe(401)
    const forged = await send(body, { keyId: 'shop-app', secret: 'not-the-secret-at-all' })
    expect(forged.json()).toEqual({ status: false, code: 40100, message: '签名无效', data: null })
    const rawBody = JSON.stringify(body)
    const once = signedHeaders({ keyId: 'shop-app', secret: SECRET }, { method: 'POST', path: URL, nonce: randomBytes(12).toString('hex'), rawBody, now: t.clock.now() })
    expect((await send(body, undefined, once)).statusCode).toBe(200)
    expect((await send(body, undefined, once)).statusCode).toBe(401)
    // An operator's session is not a key: the console cannot call it.
    const withSession = await t.app.inject({ method: 'POST', url: URL, headers: authed(operator), payload: body })
    expect(withSession.statusCode).toBe(401)
  })

  it('binds only for the key’s brands, under a rule that allows app binding, and a code of the store’s brand', async () => {
    const foreign = await blankCode(other.id)
    // Another brand's code or store is unknown to this key.
    expect((await send(bindBody(foreign, { storeId: otherStore.id }))).json()).toMatchObject({ message: '二维码不存在' })
    expect((await send(bindBody(await blankCode(brand.id), { storeId: otherStore.id }))).json()).toMatchObject({ message: '门店不存在' })
    // A key for every brand may, but the code must still belong to the store's brand.
    const all = { keyId: 'all-app', secret: OTHER_SECRET }
    expect((await send(bindBody(foreign, { storeId: store.id }), all)).json()).toMatchObject({ message: '该空码属于其他品牌，不能绑定到此门店' })
    expect((await send(bindBody(foreign, { storeId: otherStore.id }), all)).json()).toMatchObject({ code: 0, data: { storeId: otherStore.id } })
    expect((await send(bindBody(await blankCode(brand.id), { ruleId: noAppRule.id }))).json()).toMatchObject({ message: '该规则不允许在商家 App 扫码绑定' })
    expect((await send(bindBody('not a code'))).json()).toMatchObject({ message: '不是本平台的二维码' })
    expect((await send(bindBody(await blankCode(brand.id), { operator: undefined }))).statusCode).toBe(400)
  })
})
