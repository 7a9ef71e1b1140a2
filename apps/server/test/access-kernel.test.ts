import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { OrgType, success } from '@yunying/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SIGNED_HEADERS, signedHeaders } from '../src/modules/access/signed-access.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'

let seq = 0
const nextPhone = () => `135${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`

const DEVICE_SECRET = `device-secret-${randomBytes(8).toString('hex')}`

/** A module of the future (a device API) registering its own family and key resolver, as the kernel expects. */
const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.signedAccess.registerFamily('test-device', { resolveKey: (keyId) => (keyId === 'dev-1' ? DEVICE_SECRET : null) })
  app.post(
    '/test/device/report',
    { config: { access: 'signed:test-device' }, schema: { body: z.object({ value: z.number() }) } },
    async (request) => success({ keyId: request.signer!.keyId, value: request.body.value, session: request.session === null ? null : 'present' }),
  )
}

describe('the access kernel', () => {
  let t: TestApp
  let admin: Record<string, string>
  const post = (headers: Record<string, string>, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object })
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers })

  /** A group with one brand, made as the operator would, and a staff account of the brand signed in for it. */
  const tenant = async (tag: string) => {
    const group = (await post(admin, '/org-center/group/save-group', { name: `内核集团${tag}`, contactName: '联系人', contactPhone: nextPhone() })).json().data as { id: number }
    const contactPhone = nextPhone()
    const types = (await get(admin, '/org-center/brand/list-brand-type')).json().data as Array<{ id: number; industries: Array<{ id: number }> }>
    const type = types.find((x) => x.id === 2)!
    const saved = await post(admin, '/org-center/brand/save-brand', {
      groupId: group.id,
      name: `内核品牌${tag}`,
      brandType: type.id,
      industryId: type.industries[0]?.id ?? null,
      contactName: `内核${tag}联系人`,
      contactPhone,
      countryCode: '+86',
      isTest: 1,
    })
    expect(saved.json().status, saved.body).toBe(true)
    const brand = saved.json().data as { id: number }
    const staff = await buildAccount(t, { role: 'staff', orgId: brand.id })
    const token = await login(t, staff.username, staff.password)
    const chosen = await post(authed(token), '/org-center/not-power/select-role-org', { type: OrgType.brand, typeId: brand.id })
    expect(chosen.json().status, chosen.body).toBe(true)
    return { groupId: group.id, brandId: brand.id, contactPhone, staff: authed(token) }
  }

  let a: Awaited<ReturnType<typeof tenant>>
  let b: Awaited<ReturnType<typeof tenant>>

  beforeAll(async () => {
    t = await createTestApp({ deps: { extraRoutes: deviceRoutes } })
    admin = authed(await loginAsAdmin(t))
    a = await tenant('甲')
    b = await tenant('乙')
  }, 60_000)
  afterAll(() => t?.close())

  describe('a session whose password an administrator reset', () => {
    let token: string
    let password: string
    beforeAll(async () => {
      const account = await buildAccount(t, { name: '待改密' })
      password = (await post(admin, '/org-center/operator/reset-password', { id: account.id })).json().data.password as string
      const signedIn = (await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: account.username, password, version: 2 } })).json().data
      expect(signedIn.mustChangePassword).toBe(true)
      token = signedIn.token as string
    })

    it('is refused on session routes (choosing an organisation, uploads, channel applications, QR confirmation, pickers) with 403 10004', async () => {
      const headers = authed(token)
      const refusals = [
        await post(headers, '/org-center/not-power/select-role-org', { type: OrgType.platform, typeId: 0 }),
        await get(headers, '/org-center/not-power/list-role-org'),
        await t.app.inject({ method: 'POST', url: '/coroutine/open/upload/image', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' }),
        await post(headers, '/org-center/account/qrcode-confirm', { key: 'k'.repeat(20) }),
        await post(headers, '/org-center/brand/list-simple', {}),
        await get(headers, '/org-center/shop/expiring-count'),
      ]
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(403)
        expect(res.json()).toEqual({ status: false, code: 10004, message: '管理员已重置您的密码，请先修改密码', data: null })
      }
    })

    it('is refused on every route of the route table except changing the password, signing out and user info', async () => {
      const open = t.app.routeTable.filter((r) => r.beforePasswordChange).map((r) => `${r.method} ${r.url}`)
      expect(open.sort()).toEqual(['POST /org-center/account/update-password', 'POST /sellers/exclude/logout', 'POST /sellers/user/info'])
      const wrong: string[] = []
      for (const r of t.app.routeTable) {
        if (r.access === 'public' || r.access.startsWith('signed:') || r.beforePasswordChange) continue
        const res = await t.app.inject({ method: r.method as 'GET', url: r.url.replace(/:(\w+)/g, '1'), headers: authed(token) })
        if (res.statusCode !== 403 || res.json().code !== 10004) wrong.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 100)}`)
      }
      expect(wrong).toEqual([])
    })

    it('may read its user info, then change the password, after which the new session passes', async () => {
      expect((await post(authed(token), '/sellers/user/info', {})).statusCode).toBe(200)
      const changed = await post(authed(token), '/org-center/account/update-password', { oldPassword: password, password: 'Chosen2026pw' })
      expect(changed.json()).toMatchObject({ status: true, message: '密码已修改，请重新登录' })
    })
  })

  describe('a brand or group id outside the scope', () => {
    it('answers 403 40301 wherever brand staff send it: picker, store list, channel list, filters (not an empty 200)', async () => {
      const calls = [
        await get(a.staff, `/org-center/shop/list?brandId=${b.brandId}`),
        await post(a.staff, '/org-center/brand/list-simple', { brandId: b.brandId }),
        await post(a.staff, '/org-center/shop/page', { brandId: b.brandId }),
        await get(a.staff, `/org-center/service/brand-service-channel-list?brandId=${b.brandId}`),
        await post(a.staff, '/org-center/brand/list-for-opt', { brandId: b.brandId }),
      ]
      for (const res of calls) {
        expect(res.statusCode, res.body).toBe(403)
        expect(res.json()).toEqual({ status: false, code: 40301, message: '无权访问其他品牌的数据', data: null })
      }
    })

    it('passes the own brand, and leaves an id that names nothing to the route', async () => {
      const own = await get(a.staff, `/org-center/shop/list?brandId=${a.brandId}`)
      expect(own.statusCode).toBe(200)
      const none = await get(a.staff, '/org-center/shop/list?brandId=999999')
      expect(none.statusCode).toBe(200)
      expect(none.json().data.list).toEqual([])
    })

    it('answers 403 to a group id outside the scope, while a brand still sees its own group', async () => {
      const foreign = await post(a.staff, '/org-center/operating/cfg/accounts/list-admin-account-by-brand', { brandId: a.brandId, groupId: b.groupId })
      expect(foreign.statusCode).toBe(403)
      expect(foreign.json()).toMatchObject({ code: 40301, message: '无权访问其他集团的数据' })
      const ownGroup = await post(a.staff, '/org-center/operating/cfg/accounts/list-admin-account-by-brand', { brandId: a.brandId, groupId: a.groupId })
      expect(ownGroup.statusCode).toBe(200)
      const operator = await get(admin, `/org-center/shop/list?brandId=${b.brandId}`)
      expect(operator.statusCode).toBe(200)
    })
  })

  describe('hq-account-by-mobile', () => {
    const lookup = (headers: Record<string, string>, mobile: string) => post(headers, '/org-center/brand/hq-account-by-mobile', { mobile, brandId: a.brandId })

    it("never names another tenant's person to brand staff, but finds the brand's own", async () => {
      const foreign = await lookup(a.staff, b.contactPhone)
      expect(foreign.json()).toMatchObject({ status: true, data: null })
      const own = await lookup(a.staff, a.contactPhone)
      expect(own.json().data).toMatchObject({ name: '内核甲联系人' })
    })

    it('finds any account for a platform-wide operator', async () => {
      expect((await lookup(admin, b.contactPhone)).json().data).toMatchObject({ name: '内核乙联系人' })
    })

    it('finds only accounts of its groups for an operator whose role is limited to some groups', async () => {
      const all = (await rowsOf<{ id: number }>(t, sql`select id from menus`)).map((m) => m.id)
      const role = (await post(admin, '/org-center/role/save', { name: '限集团甲', orgType: 0, menuIds: all })).json().data as { id: number }
      await t.database.db.execute(sql`update roles set data_scope_group_ids = ${sql.raw(`ARRAY[${a.groupId}]::int[]`)} where id = ${role.id}`)
      const limited = await buildAccount(t, { roleId: role.id })
      const headers = authed(await login(t, limited.username, limited.password))
      expect((await post(headers, '/org-center/not-power/select-role-org', { type: OrgType.platform, typeId: 0 })).json().status).toBe(true)
      expect((await lookup(headers, b.contactPhone)).json().data).toBeNull()
      expect((await lookup(headers, a.contactPhone)).json().data).toMatchObject({ name: '内核甲联系人' })
    })
  })

  describe('the signed access kind', () => {
    const body = JSON.stringify({ value: 7 })
    const call = (headers: Record<string, string>, payload = body, url = '/test/device/report') =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload })
    const sign = (over: { keyId?: string; secret?: string; nonce?: string; now?: Date; path?: string; rawBody?: string } = {}) =>
      signedHeaders(
        { keyId: over.keyId ?? 'dev-1', secret: over.secret ?? DEVICE_SECRET },
        { method: 'POST', path: over.path ?? '/test/device/report', nonce: over.nonce ?? randomBytes(12).toString('hex'), rawBody: over.rawBody ?? body, now: over.now ?? t.clock.now() },
      )

    it('lets a call signed by a known key through with no session, and shows the kind in the OpenAPI document', async () => {
      const res = await call(sign())
      expect(res.json()).toEqual({ status: true, code: 0, message: '操作成功', data: { keyId: 'dev-1', value: 7, session: null } })
      // A session token changes nothing: the route reads the signer, never a session.
      expect((await call({ ...sign(), ...admin })).json().data).toEqual({ keyId: 'dev-1', value: 7, session: null })
      const spec = t.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: string }>> }
      expect(spec.paths['/test/device/report']!.post!['x-access']).toBe('signed:test-device')
      expect(spec.paths['/pandora/field-config/sync-receive']!.post!['x-access']).toBe('signed:config-sync')
    })

    it('answers 401 without detail to a replay, another path, an altered body, a stale time, an unknown key, a wrong secret or no nonce', async () => {
      const once = sign()
      expect((await call(once)).statusCode).toBe(200)
      const { [SIGNED_HEADERS.nonce]: _nonce, ...noNonce } = sign()
      const refusals = [
        await call(once),
        await call(sign({ path: '/test/device/other' })),
        await call(sign(), JSON.stringify({ value: 8 })),
        await call(sign({ now: new Date(t.clock.now().getTime() - 6 * 60_000) })),
        await call(sign({ keyId: 'dev-2' })),
        await call(sign({ secret: `${DEVICE_SECRET}x` })),
        await call(sign({ nonce: 'short' })),
        await call(noNonce),
        await call({}),
        await call(admin),
      ]
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(401)
        expect(res.json()).toEqual({ status: false, code: 40100, message: '签名无效', data: null })
      }
    })
  })

  it('does not start when a signed route has no key resolver for its family', async () => {
    const orphan: FastifyPluginAsyncZod = async (app) => {
      app.post('/test/orphan', { config: { access: 'signed:nobody' } }, async () => success(null))
    }
    await expect(createTestApp({ deps: { extraRoutes: orphan } })).rejects.toThrow('signed routes of family nobody have no key resolver')
  })
})
