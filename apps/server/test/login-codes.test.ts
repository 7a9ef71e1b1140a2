import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount } from './factories/accounts.js'

let phoneSeq = 0
const freshPhone = () => `137${String(process.pid % 10000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`

describe('verification codes: sending rules, checking rules, code sign-in, registration and recovery', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { SMS_HOURLY_CAP: '3', SMS_DAILY_CAP: '4', SMS_IP_HOURLY_CAP: '6', SMS_OUTBOX: 'true' } })
  })
  beforeEach(() => t.clock.set(new Date('2026-11-22T02:00:00Z')))
  afterAll(() => t.close())

  const post = (url: string, payload: object, remoteAddress = '10.0.0.1') => t.app.inject({ method: 'POST', url, payload, remoteAddress })
  // Each phone sends from an address of its own, so the per-address cap is tested only where meant.
  const send = (phone: string, type = 1, ip = `10.1.${Number(phone.slice(-4)) % 250}.${Number(phone.slice(-6, -4)) % 250}`) =>
    post('/org-center/account/send-sms-v2', { phone, type }, ip)
  const lastCode = async (phone: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/sellers/exclude/dev/sms-outbox?phone=${phone}` })
    return res.json().data[0].code as string
  }

  it('sends a 6-digit code and blocks a resend for 60 s with 30012 minutes and the seconds left', async () => {
    const phone = freshPhone()
    const first = await send(phone)
    expect(first.json()).toMatchObject({ status: true, data: { resendAfterSeconds: 60 } })
    expect(await lastCode(phone)).toMatch(/^\d{6}$/)
    t.clock.advance(45_000)
    const again = await send(phone)
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({ code: 30012, data: { errorType: 'minutes', seconds: 15 } })
    t.clock.advance(15_000)
    expect((await send(phone)).json().status).toBe(true)
  })

  it('caps sends per phone per hour and per day, naming the next allowed time', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 3; i++) {
      expect((await send(phone)).json().status).toBe(true)
      t.clock.advance(61_000)
    }
    const hourly = (await send(phone)).json()
    // The first of the three was at 10:00:00 China time; the next is allowed an hour after it.
    expect(hourly).toMatchObject({ code: 30012, data: { errorType: 'hours', nextSendTime: '2026-11-22 11:00:00' } })
    t.clock.advance(60 * 60_000)
    expect((await send(phone)).json().status).toBe(true)
    t.clock.advance(61 * 60_000)
    const daily = (await send(phone)).json()
    expect(daily).toMatchObject({ code: 30012, data: { errorType: 'days', nextSendTime: '2026-11-23 10:00:00' } })
  })

  it('caps sends from one client address', async () => {
    for (let i = 0; i < 6; i++) expect((await send(freshPhone(), 1, '10.7.7.7')).json().status).toBe(true)
    expect((await send(freshPhone(), 1, '10.7.7.7')).json()).toMatchObject({ code: 30012, data: { errorType: 'ip' } })
  })

  it('validates a code once; a second use, an expired code and the sixth try after five wrong ones fail', async () => {
    const phone = freshPhone()
    await send(phone, 2)
    const code = await lastCode(phone)
    const validate = (smsCode: string) => post('/org-center/account/validate-sms-code', { phone, smsCode, type: 2, from: 1 })
    const ok = await validate(code)
    expect(ok.json()).toMatchObject({ status: true, data: { ticket: expect.any(String) } })
    expect((await validate(code)).json()).toMatchObject({ status: false, message: '验证码已失效，请重新获取' })

    t.clock.advance(61_000)
    await send(phone, 2)
    t.clock.advance(5 * 60_000 + 1)
    expect((await validate(await lastCode(phone))).json().message).toBe('验证码已失效，请重新获取')

    await send(phone, 2)
    const good = await lastCode(phone)
    const wrong = good === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await validate(wrong)).json().message).toBe('验证码错误，请重新输入')
    expect((await validate(wrong)).json().message).toBe('验证码错误次数过多，请重新获取')
    expect((await validate(good)).json().message).toBe('验证码已失效，请重新获取')
  })

  it('does not let a login code stand in for a registration code', async () => {
    const phone = freshPhone()
    await send(phone, 1)
    const res = await post('/org-center/account/validate-sms-code', { phone, smsCode: await lastCode(phone), type: 2, from: 1 })
    expect(res.json().status).toBe(false)
  })

  it('signs in by code; an unregistered phone gets the silent 17001 and keeps its code', async () => {
    const account = await buildAccount(t)
    await send(account.username)
    const res = await post('/org-center/account/login-by-verify-code-v2', { phone: account.username, smsCode: await lastCode(account.username) })
    expect(res.json()).toMatchObject({ status: true, data: { token: expect.any(String), needSelectOrg: false } })

    const stranger = freshPhone()
    await send(stranger)
    const unknown = await post('/org-center/account/login-by-verify-code-v2', { phone: stranger, smsCode: await lastCode(stranger) })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 17001 })
  })

  it('strips non-digits from phones and refuses malformed ones with the field named', async () => {
    const res = await send('138 0000-000')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: '请输入正确的手机号', data: [{ path: 'body.phone' }] })
  })

  it('registers a new phone with a verified ticket, once, and signs it in', async () => {
    const phone = freshPhone()
    expect((await t.app.inject({ method: 'GET', url: `/org-center/account/has-been-registered?username=${phone}` })).json().data).toEqual({ registered: false })
    await send(phone, 2)
    const { ticket } = (await post('/org-center/account/validate-sms-code', { phone, smsCode: await lastCode(phone), type: 2, from: 1 })).json().data
    const weak = await post('/org-center/account/register', { phone, ticket, name: '新店长', password: 'onlyletters' })
    expect(weak.json()).toMatchObject({ status: false, message: '密码须同时包含字母和数字' })
    const res = await post('/org-center/account/register', { phone, ticket, name: '新店长', password: 'Shop2026ok' })
    expect(res.json()).toMatchObject({ status: true, data: { token: expect.any(String), needSelectOrg: true } })
    expect((await t.app.inject({ method: 'GET', url: `/org-center/account/has-been-registered?username=${phone}` })).json().data).toEqual({ registered: true })
    const replay = await post('/org-center/account/register', { phone, ticket, name: '又一个', password: 'Shop2026ok' })
    expect(replay.json()).toMatchObject({ status: false, code: 40900 })
    const login = await post('/sellers/exclude/login', { username: phone, password: 'Shop2026ok', version: 2 })
    expect(login.json().status).toBe(true)
  })

  it('resets a forgotten password and ends every session of the account', async () => {
    const account = await buildAccount(t)
    const oldToken = (await post('/sellers/exclude/login', { username: account.username, password: account.password, version: 2 })).json().data.token
    await send(account.username, 3)
    const { ticket } = (await post('/org-center/account/validate-sms-code', { phone: account.username, smsCode: await lastCode(account.username), type: 3, from: 1 })).json().data
    expect((await post('/org-center/account/reset-password', { phone: account.username, ticket, password: 'NewPass2026' })).json().status).toBe(true)
    expect((await post('/org-center/account/reset-password', { phone: account.username, ticket, password: 'Other2026x' })).json().status).toBe(false)
    expect((await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(oldToken), payload: {} })).json().code).toBe(50002)
    expect((await post('/sellers/exclude/login', { username: account.username, password: 'NewPass2026', version: 2 })).json().status).toBe(true)
  })

  it('changes the password only with the old one, and ends every session', async () => {
    const account = await buildAccount(t)
    const login = async () => (await post('/sellers/exclude/login', { username: account.username, password: account.password, version: 2 })).json().data.token as string
    const [a, b] = [await login(), await login()]
    const change = (oldPassword: string) => t.app.inject({ method: 'POST', url: '/org-center/account/update-password', headers: authed(a), payload: { oldPassword, password: 'Changed2026' } })
    expect((await change('wrong-one')).json()).toMatchObject({ status: false, message: '原密码不正确' })
    expect((await change(account.password)).json()).toMatchObject({ status: true, message: '密码已修改，请重新登录' })
    for (const token of [a, b]) {
      expect((await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(token), payload: {} })).json().code).toBe(50002)
    }
  })

  it('serves the legal documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sellers/exclude/legal/privacy' })
    expect(res.json()).toMatchObject({ status: true, data: { title: '隐私政策', markdown: expect.stringContaining('# 运营平台隐私政策') } })
  })

  it('has no outbox unless SMS_OUTBOX asks for it', async () => {
    const plain = await createTestApp()
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/sellers/exclude/dev/sms-outbox' })).statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('reads the outbox only from this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sellers/exclude/dev/sms-outbox', remoteAddress: '10.1.2.3' })
    expect(res.statusCode).toBe(404)
  })
})
