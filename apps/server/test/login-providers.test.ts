import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed } from './factories/accounts.js'
import { readLoginLog } from './factories/login-log.js'
import { startFakeServer } from './fake-server.js'

describe('enterprise-WeChat sign-in against a fake provider', () => {
  let t: TestApp
  let provider: Awaited<ReturnType<typeof startFakeServer>>
  beforeAll(async () => {
    provider = await startFakeServer((req) => {
      const path = req.url.pathname
      if (path === '/cgi-bin/gettoken') return { json: req.url.searchParams.get('corpsecret') === 'corp-secret' ? { errcode: 0, access_token: 'AT' } : { errcode: 40001, errmsg: 'invalid credential' } }
      if (path === '/cgi-bin/auth/getuserinfo') {
        const code = req.url.searchParams.get('code')
        return { json: code === 'good-code' ? { errcode: 0, userid: 'zhangsan' } : code === 'stranger-code' ? { errcode: 0, userid: 'lisi' } : { errcode: 40029, errmsg: 'invalid code' } }
      }
      if (path === '/cgi-bin/user/get') return { json: { errcode: 0, mobile: req.url.searchParams.get('userid') === 'zhangsan' ? '+8613800000000' : '13911112222' } }
      return { status: 404, json: {} }
    })
    t = await createTestApp({
      env: {
        WECOM_CORP_ID: 'ww-corp',
        WECOM_AGENT_ID: '1000002',
        WECOM_SECRET: 'corp-secret',
        WECOM_REDIRECT_URI: 'https://ops.example.com/login?loginType=wecom',
        WECOM_API_BASE: provider.url,
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await provider.close()
  })

  const start = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sellers/exclude/getScanCode' })
    const url = new URL(res.json().data.url)
    return { url, state: url.searchParams.get('state')!, cookie: res.cookies.find((c) => c.name === 'wecom-state')!.value }
  }
  const codeLogin = (code: string, state: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/sellers/exclude/codeLogin?code=${code}&state=${state}`, cookies: cookie ? { 'wecom-state': cookie } : {} })

  it('offers 企业微信 among the sign-in methods when it is configured, and not otherwise', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sellers/exclude/login-methods' })).json()).toMatchObject({ status: true, data: { wecom: true } })
    const plain = await createTestApp()
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/sellers/exclude/login-methods' })).json().data).toEqual({ wecom: false })
    } finally {
      await plain.close()
    }
  })

  it('builds the authorisation URL from the configured corp, agent and redirect', async () => {
    const { url } = await start()
    expect(url.origin + url.pathname).toBe('https://login.work.weixin.qq.com/wwlogin/sso/login')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ appid: 'ww-corp', agentid: '1000002', redirect_uri: 'https://ops.example.com/login?loginType=wecom' })
  })

  it('signs in the account whose mobile the provider returns', async () => {
    const { state, cookie } = await start()
    const res = await codeLogin('good-code', state, cookie)
    expect(res.json()).toMatchObject({ status: true, data: { token: expect.any(String) } })
    const info = await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(res.json().data.token), payload: {} })
    expect(info.json().data.username).toBe('13800000000')
    expect((await readLoginLog(t, { method: 'wecom', result: 'success' }))[0]).toMatchObject({ accountPhone: '138****0000', success: true })
  })

  it('refuses a state that is not this browser’s, an unknown member, and a provider error', async () => {
    const { state, cookie } = await start()
    expect((await codeLogin('good-code', state)).json()).toMatchObject({ status: false, message: '登录状态已失效，请重新扫码' })
    expect((await codeLogin('good-code', 'forged', cookie)).json().status).toBe(false)
    const second = await start()
    expect((await codeLogin('stranger-code', second.state, second.cookie)).json()).toMatchObject({ status: false, message: '该企业微信成员未开通运营平台账号，请联系管理员' })
    const third = await start()
    expect((await codeLogin('bad-code', third.state, third.cookie)).json()).toMatchObject({ status: false, message: '企业微信返回错误：invalid code' })
    const log = await readLoginLog(t, { method: 'wecom', result: 'failure' })
    expect(log.map((r) => r.reason)).toEqual(expect.arrayContaining(['登录状态已失效，请重新扫码', '该企业微信成员未开通运营平台账号，请联系管理员', '企业微信返回错误：invalid code']))
  })
})

describe('the HTTP SMS provider against a fake gateway', () => {
  let t: TestApp
  let gateway: Awaited<ReturnType<typeof startFakeServer>>
  let fail = false
  const secret = 'gateway-secret-0123456789'
  beforeAll(async () => {
    gateway = await startFakeServer(() => (fail ? { status: 502, json: { ok: false } } : { json: { ok: true } }))
    t = await createTestApp({ env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: `${gateway.url}/send`, SMS_HTTP_SECRET: secret } })
  })
  afterAll(async () => {
    await t.close()
    await gateway.close()
  })

  it('posts a signed message and never logs or returns the code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/org-center/account/send-sms-v2', payload: { phone: '13812340001', type: 1 } })
    expect(res.json()).toEqual({ status: true, code: 0, message: '验证码已发送', data: { resendAfterSeconds: 60 } })
    const sent = gateway.requests.at(-1)!
    const body = JSON.parse(sent.body) as { phone: string; code: string; channel: string }
    expect(body).toMatchObject({ phone: '13812340001', channel: 'sms', code: expect.stringMatching(/^\d{6}$/) })
    const expected = createHmac('sha256', secret).update(`${sent.headers['x-timestamp']}.${sent.body}`).digest('hex')
    expect(sent.headers['x-signature']).toBe(expected)
    expect(res.body).not.toContain(body.code)
    expect(t.logText()).not.toContain(body.code)
    // No outbox with a real gateway.
    expect((await t.app.inject({ method: 'GET', url: '/sellers/exclude/dev/sms-outbox' })).statusCode).toBe(404)
  })

  it('answers 503 and costs no quota when the gateway fails', async () => {
    fail = true
    const res = await t.app.inject({ method: 'POST', url: '/org-center/account/send-sms-v2', payload: { phone: '13812340002', type: 1 } })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: false, message: '验证码发送失败，请稍后再试' })
    fail = false
    expect((await t.app.inject({ method: 'POST', url: '/org-center/account/send-sms-v2', payload: { phone: '13812340002', type: 1 } })).json().status).toBe(true)
  })
})
