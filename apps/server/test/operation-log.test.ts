import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'

describe('the operation log', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const lastEntry = async () => {
    const result = (await t.database.db.execute(
      sql`select route, operating_url, status_code, code, account_id from operation_logs order by id desc limit 1`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
    return result.rows[0]
  }

  it('records a mutating call with the console page it came from and its outcome', async () => {
    const token = await loginAsAdmin(t)
    await t.app.inject({ method: 'POST', url: '/sellers/exclude/logout', headers: authed(token), payload: { operatingUrl: '/businessCenter/brand' } })
    expect(await lastEntry()).toMatchObject({ route: '/sellers/exclude/logout', operating_url: '/businessCenter/brand', status_code: 200, code: 0 })
  })

  it('records refused calls too, with their status and code', async () => {
    // Refused before its body is read, so the page is unknown: the entry says so rather than guess.
    await t.app.inject({ method: 'POST', url: '/sellers/exclude/logout', payload: { operatingUrl: '/homePage' } })
    expect(await lastEntry()).toMatchObject({ route: '/sellers/exclude/logout', operating_url: '', status_code: 401, code: 50002, account_id: null })
  })

  it('leaves reads out', async () => {
    const before = await lastEntry()
    await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(await lastEntry()).toEqual(before)
  })
})
