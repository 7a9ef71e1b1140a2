import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { buildQrStore, qrRuleBody } from './factories/qr.js'
import { buildTenantBrand } from './factories/tenants.js'
import { startFakeServer, type FakeRequest } from './fake-server.js'

const BASE = '/cmk-center/cmk-operating'
const ORIGIN = 'https://qr.example.com'
const DOUYIN_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 aweme/30.1.0 BytedanceWebview/d8a21c6'

// Douyin opens a mini-program from a browser only by a link its server made (生成 Link V2): the
// provider calls a fake Douyin on 127.0.0.1 in the documented format; without an account, offline.
describe('Douyin links for the landing page', () => {
  let douyin: Awaited<ReturnType<typeof startFakeServer>>
  let t: TestApp
  let offline: TestApp
  let operator: string
  let code: { id: number; token: string; url: string }
  let tokens = 0
  let expiredOnce = true
  beforeAll(async () => {
    douyin = await startFakeServer((req: FakeRequest) => {
      if (req.url.pathname === '/oauth/client_token/') {
        tokens += 1
        return { json: { data: { access_token: `clt.fake${tokens}`, expires_in: 7200, error_code: 0, description: '' }, message: 'success' } }
      }
      if (req.url.pathname === '/api/apps/v1/url_link/generate/') {
        // The first token is refused once, as an expired one would be.
        if (req.headers['access-token'] === 'clt.fake1' && expiredOnce) {
          expiredOnce = false
          return { json: { err_no: 28001003, err_msg: 'access_token无效', log_id: 'L1' } }
        }
        return { json: { err_no: 0, err_msg: '', log_id: 'L2', data: { url_link: 'https://z.douyin.com/Ab12Cd' } } }
      }
      return { status: 404, json: {} }
    })
    const env = { PUBLIC_ORIGIN: ORIGIN, QR_RESOLVE_RATE_PER_MINUTE: '100000' }
    t = await createTestApp({ env: { ...env, QR_DOUYIN_CLIENT_KEY: 'awfakekey', QR_DOUYIN_CLIENT_SECRET: 'fake-secret-1234', QR_DOUYIN_API_BASE: douyin.url } })
    offline = await createTestApp({ env, database: t.database })
    operator = await loginAsAdmin(t)
    const brand = await buildTenantBrand(t, { brandType: 66 })
    const store = await buildQrStore(t, brand.id, '抖音门店')
    const douyinToo = { allowAppScanBind: 0, allowBlankQrcode: 0, bindThirdTypes: [{ thirdType: 1 }, { thirdType: 3 }, { thirdType: 4 }] }
    const rule = (await post('qrcode-config/save', qrRuleBody('抖音点餐码', douyinToo))).json().data
    code = (await post('tool/qrcode/bind', { storeId: store.id, ruleId: rule.id, extend: { scene: 'T3' } })).json().data
    const regs = (await post('tool/qrcode/app/list', {})).json().data as Array<{ id: number; channel: number; version: number }>
    const saved = await post('tool/qrcode/app/save', { ...regs.find((r) => r.channel === 3), channel: 3, appId: 'tt1234567890abcd', routerPage: 'pages/router/index', published: 1 })
    expect(saved.json(), saved.body).toMatchObject({ code: 0 })
    // Two servers and their data: minutes on a loaded machine.
  }, 240_000)
  afterAll(async () => {
    await offline?.close()
    await t?.close()
    await douyin?.close()
  })

  const post = (path: string, payload: object, app?: TestApp) => (app ?? t).app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(operator), payload })
  const landingButtons = async () => {
    const html = (await t.app.inject({ method: 'GET', url: new URL(code.url).pathname, headers: { 'user-agent': DOUYIN_UA } })).body
    return { html, hrefs: [...html.matchAll(/<a class="btn" data-kind="([^"]+)" href="([^"]+)"/g)].map((m) => ({ kind: m[1], href: m[2] })) }
  }

  it('without a link the landing page says so; offline the call says why; online the link is made in Douyin’s format and offered', async () => {
    expect((await landingButtons()).html).toContain('抖音小程序链接尚未生成，请稍后再试')
    const refused = await post('tool/qrcode/app/douyin-link', { codeId: code.id }, offline)
    expect(refused.json()).toMatchObject({ status: false, message: '未配置抖音开放平台应用（QR_DOUYIN_CLIENT_KEY），无法生成抖音小程序链接' })

    const made = await post('tool/qrcode/app/douyin-link', { codeId: code.id })
    expect(made.json(), made.body).toMatchObject({ code: 0, data: { link: 'https://z.douyin.com/Ab12Cd' } })
    // A token, a refusal of it, a new token, then the link asked for with the new one.
    expect(douyin.requests.map((r) => r.url.pathname)).toEqual(['/oauth/client_token/', '/api/apps/v1/url_link/generate/', '/oauth/client_token/', '/api/apps/v1/url_link/generate/'])
    const [tokenCall, , , generate] = douyin.requests
    expect(JSON.parse(tokenCall!.body)).toEqual({ client_key: 'awfakekey', client_secret: 'fake-secret-1234', grant_type: 'client_credential' })
    expect(generate!.headers['access-token']).toBe('clt.fake2')
    const body = JSON.parse(generate!.body) as { app_id: string; app_name: string; path: string; query: string; expire_time: number }
    expect(body).toMatchObject({ app_id: 'tt1234567890abcd', app_name: 'douyin', path: 'pages/order/index' })
    expect(JSON.parse(body.query)).toMatchObject({ code: code.token, scene: 'T3' })
    const days = (body.expire_time * 1000 - t.clock.now().getTime()) / 86_400_000
    expect(Math.round(days)).toBe(30)
    expect((await landingButtons()).hrefs).toContainEqual({ kind: 'douyin', href: 'https://z.douyin.com/Ab12Cd' })
  })

  it('lists the Douyin links with their expiry, keeps them across a save of the registration, and stops offering an expired one', async () => {
    const douyinReg = async () => ((await post('tool/qrcode/app/list', {})).json().data as Array<Record<string, unknown> & { channel: number }>).find((r) => r.channel === 3)!
    const reg = await douyinReg()
    const key = Object.keys(reg.providerLinks as object)[0]!
    expect(key).toMatch(new RegExp(`^pages/order/index\\?.*code=${code.token}`))
    expect(reg.providerLinks).toEqual({ [key]: 'https://z.douyin.com/Ab12Cd' })
    expect(reg.douyinLinks).toEqual([{ key, link: 'https://z.douyin.com/Ab12Cd', expireAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), state: 'live' }])
    // Editing the registration (the dialog sends no links) keeps them, with their expiry.
    const saved = await post('tool/qrcode/app/save', { id: reg.id, version: reg.version, channel: 3, appId: 'tt1234567890abcd', routerPage: 'pages/router/v2', published: 1 })
    expect(saved.json(), saved.body).toMatchObject({ code: 0, data: { routerPage: 'pages/router/v2', douyinLinks: [{ key, state: 'live' }] } })
    // Six days before it expires it is due to be made again; past its expiry the landing page no longer offers it.
    t.clock.advance(24 * 86_400_000)
    operator = await loginAsAdmin(t)
    expect((await douyinReg()).douyinLinks).toEqual([expect.objectContaining({ key, state: 'soon' })])
    t.clock.advance(7 * 86_400_000)
    operator = await loginAsAdmin(t)
    expect((await douyinReg()).douyinLinks).toEqual([expect.objectContaining({ key, state: 'expired' })])
    const landing = await landingButtons()
    expect(landing.hrefs.filter((h) => h.kind === 'douyin')).toEqual([])
    expect(landing.html).toContain('抖音小程序链接已过期，请稍后再试')
    // 生成抖音链接 again: live for another 30 days, and offered again.
    expect((await post('tool/qrcode/app/douyin-link', { codeId: code.id })).json()).toMatchObject({ code: 0 })
    expect((await douyinReg()).douyinLinks).toEqual([expect.objectContaining({ key, state: 'live' })])
    expect((await landingButtons()).hrefs).toContainEqual({ kind: 'douyin', href: 'https://z.douyin.com/Ab12Cd' })
  })
})
