import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@yunying/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, login } from './factories/accounts.js'

// A route guarded the way every feature route is: by its permission code in `config`.
const guarded: FastifyPluginAsyncZod = async (app) => {
  app.post('/org-center/test/guarded', { config: { access: 'code:brand.create.btn' } }, async () => success('ran'))
}

describe('permission codes on the server', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ deps: { extraRoutes: guarded } })
  })
  afterAll(() => t.close())

  it('runs the route for a role holding the code', async () => {
    const operator = await buildAccount(t, { role: 'operator' })
    const res = await t.app.inject({ method: 'POST', url: '/org-center/test/guarded', headers: authed(await login(t, operator.username, operator.password)), payload: {} })
    expect(res.json()).toMatchObject({ status: true, data: 'ran' })
  })

  it('answers 403 for a role without it, whatever the client shows', async () => {
    const staff = await buildAccount(t, { role: 'staff' })
    const res = await t.app.inject({ method: 'POST', url: '/org-center/test/guarded', headers: authed(await login(t, staff.username, staff.password)), payload: {} })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ status: false, code: 40300, message: '没有权限执行此操作', data: null })
  })

  it('answers 490401 before an organisation is chosen', async () => {
    const account = await buildAccount(t, { role: null })
    const res = await t.app.inject({ method: 'POST', url: '/org-center/test/guarded', headers: authed(await login(t, account.username, account.password)), payload: {} })
    expect(res.json()).toMatchObject({ status: false, code: 490401 })
  })
})
