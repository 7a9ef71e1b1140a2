import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'

const userInfo = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(token), payload: {} })

describe('password sign-in and sessions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' } })
  })
  beforeEach(() => t.clock.set(new Date()))
  afterAll(() => t.close())

  it('signs an operator in and returns their menus and permission codes', async () => {
    const token = await loginAsAdmin(t)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const res = await userInfo(t, token)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toMatchObject({ username: '13800000000', name: '平台管理员', adminType: 1, org: { type: 0, typeId: 0, typeName: '运营平台' } })
    expect(data.menus.map((m: { name: string }) => m.name)).toContain('商户中心')
    expect(data.authCodeList).toEqual(expect.arrayContaining(['brand.create.btn', 'group.edit.btn', 'mendianxuqi']))
  })

  it('gives a brand-staff role a subset of the menu and codes', async () => {
    const staff = await buildAccount(t, { role: 'staff' })
    const { data } = (await userInfo(t, await login(t, staff.username, staff.password))).json()
    expect(data.menus.map((m: { name: string }) => m.name)).not.toContain('数据标准')
    expect(data.authCodeList).toEqual(['brand.edit.btn', 'store.create.btn', 'store.edit.btn', 'store.status.btn'])
  })

  it('answers an unknown account and a wrong password the same way', async () => {
    const account = await buildAccount(t)
    const wrong = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: account.username, password: 'nope-nope', version: 2 } })
    const unknown = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: '19999999999', password: 'nope-nope', version: 2 } })
    expect(wrong.statusCode).toBe(unknown.statusCode)
    expect(wrong.json()).toEqual(unknown.json())
  })

  it('locks the account after 5 failures in 15 minutes, even for the right password, then lets it in again', async () => {
    const account = await buildAccount(t)
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sellers/exclude/login',
        remoteAddress: '10.9.9.9',
        payload: { username: account.username, password, version: 2 },
      })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-pass')).json().code).toBe(10001)
    const locked = await attempt(account.password)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: 10002, message: '尝试次数过多，账号已临时锁定，请稍后再试' })
    t.clock.advance(16 * 60_000)
    expect((await attempt(account.password)).json().status).toBe(true)
  })

  it('refuses a disabled account', async () => {
    const account = await buildAccount(t, { status: 0 })
    const res = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: account.username, password: account.password, version: 2 } })
    expect(res.json()).toMatchObject({ status: false, code: 10003 })
  })

  it('revokes the session on logout: the same token then gets 50002', async () => {
    const token = await loginAsAdmin(t)
    expect((await t.app.inject({ method: 'POST', url: '/sellers/exclude/logout', headers: authed(token), payload: {} })).statusCode).toBe(200)
    const replay = await userInfo(t, token)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().code).toBe(50002)
  })

  // The session is used after each of the `used` gaps (minutes) and still answers; after the `last` gap it is over.
  it.each([
    { what: 'expires an idle session and slides the expiry while it is used', used: [20, 20], last: 31 },
    { what: 'ends a session at its absolute lifetime however busy it is', used: [25, 25, 25, 25], last: 25 },
  ])('$what', async ({ used, last }) => {
    const token = await loginAsAdmin(t)
    for (const minutes of used) {
      t.clock.advance(minutes * 60_000)
      expect((await userInfo(t, token)).statusCode).toBe(200)
    }
    t.clock.advance(last * 60_000)
    expect((await userInfo(t, token)).json().code).toBe(50002)
  })

  it('reads the token from the header only, never from a cookie', async () => {
    const token = await loginAsAdmin(t)
    const res = await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: { cookie: `operating-token=${token}` }, payload: {} })
    expect(res.json().code).toBe(50002)
  })

  it('asks an account with several organisations to choose one first (490401)', async () => {
    const account = await buildAccount(t, { role: null })
    const res = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: account.username, password: account.password, version: 2 } })
    expect(res.json().data.needSelectOrg).toBe(true)
    const info = await userInfo(t, res.json().data.token)
    expect(info.json().data).toMatchObject({ org: null, menus: [], authCodeList: [] })
  })
})
