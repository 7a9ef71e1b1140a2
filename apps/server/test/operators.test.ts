import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus } from '../src/modules/access/access.table.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'

let seq = 0
const freshMobile = () => `137${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`

describe('operator accounts', () => {
  let t: TestApp
  let admin: Record<string, string>
  const post = (headers: Record<string, string>, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers, payload })
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers })
  const nodeId = async (by: { path?: string; code?: string }) =>
    (await t.database.db.select().from(menus).where(by.code ? eq(menus.code, by.code) : eq(menus.path, by.path!)))[0]!.id
  const makeRole = async (name: string, menuIds: number[]) => (await post(admin, '/org-center/role/save', { name, orgType: 0, menuIds })).json().data as { id: number }
  const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username, password, version: 2 } })

  beforeAll(async () => {
    t = await createTestApp()
    admin = authed(await loginAsAdmin(t))
  })
  afterAll(() => t.close())

  it('creates an operator with a one-time password that must be changed before anything else', async () => {
    const role = await makeRole('导出专员', [await nodeId({ code: 'brand.export.btn' })])
    const mobile = freshMobile()
    const saved = await post(admin, '/org-center/operator/save', { name: '新运营', mobile, roleIds: [role.id] })
    expect(saved.json()).toMatchObject({ status: true, message: '新建成功', data: { oneTimePassword: expect.stringMatching(/^[A-Za-z2-9]{12}$/) } })
    const password = saved.json().data.oneTimePassword as string
    // The one-time password never reaches the operation log or the server log.
    expect(t.logText()).not.toContain(password)

    const first = await signIn(mobile, password)
    expect(first.json().data.mustChangePassword).toBe(true)
    const token = first.json().data.token as string
    const blocked = await post(authed(token), '/org-center/operating/cfg/accounts/export-list-brand', { format: 'csv' })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json()).toMatchObject({ code: 10004, message: '管理员已重置您的密码，请先修改密码' })
    const changed = await post(authed(token), '/org-center/account/update-password', { oldPassword: password, password: 'Chosen2026pw' })
    expect(changed.json().status).toBe(true)
    const again = await signIn(mobile, 'Chosen2026pw')
    expect(again.json().data.mustChangePassword).toBe(false)
    const allowed = await post(authed(again.json().data.token), '/org-center/operating/cfg/accounts/export-list-brand', { format: 'csv' })
    expect(allowed.statusCode).toBe(200)

    const list = (await post(admin, '/org-center/operator/list', { keyword: mobile })).json().data
    expect(list.total).toBe(1)
    expect(list.list[0]).toMatchObject({ name: '新运营', mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, status: 1, roles: [{ orgType: 0, orgName: '平台', roleName: '导出专员' }] })
    expect(list.list[0].lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('explains an account’s rights: every page and code and the role it comes through', async () => {
    const role = await makeRole('品牌查看员', [await nodeId({ code: 'brand.export.btn' })])
    const mobile = freshMobile()
    const id = (await post(admin, '/org-center/operator/save', { name: '权限说明', mobile, roleIds: [role.id], password: 'Given2026pw' })).json().data.id
    const detail = (await get(admin, `/org-center/operator/detail?id=${id}`)).json().data
    expect(detail.mobile).toBe(mobile)
    const exportGrant = detail.grants.find((g: { code: string }) => g.code === 'brand.export.btn')
    expect(exportGrant).toMatchObject({ type: 4, via: [{ roleName: '品牌查看员', orgName: '平台', enabled: true }] })
    expect(detail.grants.find((g: { path: string }) => g.path === '/businessCenter/brand')).toMatchObject({ trail: '商户中心 / 商户管理 / 品牌管理' })
    expect(detail.grants.some((g: { code: string }) => g.code === 'brand.create.btn')).toBe(false)
  })

  it('resets a password: every session ends and the next sign-in must change it', async () => {
    const account = await buildAccount(t, { name: '被重置' })
    const token = await login(t, account.username, account.password)
    const reset = await post(admin, '/org-center/operator/reset-password', { id: account.id })
    const password = reset.json().data.password as string
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/)
    const ended = await post(authed(token), '/sellers/user/info', {})
    expect(ended.statusCode).toBe(401)
    expect(ended.json().code).toBe(50002)
    expect((await signIn(account.username, account.password)).statusCode).toBe(401)
    expect((await signIn(account.username, password)).json().data.mustChangePassword).toBe(true)
  })

  it('lists online sessions and signs one out by force: its next request answers 50002, the other lives', async () => {
    const account = await buildAccount(t, { name: '两处登录' })
    const a = await login(t, account.username, account.password)
    const b = await login(t, account.username, account.password)
    const sessions = (await get(admin, `/org-center/operator/sessions?id=${account.id}`)).json().data as Array<{ id: number }>
    expect(sessions).toHaveLength(2)
    const kicked = await post(admin, '/org-center/operator/kick', { id: account.id, sessionId: sessions[0]!.id })
    expect(kicked.json()).toMatchObject({ status: true, data: { endedSessions: 1 } })
    const answers = await Promise.all([a, b].map((tok) => post(authed(tok), '/sellers/user/info', {}).then((r) => r.statusCode)))
    expect(answers.sort()).toEqual([200, 401])
    await post(admin, '/org-center/operator/kick', { id: account.id })
    expect((await get(admin, `/org-center/operator/sessions?id=${account.id}`)).json().data).toEqual([])
  })

  it('disables an account (ending its sessions), refuses a duplicate mobile, and never gives a role beyond the editor', async () => {
    const account = await buildAccount(t, { name: '将停用' })
    const token = await login(t, account.username, account.password)
    await post(admin, '/org-center/operator/status', { id: account.id, status: 0 })
    expect((await post(authed(token), '/sellers/user/info', {})).statusCode).toBe(401)
    expect((await signIn(account.username, account.password)).json().code).toBe(10003)

    const dup = await post(admin, '/org-center/operator/save', { name: '重复', mobile: account.username, roleIds: [(await makeRole('任意角色', [])).id] })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe('该手机号已有账号')

    // An account manager who may edit accounts but holds nothing else cannot hand out a stronger role.
    const managerRole = await makeRole('账号管理员', [await nodeId({ code: 'operator.edit.btn' })])
    const strong = await makeRole('强角色', [await nodeId({ code: 'brand.create.btn' })])
    const manager = await buildAccount(t, { roleId: managerRole.id })
    const headers = authed(await login(t, manager.username, manager.password))
    const refused = await post(headers, '/org-center/operator/save', { name: '越权', mobile: freshMobile(), roleIds: [strong.id], password: 'Given2026pw' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('不能分配权限超出您自己的角色：强角色')
  })
})
