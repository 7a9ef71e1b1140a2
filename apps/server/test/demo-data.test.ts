import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyBaseData } from '../src/db/base/base-data.js'
import { seedDemo } from '../src/db/seed/demo.js'
import { menus } from '../src/modules/access/access.table.js'
import { createTestApp, dbKind, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { TEST_ADMIN } from './test-admin.js'

const ORIGIN = 'https://qr.example.com'

/**
 * The demo data (seeded into every test database, as `npm start` seeds it) is a small platform that
 * agrees with itself: what the renewal prompt counts has services, groups shown 已配置 have saved
 * values, the dictionary has fields to configure, and every service has an icon so it can be saved.
 */
describe(`the demo data agrees with itself (${dbKind})`, () => {
  let t: TestApp
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } })
    headers = authed(await loginAsAdmin(t))
  })
  afterAll(() => t.close())

  const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, headers, payload })).json().data
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json().data

  it('gives every store the renewal prompt counts a service that expires, and the store’s expiry is its services’', async () => {
    const { count } = await get('/org-center/shop/expiring-count')
    expect(count).toBeGreaterThan(0)
    const page = await post('/org-center/shop/page', { expireWithinDays: 30, pageSize: 100 })
    expect(page.list.filter((s: { status: number }) => s.status === 1)).toHaveLength(count)
    for (const store of page.list as Array<{ id: number; name: string; expireDate: string }>) {
      const services = await post('/org-center/shop/services', { id: store.id })
      expect(services.list.length, store.name).toBeGreaterThan(0)
      expect(services.list.map((s: { endDate: string }) => s.endDate).sort()[0], store.name).toBe(store.expireDate)
    }
  })

  it('has saved values for every group shown 已配置, and for some brands', async () => {
    const groups = await post('/pandora/group-config/list', { pageSize: 100 })
    const configured = groups.list.filter((g: { status: number }) => g.status === 1)
    expect(configured.length).toBeGreaterThan(0)
    for (const g of configured as Array<{ groupId: number; groupName: string }>) {
      const detail = await get(`/pandora/group-config/detail?groupId=${g.groupId}`)
      expect(detail.configValues.length, g.groupName).toBeGreaterThan(0)
      expect(detail.version, g.groupName).toBeGreaterThan(0)
    }
    const brands = await post('/pandora/seller-config/list', { pageSize: 100, status: 1 })
    expect(brands.list.length).toBeGreaterThan(0)
  })

  it('offers realistic dictionary fields for both 品牌配置 and 集团配置', async () => {
    const brandFields = await post('/pandora/field-config/list', { applyType: 1, pageSize: 100 })
    const groupFields = await post('/pandora/field-config/list', { applyType: 2, pageSize: 100 })
    expect(brandFields.list.map((f: { fieldName: string }) => f.fieldName)).toContain('开启外卖接单')
    expect(groupFields.list.map((f: { fieldName: string }) => f.fieldName)).toContain('统一会员体系')
  })

  it('gives every service an icon, so each can be edited and saved', async () => {
    const page = await post('/org-center/produce/produce-type-list', { pageSize: 100 })
    const all = (page.list as Array<{ produceName: string; produceIcon: string; children?: Array<{ produceName: string; produceIcon: string }> }>).flatMap((s) => [s, ...(s.children ?? [])])
    expect(all.length).toBeGreaterThan(5)
    expect(all.filter((s) => !s.produceIcon).map((s) => s.produceName)).toEqual([])
    const icon = await t.app.inject({ method: 'GET', url: all[0]!.produceIcon })
    // Served from the console's root when the console is built; the path is the console's own.
    expect(all[0]!.produceIcon).toMatch(/^\/service-icon-[a-z]+\.svg$/)
    expect([200, 404]).toContain(icon.statusCode)
  })

  it('shows the aggregate-QR module working on a fresh start: demo rules and codes bound to demo stores', async () => {
    const rules = (await post('/cmk-center/cmk-operating/qrcode-config/page', { pageSize: 100 })).list
    const ordering = rules.find((r: { alias: string }) => r.alias === '堂食扫码点餐')
    expect(ordering).toMatchObject({ status: 1, name: '扫码点餐', bindThirdTypes: [{ applySellerList: [{ applySellerName: '蜀香小面' }] }, {}, {}] })
    expect(ordering.boundCodes).toBeGreaterThan(0)
    expect(rules.find((r: { alias: string }) => r.alias === '蛋糕预订').status).toBe(0)
    const [noodles] = await rowsOf<{ id: number }>(t, sql`select id from brands where name = '蜀香小面'`)
    const page = await post('/cmk-center/cmk-operating/tool/qrcode/store/page', { brandIds: noodles!.id })
    const code = page.list[0].rules[0].codes[0]
    expect(code.url).toBe(`${ORIGIN}/q/${code.token}`)
    const resolved = await t.app.inject({ method: 'GET', url: '/cmk-center/qrcode/resolve', query: { q: code.url, channel: '1', appVersion: '8.0.50', os: 'Android 14' } })
    expect(resolved.json().data).toMatchObject({ outcome: 'open', pagePath: 'pages/order/index', query: { scene: expect.stringMatching(/^A0[12]$/) } })
  })

  it('shows remote assistance on a fresh start: demo stores’ devices, their applications of every status, and finished sessions', async () => {
    type Row = { deviceSn: string; deviceTypeName: string; online: boolean; unavailableReason: string; applyStatusName: string; remoteTypeName: string; duration: number }
    const demo = (rows: Row[]) => rows.filter((r) => r.deviceSn.startsWith('DEMO-'))
    const devices = { data: demo(await post('/device-center/remote-tool/page-list', { pageNum: 1, pageSize: 100 }).then((d) => d.data)) }
    expect(devices.data.length).toBeGreaterThanOrEqual(6)
    expect(new Set(devices.data.map((d) => d.deviceTypeName))).toEqual(new Set(['安卓 POS', 'Windows POS']))
    // Never heard from: offline, so connect says why.
    expect(devices.data.every((d) => !d.online && d.unavailableReason === '设备离线')).toBe(true)
    const applications = { data: demo(await post('/device-center/remote-tool/apply-page-list', { pageNum: 1, pageSize: 100 }).then((d) => d.data)) }
    expect(new Set(applications.data.map((a) => a.applyStatusName))).toEqual(new Set(['申请中', '已完成', '已过期']))
    const records = { data: demo(await post('/device-center/remote-tool/log-page-list', { pageNum: 1, pageSize: 100 }).then((d) => d.data)) }
    expect(new Set(records.data.map((r) => r.remoteTypeName))).toEqual(new Set(['主控发起', '被控申请']))
    expect(records.data.every((r) => r.duration > 0)).toBe(true)
  })

  it('applying base and demo data again changes nothing (each step once, every menu node found by its key)', async () => {
    const before = await t.database.db.select({ id: menus.id }).from(menus)
    expect(await applyBaseData(t.database.db, TEST_ADMIN)).toEqual({ generatedPassword: null })
    const { applied } = await seedDemo(t.database.db, { adminPhone: TEST_ADMIN.adminPhone, password: TEST_ADMIN.adminPassword })
    expect(applied).toEqual([])
    expect(await t.database.db.select({ id: menus.id }).from(menus)).toHaveLength(before.length)
  })
})
