import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationLogs } from '../src/modules/oplog/operation-log.table.js'
import { createLocalFileStore } from '../src/modules/files/file-store.js'
import { taskPlans } from '../src/modules/plans/plans.table.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'
import { FAST_JOBS, buildPlan, dispatchCall, download, listPlans, runCleanup } from './factories/tasks.js'

describe('task centre: who sees and changes which plan', () => {
  let t: TestApp
  let alice: { id: number; token: string }
  let bob: { id: number; token: string }
  let alicePlan: Awaited<ReturnType<typeof buildPlan>>
  let bobPlan: Awaited<ReturnType<typeof buildPlan>>

  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_JOBS, EXPORT_LINK_TTL_MINUTES: '15' } })
    const a = await buildAccount(t, { role: 'staff', name: '员工甲' })
    const b = await buildAccount(t, { role: 'staff', name: '员工乙' })
    alice = { id: a.id, token: await login(t, a.username, a.password) }
    bob = { id: b.id, token: await login(t, b.username, b.password) }
    alicePlan = await buildPlan(t, alice.id, { exportPerson: a.username, exportPersonName: a.name })
    bobPlan = await buildPlan(t, bob.id)
  })
  afterAll(() => t.close())

  it('lists only the caller\'s own plans, whatever admin_id the caller sends', async () => {
    const own = await listPlans(t, alice.token)
    expect(own.data.plans.data.map((p: { id: number }) => p.id)).toEqual([alicePlan.id])
    const asBob = await listPlans(t, alice.token, { admin_id: bob.id })
    expect(asBob.data.plans.data.map((p: { id: number }) => p.id)).toEqual([alicePlan.id])
    expect(own.data.plans).toMatchObject({ total: 1, current_page: 1 })
    expect(own.data.plans.data[0]).toMatchObject({ export_person_name: '员工甲', status: 2, download_status: 0, remark: '' })
  })

  it('answers another user\'s plan as not found for detail, delete and remark', async () => {
    for (const [method, url, body] of [
      ['GET', 'plan/detail', { id: bobPlan.id }],
      ['POST', 'plan/del', { id: bobPlan.id }],
      ['POST', 'plan/update', { id: bobPlan.id, remark: '改别人的', bizType: 105, adminId: alice.id }],
    ] as const) {
      const res = await dispatchCall(t, alice.token, method, url, body)
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ status: false, code: 40400, message: '任务不存在或已删除' })
    }
    const [still] = await t.database.db.select().from(taskPlans).where(eq(taskPlans.id, bobPlan.id))
    expect(still).toMatchObject({ remark: '' })
  })

  it('lets an operator holding task.plan.all see every plan, or one account\'s with admin_id', async () => {
    const token = await loginAsAdmin(t)
    const all = await listPlans(t, token, { page_size: 100 })
    const ids = all.data.plans.data.map((p: { id: number }) => p.id)
    expect(ids).toEqual(expect.arrayContaining([alicePlan.id, bobPlan.id]))
    const onlyBob = await listPlans(t, token, { admin_id: bob.id })
    expect(onlyBob.data.plans.data.map((p: { id: number }) => p.id)).toEqual([bobPlan.id])
  })

  it('saves a remark of 1 to 20 characters and refuses an empty or longer one', async () => {
    const empty = await dispatchCall(t, alice.token, 'POST', 'plan/update', { id: alicePlan.id, remark: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('请输入备注')
    const long = await dispatchCall(t, alice.token, 'POST', 'plan/update', { id: alicePlan.id, remark: '一二三四五六七八九十一二三四五六七八九十一' })
    expect(long.status).toBe(400)
    const ok = await dispatchCall(t, alice.token, 'POST', 'plan/update', { id: alicePlan.id, remark: '月底对账用', bizType: 105, adminId: alice.id })
    expect(ok.body).toMatchObject({ status: true, message: '保存成功' })
    expect((await listPlans(t, alice.token)).data.plans.data[0].remark).toBe('月底对账用')
    const logged = await t.database.db.select().from(operationLogs).where(eq(operationLogs.accountId, alice.id))
    expect(logged.some((l) => l.route === '/sellers/dispatch/post download plan/update')).toBe(true)
  })

  it('gives a signed link that works without a session, marks the plan downloaded, and is refused once expired', async () => {
    const detail = await dispatchCall(t, alice.token, 'GET', 'plan/detail', { id: alicePlan.id })
    expect(detail.body.data.download_url).toMatch(/^\/sellers\/download\/[A-Za-z0-9_-]{43}$/)
    const file = await download(t, detail.body.data.download_url)
    expect(file.statusCode).toBe(200)
    expect(file.body).toContain('品牌ID,品牌名称')
    expect((await listPlans(t, alice.token)).data.plans.data[0].download_status).toBe(1)

    t.clock.advance(16 * 60_000)
    const expired = await download(t, detail.body.data.download_url)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toMatchObject({ status: false, code: 41000, message: '下载链接已过期，请在下载中心重新下载' })
    const forged = await download(t, '/sellers/download/' + 'A'.repeat(43))
    expect(forged.statusCode).toBe(404)
    // The request log names the route, never the token in its path.
    const token = detail.body.data.download_url.split('/').at(-1)
    expect(t.logs.some((l) => l.route === '/sellers/download/:token')).toBe(true)
    expect(t.logText()).not.toContain(token)
    expect(t.logText()).not.toContain('A'.repeat(43))
  })

  it('refuses to delete imports, deletes a batch-shipping plan (the task centre offers it), and deletes an export with its file', async () => {
    const importPlan = await buildPlan(t, alice.id, { kind: 'import', modelName: 'BRAND_SUPER_ADMIN_IMPORT', status: 11 })
    const refused = await dispatchCall(t, alice.token, 'POST', 'plan/del', { id: importPlan.id })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('该任务不可删除')
    const batchPlan = await buildPlan(t, alice.id, { modelName: 'ORDER_BATCH_OPERATE', status: 2 })
    expect((await dispatchCall(t, alice.token, 'POST', 'plan/del', { id: batchPlan.id })).body).toMatchObject({ status: true, message: '删除成功' })
    const removed = await dispatchCall(t, alice.token, 'POST', 'plan/del', { id: alicePlan.id })
    expect(removed.body).toMatchObject({ status: true, message: '删除成功' })
    expect((await listPlans(t, alice.token)).data.plans.data.map((p: { id: number }) => p.id)).toEqual([importPlan.id])
  })

  it('refuses calls the dispatcher does not know, and calls without a session', async () => {
    const unknown = await dispatchCall(t, alice.token, 'POST', 'plan/drop-all', {})
    expect(unknown.status).toBe(404)
    const other = await t.app.inject({ method: 'POST', url: '/sellers/dispatch/post', headers: authed(alice.token), payload: { appName: 'order', method: 'GET', url: 'plan/list' } })
    expect(other.statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'POST', url: '/sellers/dispatch/post', payload: { appName: 'download', method: 'GET', url: 'plan/list' } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('shows the batch-shipping results only to the plan\'s owner, paged, with the counts', async () => {
    const admin = await loginAsAdmin(t)
    const batch = (await listPlans(t, admin, { page_size: 100 })).data.plans.data.find((p: { model_name: string }) => p.model_name === 'ORDER_BATCH_OPERATE')
    const page2 = await t.app.inject({ method: 'GET', url: `/baking/order/delivery-send-result?pageNo=2&pageSize=10&taskId=${batch.id}`, headers: authed(admin) })
    expect(page2.json().data).toMatchObject({ total: 23, successNum: 18, failNum: 5 })
    expect(page2.json().data.data).toHaveLength(10)
    expect(page2.json().data.data[0]).toMatchObject({ orderNo: expect.stringMatching(/^DD2026/), actualAmount: expect.stringMatching(/^\d+\.\d{2}$/), orderAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) })
    const foreign = await t.app.inject({ method: 'GET', url: `/baking/order/delivery-send-result?pageNo=1&pageSize=10&taskId=${batch.id}`, headers: authed(alice.token) })
    expect(foreign.statusCode).toBe(404)
  })

  it('removes plans and their files after the 7-day retention, by the scheduled cleanup job', async () => {
    const old = await buildPlan(t, alice.id)
    const store = createLocalFileStore(t.config.FILES_DIR)
    expect(await store.size(old.fileKey!)).not.toBeNull()
    t.clock.advance(8 * 86_400_000)
    const fresh = await buildPlan(t, alice.id, { createdAt: t.clock.now() })
    // The job ends done, including the vacuum it runs on the embedded database.
    expect(await runCleanup(t)).toMatchObject({ status: 'done', error: '' })
    const ids = (await t.database.db.select({ id: taskPlans.id }).from(taskPlans).where(eq(taskPlans.accountId, alice.id))).map((p) => p.id)
    expect(ids).not.toContain(old.id)
    expect(ids).toContain(fresh.id)
    expect(await store.size(old.fileKey!)).toBeNull()
  })
})
