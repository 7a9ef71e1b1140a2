import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, loginAsAdmin } from './factories/accounts.js'
import { readLoginLog } from './factories/login-log.js'
import { FAST_JOBS, dispatchCall, download, waitForPlan } from './factories/tasks.js'

describe('the login log', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { SMS_OUTBOX: 'true', ...FAST_JOBS } })
  })
  afterAll(() => t.close())

  /** The finished file of an export plan, fetched as the download centre does. */
  const exportedCsv = async (token: string, planId: number) => {
    const plan = await waitForPlan(t, token, planId)
    expect(plan.status).toBe(2)
    const detail = await dispatchCall(t, token, 'GET', 'plan/detail', { id: planId })
    return (await download(t, detail.body.data.download_url)).body.replace(/^\uFEFF/, '')
  }

  const passwordLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/sellers/exclude/login', headers: { 'user-agent': 'TestBrowser/1.0' }, payload: { username, password, version: 2 } })

  it('records a password sign-in and a wrong password with method, reason, masked mobile, address and browser; never the password', async () => {
    const account = await buildAccount(t, { name: '日志测试员' })
    expect((await passwordLogin(account.username, 'Wrong-pass-1')).statusCode).toBe(401)
    expect((await passwordLogin(account.username, account.password)).statusCode).toBe(200)
    const rows = await readLoginLog(t, { keyword: account.username })
    expect(rows.map((r) => [r.method, r.success, r.reason])).toEqual([
      ['password', true, ''],
      ['password', false, '账号或密码错误'],
    ])
    expect(rows[0]).toMatchObject({ accountName: '日志测试员', accountPhone: `${account.username.slice(0, 3)}****${account.username.slice(7)}`, userAgent: 'TestBrowser/1.0' })
    expect(rows[0]!.ip).not.toBe('')
    expect(JSON.stringify(rows)).not.toContain('Wrong-pass-1')
    const failures = await readLoginLog(t, { keyword: '日志测试员', result: 'failure' })
    expect(failures).toHaveLength(1)
  })

  it('records a code sign-in and a wrong code, and an unregistered number', async () => {
    const account = await buildAccount(t, { name: '验证码用户' })
    await t.app.inject({ method: 'POST', url: '/org-center/account/send-sms-v2', payload: { phone: account.username, type: 1 } })
    const outbox = await t.app.inject({ method: 'GET', url: `/sellers/exclude/dev/sms-outbox?phone=${account.username}` })
    const code = outbox.json().data[0].code as string
    const wrong = code === '000000' ? '111111' : '000000'
    const bad = await t.app.inject({ method: 'POST', url: '/org-center/account/login-by-verify-code-v2', payload: { phone: account.username, smsCode: wrong } })
    expect(bad.json().status).toBe(false)
    const good = await t.app.inject({ method: 'POST', url: '/org-center/account/login-by-verify-code-v2', payload: { phone: account.username, smsCode: code } })
    expect(good.json().status).toBe(true)
    const rows = await readLoginLog(t, { keyword: account.username, method: 'code' })
    expect(rows.map((r) => r.success)).toEqual([true, false])
    expect(rows[1]!.reason).toBe(bad.json().message)
    expect(JSON.stringify(rows)).not.toContain(code)

    await t.app.inject({ method: 'POST', url: '/org-center/account/login-by-verify-code-v2', payload: { phone: '13012345678', smsCode: '123456' } })
    const stranger = await readLoginLog(t, { keyword: '13012345678' })
    expect(stranger[0]).toMatchObject({ accountName: '', accountPhone: '130****5678', method: 'code', success: false, reason: '该手机号尚未注册' })
  })

  it('limits a search to 30 China days and to operators', async () => {
    const admin = authed(await loginAsAdmin(t))
    const res = await t.app.inject({ method: 'POST', url: '/org-center/login-log/list', headers: admin, payload: { createdAtBegin: '2026-01-01', createdAtEnd: '2026-01-31' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('时间范围最多 30 天')
    const staff = await buildAccount(t, { role: 'staff' })
    const login = await passwordLogin(staff.username, staff.password)
    const denied = await t.app.inject({ method: 'POST', url: '/org-center/login-log/list', headers: authed(login.json().data.token), payload: { createdAtBegin: '2026-01-01', createdAtEnd: '2026-01-02' } })
    expect(denied.statusCode).toBe(403)
  })

  it('exports the filtered log through the task centre, and the operation log likewise', async () => {
    const token = await loginAsAdmin(t)
    const admin = authed(token)
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const started = await t.app.inject({ method: 'POST', url: '/org-center/login-log/export', headers: admin, payload: { createdAtBegin: today, createdAtEnd: today, result: 'failure', format: 'csv' } })
    expect(started.json()).toMatchObject({ status: true, data: { flowNo: expect.any(String) } })
    const file = await exportedCsv(token, started.json().data.planId)
    const lines = file.split('\n').filter(Boolean)
    expect(lines[0]).toContain('登录时间,账号名称,手机号,登录方式,结果,原因')
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((l) => l.includes(',失败,'))).toBe(true)

    const op = await t.app.inject({ method: 'POST', url: '/org-center/operating-log/export', headers: admin, payload: { createdAtBegin: today, createdAtEnd: today, format: 'csv' } })
    expect(op.json().status).toBe(true)
    const opFile = await exportedCsv(token, op.json().data.planId)
    expect(opFile.split('\n')[0]).toContain('操作时间,操作人,手机号,所属组织,页面')
  })
})
