import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QrResolutionSchema, envelopeOf } from '@yunying/contracts'
import { createMinuteLimiter, edgeScope } from '../src/plugins/edge-scope.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { buildQrStore, qrRuleBody } from './factories/qr.js'
import { buildTenantBrand } from './factories/tenants.js'

const ORIGIN = 'https://qr.example.com'
const TOKEN = 'edge-metrics-token'
/** What helmet sets on every kernel answer; the edge's answers must carry the same values. */
const SECURITY = ['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']

// The resolve call runs on the edge scope (ADR 0013): none of the kernel's hooks, but the same
// headers, input check, validation, envelope and metrics, and a per-address limit.
describe('the resolve call on the edge', () => {
  let t: TestApp
  let url: string
  let seq = 0
  const address = () => `10.77.${Math.floor(++seq / 250)}.${seq % 250}`
  const resolve = (query: Record<string, string>, remoteAddress = address(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/cmk-center/qrcode/resolve', query, remoteAddress, headers })

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN, QR_RESOLVE_RATE_PER_MINUTE: '5', METRICS_TOKEN: TOKEN } })
    const operator = await loginAsAdmin(t)
    const brand = await buildTenantBrand(t, { brandType: 66 })
    const store = await buildQrStore(t, brand.id, '边缘门店')
    const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/cmk-center/cmk-operating/${path}`, headers: authed(operator), payload })
    const rule = (await post('qrcode-config/save', qrRuleBody('边缘点餐码'))).json().data as { id: number }
    url = (await post('tool/qrcode/bind', { storeId: store.id, ruleId: rule.id, extend: { scene: 'A8' } })).json().data.url
  })
  afterAll(() => t.close())

  it('answers the contract’s envelope with the kernel’s security headers and the request id', async () => {
    const res = await resolve({ q: url, channel: '1', appVersion: '8.0.50', os: 'iOS 17.0' }, address(), { 'x-request-id': 'scan-edge-0001' })
    expect(res.statusCode).toBe(200)
    const body = envelopeOf(QrResolutionSchema).parse(res.json())
    expect(body).toMatchObject({ status: true, code: 0, message: '获取成功', data: { outcome: 'open', pagePath: 'pages/order/index', query: { scene: 'A8' } } })
    expect(res.headers['x-request-id']).toBe('scan-edge-0001')
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const kernel = await t.app.inject({ method: 'GET', url: '/healthz' })
    for (const name of SECURITY) {
      expect(kernel.headers[name], name).toBeTruthy()
      expect(res.headers[name], name).toBe(kernel.headers[name])
    }
  })

  it('limits each address to the configured calls a minute, in the envelope with Retry-After', async () => {
    const from = address()
    for (let i = 0; i < 5; i++) {
      const ok = await resolve({ q: url, channel: '1' }, from)
      expect(ok.statusCode).toBe(200)
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(4 - i))
    }
    const refused = await resolve({ q: url, channel: '1' }, from)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status: false, code: 42900 })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN')
    // Another address is not affected.
    expect((await resolve({ q: url, channel: '1' })).statusCode).toBe(200)
  })

  it('refuses a control character and a bad channel in the envelope, naming the field', async () => {
    const control = await resolve({ q: `${url}\u0007`, channel: '1' })
    expect(control.statusCode).toBe(400)
    expect(control.json()).toMatchObject({ status: false, message: expect.stringContaining('含有不可见的控制字符') as string, data: [{ path: 'query.q' }] })
    const channel = await resolve({ q: url, channel: '9' })
    expect(channel.statusCode).toBe(400)
    expect(channel.json()).toMatchObject({ status: false, message: '请选择渠道' })
  })

  it('writes no request line per scan but counts each answer in /metrics', async () => {
    const before = t.logs.length
    await resolve({ q: url, channel: '1' }, address(), { 'x-request-id': 'scan-edge-0002' })
    expect(t.logs.slice(before).filter((line) => line.reqId === 'scan-edge-0002'), JSON.stringify(t.logs.slice(before))).toEqual([])
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body
    const line = metrics.split('\n').find((l) => l.startsWith('http_requests_total{') && l.includes('route="/cmk-center/qrcode/resolve"') && l.includes('status="200"'))
    expect(line, metrics.slice(0, 400)).toBeTruthy()
    expect(Number(line!.split(' ').at(-1))).toBeGreaterThanOrEqual(7)
  })

  it('closes the connection of each answer while the instance drains', async () => {
    t.app.readiness.startDraining()
    expect((await resolve({ q: url, channel: '1' })).headers.connection).toBe('close')
  })
})

describe('the edge scope', () => {
  it('refuses at start-up a route that is not public: it has no session check', async () => {
    const app = Fastify()
    app.register(
      edgeScope({
        securityHeaders: {},
        draining: () => false,
        observe: () => {},
        routes: (scope) => {
          scope.get('/private', { config: { access: 'session' } }, async () => 'no')
        },
      }),
    )
    await expect(app.ready()).rejects.toThrow(/must be public/)
    await app.close()
  })

  it('counts per key in one-minute windows and starts again in the next', () => {
    let now = 1_000_000
    const limiter = createMinuteLimiter(2, () => now)
    expect(limiter.take('a').used).toBe(1)
    expect(limiter.take('a').used).toBe(2)
    expect(limiter.take('b').used).toBe(1)
    now += 30_000
    expect(limiter.take('a')).toEqual({ used: 3, resetSeconds: 30 })
    now += 30_000
    expect(limiter.take('a')).toEqual({ used: 1, resetSeconds: 60 })
  })
})
