import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, dbKind, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'

const TOKEN = 'scrape-token-0123456789abcdef'

describe('GET /metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_ALLOW: '10.9.0.0/16,::1', METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => t.close())

  const scrape = (o: { remoteAddress?: string; token?: string } = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: o.remoteAddress ?? '192.0.2.1', headers: o.token ? { authorization: `Bearer ${o.token}` } : {} })

  it('answers Prometheus text to an allowed address, with requests by route pattern and status, the queue, the database and the process', async () => {
    const token = await loginAsAdmin(t)
    await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(token), payload: {} })
    await t.app.inject({ method: 'POST', url: '/sellers/user/info', payload: {} })
    const res = await scrape({ remoteAddress: '10.9.4.4' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body
    expect(text).toMatch(new RegExp(`http_requests_total\\{method="POST",route="/sellers/user/info",status="200",database="${dbKind}"\\} 1`))
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/sellers\/user\/info",status="401",[^}]*\} 1/)
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",[^}]*route="\/sellers\/exclude\/login",status="200"\} 1/)
    expect(text).toMatch(/job_queue_depth\{status="queued",[^}]*\} \d+/)
    expect(text).toMatch(/job_queue_oldest_waiting_seconds\{[^}]*\} [\d.e+-]+/)
    expect(text).toMatch(/db_probe_seconds\{[^}]*\} [\d.e+-]+/)
    expect(text).toMatch(/process_resident_memory_bytes/)
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/)
    if (dbKind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total",[^}]*\} \d+/)
    else expect(text).not.toMatch(/db_pool_connections\{/)
  })

  it('answers the bearer token from any address, and refuses anyone else', async () => {
    expect((await scrape({ token: TOKEN })).statusCode).toBe(200)
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200)
    const refused = await scrape({ token: `${TOKEN}x` })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ status: false, code: 40300 })
    expect((await scrape({ remoteAddress: '10.10.0.1' })).statusCode).toBe(403)
  })

  it('is not served when neither METRICS_ALLOW nor METRICS_TOKEN is set', async () => {
    const plain = await createTestApp({ database: t.database })
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('http_requests_total')
    } finally {
      await plain.close()
    }
  })
})
