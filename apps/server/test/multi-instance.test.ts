import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus } from '../src/modules/access/access.table.js'
import { createTestApp, twoInstancesWithRedis, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'

// Two server instances on one database, as behind a load balancer (DESIGN.md §7).
describe('two instances on one database', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await createTestApp()
    b = await createTestApp({ database: a.database })
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  it('share sessions: signed in on one, known on the other; logged out on one, gone on both', async () => {
    const token = await loginAsAdmin(a)
    const info = await b.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(token), payload: {} })
    expect(info.json().data.username).toBe('13800000000')
    await b.app.inject({ method: 'POST', url: '/sellers/exclude/logout', headers: authed(token), payload: {} })
    expect((await a.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(token), payload: {} })).json().code).toBe(50002)
  })

  it('share the code-sending windows', async () => {
    const send = (t: TestApp) => t.app.inject({ method: 'POST', url: '/org-center/account/send-sms-v2', payload: { phone: '13655550001', type: 1 } })
    expect((await send(a)).json().status).toBe(true)
    expect((await send(b)).json()).toMatchObject({ code: 30012, data: { errorType: 'minutes' } })
  })

  it('share grants: a page a role loses on one instance is refused on the other at its next request, and given back', async () => {
    const nodeId = async (by: { path?: string; code?: string }) =>
      (await a.database.db.select().from(menus).where(by.code ? eq(menus.code, by.code) : eq(menus.path, by.path!)))[0]!.id
    const admin = authed(await loginAsAdmin(a))
    const saveRole = (body: Record<string, unknown>) => a.app.inject({ method: 'POST', url: '/org-center/role/save', headers: admin, payload: body })
    const brandPage = await nodeId({ path: '/businessCenter/brand' })
    const groupPage = await nodeId({ path: '/businessCenter/group' })
    const role = (await saveRole({ name: '两实例授权', orgType: 0, menuIds: [brandPage] })).json().data as { id: number }
    const account = await buildAccount(a, { roleId: role.id })
    const holder = authed(await login(a, account.username, account.password))
    const listOn = (t: TestApp) => t.app.inject({ method: 'POST', url: '/org-center/brand/list-for-opt', headers: holder, payload: { pageNum: 1, pageSize: 10 } })
    // Both instances have answered (and kept) the grant before it changes.
    expect((await listOn(a)).statusCode).toBe(200)
    expect((await listOn(b)).statusCode).toBe(200)
    expect((await saveRole({ id: role.id, name: '两实例授权', orgType: 0, menuIds: [groupPage] })).json().status).toBe(true)
    // The writer's instance at once; the other as soon as the commit's announcement reaches it.
    expect((await listOn(a)).statusCode).toBe(403)
    await expect.poll(async () => (await listOn(b)).statusCode, { timeout: 2_000, interval: 20 }).toBe(403)
    expect((await saveRole({ id: role.id, name: '两实例授权', orgType: 0, menuIds: [brandPage] })).json().status).toBe(true)
    expect((await listOn(a)).statusCode).toBe(200)
    await expect.poll(async () => (await listOn(b)).statusCode, { timeout: 2_000, interval: 20 }).toBe(200)
  })

  it('share the password lockout', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/sellers/exclude/login', remoteAddress: '10.3.3.3', payload: { username: '13800000000', password: 'wrong-pass', version: 2 } })
    for (let i = 0; i < 5; i++) await attempt(i % 2 ? a : b)
    expect((await attempt(a)).json().code).toBe(10002)
    expect((await attempt(b)).json().code).toBe(10002)
  })
})

const redisUrl = process.env.TEST_REDIS_URL
if (!redisUrl && process.env.CI) throw new Error('CI expects TEST_REDIS_URL (the Redis server) but it is not set')
if (!redisUrl) process.stderr.write('\n[multi-instance] TEST_REDIS_URL is not set: the shared rate-limit test is NOT run.\n\n')

describe.runIf(Boolean(redisUrl))('two instances with Redis', () => {
  const redis = twoInstancesWithRedis(redisUrl!)

  it('report Redis in /healthz', async () => {
    expect((await redis.a.app.inject({ method: 'GET', url: '/healthz' })).json().data.redis).toBe('ok')
  })

  it('share request rate limits: the 31st lookup in a minute is refused whichever instance answers', async () => {
    // An address of this run's own: the PGlite and PostgreSQL passes share the Redis server.
    const address = `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const lookup = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/org-center/account/has-been-registered?username=13800000000', remoteAddress: address })
    for (let i = 0; i < 30; i++) expect((await lookup(i % 2 ? redis.a : redis.b)).statusCode).toBe(200)
    const refused = await lookup(redis.a)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status: false, code: 42900 })
    expect((await lookup(redis.b)).statusCode).toBe(429)
  })
})
