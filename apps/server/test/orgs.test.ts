import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF_PHONE } from '../src/db/seed/demo.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, login, loginAsAdmin } from './factories/accounts.js'
import { TEST_ADMIN } from './test-admin.js'

describe('choosing the organisation to act for', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    // The seeded brand-staff account holds two brands and shares the operator's password.
    const res = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: DEMO_STAFF_PHONE, password: TEST_ADMIN.adminPassword, version: 2 } })
    expect(res.json().data.needSelectOrg).toBe(true)
    token = res.json().data.token
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object, tok = token) =>
    t.app.inject({ method, url, headers: authed(tok), ...(payload ? { payload } : {}) })

  it('lists the brands the account may act for, and their groups', async () => {
    const options = (await call('GET', '/org-center/not-power/list-role-org')).json().data
    expect(options).toEqual([
      { type: 2, typeId: 1, typeName: '蜀香火锅', brand: { logo: '', industry: { name: '中式正餐' }, groupId: 1 } },
      { type: 2, typeId: 2, typeName: '蜀香小面', brand: { logo: '', industry: { name: '茶饮' }, groupId: 1 } },
    ])
    const groups = (await call('GET', '/org-center/not-group/list-account-group-v2')).json().data
    expect(groups).toEqual([{ id: 1, name: '蜀香餐饮集团', img: '' }])
  })

  it('answers 490401 on organisation-bound routes until one is chosen', async () => {
    expect((await call('GET', '/org-center/user/get-role-power')).json().code).toBe(490401)
  })

  it('puts the chosen brand into the session and answers with roles and brand', async () => {
    const res = await call('POST', '/org-center/not-power/select-role-org', { type: 2, typeId: 2 })
    expect(res.json()).toMatchObject({
      status: true,
      data: { roles: { type: 2, typeId: 2, typeName: '蜀香小面' }, brand: { id: 2, name: '蜀香小面', brandType: 66, industry: { name: '茶饮' } } },
    })
    const info = (await call('POST', '/sellers/user/info', {})).json().data
    expect(info.org).toEqual({ type: 2, typeId: 2, typeName: '蜀香小面' })
    const power = (await call('GET', '/org-center/user/get-role-power')).json().data
    expect(power.authCodeList).toEqual(['brand.edit.btn', 'store.create.btn', 'store.edit.btn', 'store.status.btn'])
  })

  it('refuses an organisation the account does not hold, whatever the client sends', async () => {
    const res = await call('POST', '/org-center/not-power/select-role-org', { type: 2, typeId: 5 })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: false, message: '无权切换到该组织' })
    const platform = await call('POST', '/org-center/not-power/select-role-org', { type: 0, typeId: 0 })
    expect(platform.statusCode).toBe(403)
    // The session still acts for the brand chosen before.
    expect((await call('POST', '/sellers/user/info', {})).json().data.org.typeId).toBe(2)
  })

  it('keeps the choice per session: another sign-in starts without one', async () => {
    const other = await login(t, DEMO_STAFF_PHONE, TEST_ADMIN.adminPassword)
    expect((await call('POST', '/sellers/user/info', {}, other)).json().data.org).toBeNull()
  })

  it('gives the operator the platform without asking', async () => {
    const res = await call('GET', '/org-center/not-power/list-role-org', undefined, await loginAsAdmin(t))
    expect(res.json().data).toEqual([{ type: 0, typeId: 0, typeName: '运营平台' }])
  })
})
