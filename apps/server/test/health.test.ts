import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, dbKind, type TestApp } from './build-app.js'

describe('GET /healthz', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

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

  it('answers 503 when the database is gone', async () => {
    await t.database.close()
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: false, code: 50300, data: { database: 'down' } })
  })
})
