import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, login, loginAsAdmin } from './factories/accounts.js'
import { buildBrandStaff, buildTenantBrand, buildTenantGroup, industryNamed } from './factories/tenants.js'

describe('choosing the organisation to act for', () => {
  let t: TestApp
  let token: string
  let staff: { username: string; password: string }
  let group: { id: number; name: string }
  let hotpot: { id: number; name: string }
  let noodles: { id: number; name: string }
  let foreign: { id: number }
  beforeAll(async () => {
    t = await createTestApp()
    // A brand-staff account holding two brands of one group.
    group = await buildTenantGroup(t)
    hotpot = await buildTenantBrand(t, { groupId: group.id, brandType: 2, industryId: await industryNamed(t, 2, '中式正餐') })
    noodles = await buildTenantBrand(t, { groupId: group.id, brandType: 66, industryId: await industryNamed(t, 66, '茶饮') })
    foreign = await buildTenantBrand(t)
    staff = await buildBrandStaff(t, [hotpot, noodles], '品牌店长', false)
    const res = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: staff.username, password: staff.password, version: 2 } })
    expect(res.json().data.needSelectOrg).toBe(true)
    token = res.json().data.token
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object, tok = token) =>
    t.app.inject({ method, url, headers: authed(tok), ...(payload ? { payload } : {}) })

  it('lists the brands the account may act for, and their groups', async () => {
    const options = (await call('GET', '/org-center/not-power/list-role-org')).json().data
    expect(options).toEqual([
      { type: 2, typeId: hotpot.id, typeName: hotpot.name, brand: { logo: '', industry: { name: '中式正餐' }, groupId: group.id } },
      { type: 2, typeId: noodles.id, typeName: noodles.name, brand: { logo: '', industry: { name: '茶饮' }, groupId: group.id } },
    ])
    const groups = (await call('GET', '/org-center/not-group/list-account-group-v2')).json().data
    expect(groups).toEqual([{ id: group.id, name: group.name, img: '' }])
  })

  it('answers 490401 on organisation-bound routes until one is chosen', async () => {
    expect((await call('GET', '/org-center/user/get-role-power')).json().code).toBe(490401)
  })

  it('puts the chosen brand into the session and answers with roles and brand', async () => {
    const res = await call('POST', '/org-center/not-power/select-role-org', { type: 2, typeId: noodles.id })
    expect(res.json()).toMatchObject({
      status: true,
      data: { roles: { type: 2, typeId: noodles.id, typeName: noodles.name }, brand: { id: noodles.id, name: noodles.name, brandType: 66, industry: { name: '茶饮' } } },
    })
    const info = (await call('POST', '/sellers/user/info', {})).json().data
    expect(info.org).toEqual({ type: 2, typeId: noodles.id, typeName: noodles.name })
    const power = (await call('GET', '/org-center/user/get-role-power')).json().data
    expect(power.authCodeList).toEqual(['brand.edit.btn', 'store.create.btn', 'store.edit.btn', 'store.status.btn'])
  })

  it('refuses an organisation the account does not hold, whatever the client sends', async () => {
    const res = await call('POST', '/org-center/not-power/select-role-org', { type: 2, typeId: foreign.id })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: false, message: '无权切换到该组织' })
    const platform = await call('POST', '/org-center/not-power/select-role-org', { type: 0, typeId: 0 })
    expect(platform.statusCode).toBe(403)
    // The session still acts for the brand chosen before.
    expect((await call('POST', '/sellers/user/info', {})).json().data.org.typeId).toBe(noodles.id)
  })

  it('keeps the choice per session: another sign-in starts without one', async () => {
    const other = await login(t, staff.username, staff.password)
    expect((await call('POST', '/sellers/user/info', {}, other)).json().data.org).toBeNull()
  })

  it('gives the operator the platform without asking', async () => {
    const res = await call('GET', '/org-center/not-power/list-role-org', undefined, await loginAsAdmin(t))
    expect(res.json().data).toEqual([{ type: 0, typeId: 0, typeName: '运营平台' }])
  })
})
