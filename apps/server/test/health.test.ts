import { describe, expect, it } from 'vitest'
import { dbKind } from './build-app.js'
import { fileTestApp } from './factories/accounts.js'

describe('GET /healthz and /readyz', () => {
  const t = fileTestApp()

  it('reports the database as ok without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, data: { database: 'ok', databaseKind: dbKind, redis: 'off' } })
  })

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/sellers/exclude/login', '/sellers/dispatch/uploadFile']))
    expect(doc.paths['/sellers/exclude/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('username')
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toContain('text/html')
  })

  it('is ready while the database answers, and not ready once the instance drains', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: true, data: { database: 'ok', draining: false } })
    t.app.readiness.startDraining()
    const draining = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(draining.statusCode).toBe(503)
    expect(draining.json()).toMatchObject({ status: false, code: 50300, data: { database: 'ok', draining: true } })
    // Still alive: the balancer stops sending, nothing restarts the process.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })

  it('is not ready when the database is gone, though still alive', async () => {
    await t.database.close()
    const res = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: false, code: 50300, data: { database: 'down' } })
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(alive.statusCode).toBe(200)
    expect(alive.json()).toMatchObject({ status: true, data: { database: 'down' } })
  })
})
