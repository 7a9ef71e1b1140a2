import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerSuggests } from '../src/modules/feedback/feedback.table.js'
import { createTestApp, type TestApp } from './build-app.js'
import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { buildFeedback, buildNotice } from './factories/shell.js'
import { buildBrandStaff, buildGroupOps, buildTenantAccount, buildTenantBrand, buildTenantGroup, industryNamed } from './factories/tenants.js'

interface MenuJson {
  name: string
  path: string
  items: MenuJson[]
}
const paths = (nodes: MenuJson[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.items)])

describe('the console shell on the server', () => {
  const t = adminTestApp({ env: { HELP_CENTER_URL: 'https://help.example.com/ops', CALLBACK_ALLOWED_HOSTS: 'shop.example.com, Ops.Example.com' } })
  let staff: string
  /** A group of two brands with feedback, and a brand of another group with feedback too. */
  let group: { id: number; name: string }
  let brandA: { id: number; name: string }
  let brandB: { id: number; name: string }
  let foreign: { id: number; name: string }
  beforeAll(async () => {
    group = await buildTenantGroup(t)
    brandA = await buildTenantBrand(t, { groupId: group.id, brandType: 2, industryId: await industryNamed(t, 2, '中式正餐') })
    brandB = await buildTenantBrand(t, { groupId: group.id })
    foreign = await buildTenantBrand(t)
    await buildFeedback(t, brandA.id, [{ content: '小程序点餐页加载有点慢' }, { content: '希望会员积分可以抵扣外卖订单', handled: true }, { content: '支付宝小程序里看不到历史订单', channel: 2 }])
    await buildFeedback(t, brandB.id, [{ content: '排队取号后没有收到叫号通知' }])
    await buildFeedback(t, foreign.id, [{ content: '发票申请入口太深' }, { content: '优惠券过期前能否提前提醒', handled: true }])
    // The newest notice of each service type.
    await buildNotice(t, { serviceType: 1, versionsNum: '9.6.0', title: '运营平台 9.6.0 更新公告', hoursAgo: 1 })
    await buildNotice(t, { serviceType: 2, versionsNum: '9.1.0', hoursAgo: 2 })
    staff = (await buildBrandStaff(t, [brandA])).token
  })

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? authed(token) : {} })
  const post = (url: string, payload: object, token: string) => t.app.inject({ method: 'POST', url, headers: authed(token), payload })

  describe('configuration', () => {
    it('serves the help-centre link and the callback hosts before sign-in, and no map key when none is set', async () => {
      const res = await get('/common-center/shell/config')
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toEqual({ helpCenterUrl: 'https://help.example.com/ops', callbackAllowedHosts: ['shop.example.com', 'ops.example.com'], amap: null })
    })

    it('leaves the content security policy alone without an AMap key', async () => {
      const res = await get('/healthz')
      expect(res.headers['content-security-policy']).not.toContain('amap.com')
    })
  })

  describe('update notice and versions', () => {
    it('answers the newest notice of a service type with the spec fields', async () => {
      const res = await get('/coroutine/applet/versions/update-notice?service_type=1', t.operator)
      expect(res.json().data).toMatchObject({ title: '运营平台 9.6.0 更新公告', versions_num: '9.6.0', content: expect.stringContaining('<ol>') })
      // China time, in the one format every answer uses.
      expect(res.json().data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      const age = Date.now() - Date.parse(`${res.json().data.created_at.replace(' ', 'T')}+08:00`)
      expect(age).toBeGreaterThan(0)
      expect(age).toBeLessThan(2 * 86_400_000)
    })

    it('refuses an unknown service type and answers the versions of each type', async () => {
      expect((await get('/coroutine/applet/versions/update-notice?service_type=7', t.operator)).statusCode).toBe(400)
      const versions = (await get('/coroutine/applet/versions/versions-info', t.operator)).json().data
      expect(versions.map((v: { service_type: number; versions_num: string }) => [v.service_type, v.versions_num])).toEqual([
        [1, '9.6.0'],
        [2, '9.1.0'],
      ])
    })

    it('needs a session', async () => {
      expect((await get('/coroutine/applet/versions/update-notice?service_type=1')).json().code).toBe(50002)
    })
  })

  describe('one clock', () => {
    it('answers every time as China time in YYYY-MM-DD HH:mm:ss: groups, map keys, feedback, notices', async () => {
      const CHINA = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
      const groups = (await post('/org-center/group/list-group', { pageNum: 1, pageSize: 10 }, t.operator)).json().data.list as Array<{ createdAt: string }>
      expect(groups.length).toBeGreaterThan(0)
      for (const g of groups) expect(g.createdAt).toMatch(CHINA)
      const feedback = (await get('/crm-center/customer-suggest/list?pageSize=5', t.operator)).json().data.list as Array<{ createdAt: string; handledAt: string | null }>
      for (const f of feedback) {
        expect(f.createdAt).toMatch(CHINA)
        if (f.handledAt) expect(f.handledAt).toMatch(CHINA)
      }
      expect(feedback.length).toBeGreaterThan(0)
      const keys = await post('/common-center/operating/map-config/add', { sellerId: (await buildTenantBrand(t)).id, sellerName: '时钟品牌', infoList: [{ type: 1, keys: ['CLOCKKEY00000000001'] }] }, t.operator)
      expect(keys.json().data.updatedAt).toMatch(CHINA)
      // The instant is right: China time is UTC+8.
      const updated = Date.parse(`${keys.json().data.updatedAt.replace(' ', 'T')}+08:00`)
      expect(Math.abs(updated - Date.now())).toBeLessThan(60_000)
    })
  })

  describe('feedback', () => {
    it('counts every brand for the platform and only its own brand for brand staff', async () => {
      const all = await t.database.db.select().from(customerSuggests).where(eq(customerSuggests.status, 0))
      expect((await get('/crm-center/customer-suggest/not-handle-count', t.operator)).json().data).toBe(all.length)
      expect((await get(`/crm-center/customer-suggest/not-handle-count?store_id=${brandA.id}`, t.operator)).json().data).toBe(all.filter((r) => r.brandId === brandA.id).length)
    })

    it('answers 403 to a role without the feedback code, whatever it asks', async () => {
      const res = await get(`/crm-center/customer-suggest/not-handle-count?store_id=${brandA.id}`, staff)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ status: false, code: 40300 })
      expect((await get('/crm-center/customer-suggest/list', staff)).statusCode).toBe(403)
    })

    it('keeps a group to its own brands: another group’s brand is refused', async () => {
      const { token: groupOps } = await buildGroupOps(t, group.id)
      const list = (await get('/crm-center/customer-suggest/list?pageSize=100', groupOps)).json().data
      expect(list.total).toBeGreaterThan(0)
      expect(new Set(list.list.map((r: { brandId: number }) => r.brandId))).toEqual(new Set([brandA.id, brandB.id]))
      const refused = await get(`/crm-center/customer-suggest/not-handle-count?store_id=${foreign.id}`, groupOps)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe(40301)
      const other = await t.database.db.select().from(customerSuggests).where(eq(customerSuggests.brandId, foreign.id)).limit(1)
      expect((await post('/crm-center/customer-suggest/handle', { id: other[0]!.id }, groupOps)).json().code).toBe(40301)
    })

    it('filters by keyword and status, and handling one lowers the count once', async () => {
      const list = (await get(`/crm-center/customer-suggest/list?keyword=${encodeURIComponent('小程序')}&status=0`, t.operator)).json().data
      expect(list.list.length).toBeGreaterThan(0)
      for (const row of list.list) expect(row).toMatchObject({ content: expect.stringContaining('小程序'), status: 0, brandName: expect.any(String) })
      const before = (await get('/crm-center/customer-suggest/not-handle-count', t.operator)).json().data
      const id = list.list[0].id
      expect((await post('/crm-center/customer-suggest/handle', { id }, t.operator)).json()).toMatchObject({ status: true, message: '操作成功' })
      expect((await get('/crm-center/customer-suggest/not-handle-count', t.operator)).json().data).toBe(before - 1)
      const again = await post('/crm-center/customer-suggest/handle', { id }, t.operator)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('该反馈已处理')
    })
  })

  describe('menu permissions', () => {
    it('lists menu nodes with their trail and role counts for the operator', async () => {
      const rows = (await get(`/org-center/operating-menu/list?name=${encodeURIComponent('feedback')}`, t.operator)).json().data
      expect(rows.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['feedback.view', 'feedback.handle']))
      const page = rows.find((r: { path: string }) => r.path === '/operateCenter/memberCenter/thirdChannel/feedback')
      expect(page).toMatchObject({ trail: '运营中心 / 会员中心 / 第三方渠道 / 意见反馈', type: 2, keepAlive: true, roleCount: 2 })
      const detail = (await get(`/org-center/operating-menu/detail?id=${page.id}`, t.operator)).json().data
      expect(detail.children.map((c: { name: string }) => c.name)).toEqual(['查看反馈', '处理反馈'])
      expect(detail.roles.map((r: { name: string }) => r.name)).toEqual(['运营管理员', '集团运营'])
    })

    it('answers 403 to brand staff and 404 for an unknown node', async () => {
      const res = await get('/org-center/operating-menu/list', staff)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('没有权限执行此操作')
      expect((await get('/org-center/operating-menu/detail?id=999999', t.operator)).json()).toMatchObject({ code: 40400, message: '菜单不存在' })
    })
  })

  describe('role organisations', () => {
    it('gives one account different menus and codes per organisation', async () => {
      // Group operations at the group and brand staff at one of its brands.
      const { token } = await buildTenantAccount(
        t,
        [
          { orgType: 1, orgId: group.id, roleKey: 'group_ops' },
          { orgType: 2, orgId: brandA.id, roleKey: 'brand_staff' },
        ],
        '集团运营经理',
        false,
      )
      const options = (await get('/org-center/not-power/list-role-org', token)).json().data
      expect(options).toMatchObject([
        { type: 1, typeId: group.id, typeName: group.name },
        { type: 2, typeId: brandA.id, typeName: brandA.name, brand: { industry: { name: '中式正餐' } } },
      ])
      await post('/org-center/not-power/select-role-org', { type: 1, typeId: group.id }, token)
      const asGroup = (await get('/org-center/user/get-role-power', token)).json().data
      expect(paths(asGroup.menus)).toContain('/operateCenter/memberCenter/thirdChannel/feedback')
      expect(asGroup.authCodeList).toEqual(expect.arrayContaining(['feedback.view', 'mendianxuqi']))
      await post('/org-center/not-power/select-role-org', { type: 2, typeId: brandA.id }, token)
      const asBrand = (await get('/org-center/user/get-role-power', token)).json().data
      expect(paths(asBrand.menus)).not.toContain('/operateCenter/memberCenter/thirdChannel/feedback')
      expect(paths(asBrand.menus)).toContain('/businessCenter/costView/accountList')
      expect(asBrand.authCodeList).toEqual(['brand.edit.btn', 'store.create.btn', 'store.edit.btn', 'store.status.btn'])
    })

    it('shows brand staff the brand list under its parent directory', async () => {
      const { data } = (await post('/sellers/user/info', {}, staff)).json()
      expect(paths(data.menus)).toEqual(expect.arrayContaining(['/businessCenter/merchant', '/businessCenter/brand']))
      expect(paths(data.menus)).not.toContain('/businessCenter/group')
    })
  })

  describe('regions and the offline geocoder', () => {
    it('serves provinces, cities and districts (GB/T 2260) with centroids, with an ETag', async () => {
      const account = await buildAccount(t, { role: null })
      const token = await login(t, account.username, account.password)
      const res = await get('/common-center/region/tree', token)
      const tree = res.json().data
      expect(tree).toHaveLength(34)
      const anhui = tree.find((p: { name: string }) => p.name === '安徽省')
      expect(anhui.children).toHaveLength(16)
      const hefei = anhui.children[0]
      expect(hefei).toMatchObject({ code: '340100', name: '合肥市', lng: 117.23, lat: 31.82 })
      // Districts take their city's position; 市辖区 placeholders are not offered.
      expect(hefei.children.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(['瑶海区', '庐阳区', '蜀山区', '包河区', '长丰县', '肥东县', '肥西县', '庐江县', '巢湖市']))
      expect(hefei.children.find((d: { name: string }) => d.name === '蜀山区')).toEqual({ code: '340104', name: '蜀山区', lng: 117.23, lat: 31.82 })
      // A municipality has its one city level; county-level cities a province administers stand beside its cities.
      const beijing = tree.find((p: { code: string }) => p.code === '110000')
      expect(beijing.children).toHaveLength(1)
      expect(beijing.children[0]).toMatchObject({ code: '110100', name: '北京市' })
      expect(beijing.children[0].children.map((d: { name: string }) => d.name)).toContain('朝阳区')
      const hubei = tree.find((p: { code: string }) => p.code === '420000')
      expect(hubei.children.find((c: { code: string }) => c.code === '429004')).toMatchObject({ name: '仙桃市' })
      expect(hubei.children.some((c: { name: string }) => c.name.includes('直辖'))).toBe(false)
      const codes = new Set<string>()
      const walk = (nodes: Array<{ code: string; children?: unknown[] }>, depth: number) => {
        for (const n of nodes) {
          expect(n.code).toMatch(/^\d{6}$/)
          expect(codes.has(n.code)).toBe(false)
          codes.add(n.code)
          expect(depth).toBeLessThanOrEqual(3)
          walk((n.children ?? []) as typeof nodes, depth + 1)
        }
      }
      walk(tree, 1)
      expect(codes.size).toBeGreaterThan(3000)
      const again = await t.app.inject({ method: 'GET', url: '/common-center/region/tree', headers: { ...authed(token), 'if-none-match': res.headers.etag as string } })
      expect(again.statusCode).toBe(304)
    })

    it('geocodes administrative names in an address, preferring a city of the named province', async () => {
      const geocode = async (address: string) => (await get(`/common-center/geo/geocode?address=${encodeURIComponent(address)}`, t.operator)).json().data
      expect(await geocode('安徽省合肥市蜀山区长江西路100号')).toEqual({ lng: 117.23, lat: 31.82, street: '安徽省合肥市', code: '340100' })
      expect(await geocode('合肥')).toMatchObject({ street: '安徽省合肥市' })
      expect(await geocode('海南省海口市龙华区')).toMatchObject({ street: '海南省海口市' })
      expect(await geocode('青海省海南藏族自治州')).toMatchObject({ code: '632500' })
      expect(await geocode('北京市朝阳区')).toMatchObject({ street: '北京市', code: '110100' })
      expect(await geocode('浙江')).toMatchObject({ street: '浙江省', code: '330000' })
      expect(await geocode('火星基地')).toBeNull()
    })

    it('reverse-geocodes a position to the nearest city and refuses impossible coordinates', async () => {
      const res = (await get('/common-center/geo/regeocode?lng=117.30794&lat=31.79322', t.operator)).json().data
      expect(res).toMatchObject({ street: '安徽省合肥市', code: '340100' })
      expect(res.distanceKm).toBeLessThan(10)
      const bad = await get('/common-center/geo/regeocode?lng=200&lat=31', t.operator)
      expect(bad.statusCode).toBe(400)
    })
  })
})

describe('the console shell with an AMap key', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { AMAP_KEY: 'abcdef0123456789', AMAP_SECURITY_CODE: 'fedcba9876543210' } })
  })
  afterAll(() => t.close())

  it('serves the key to the console and lets its pages load AMap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/common-center/shell/config' })
    expect(res.json().data.amap).toEqual({ key: 'abcdef0123456789', securityCode: 'fedcba9876543210' })
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/\*\.amap\.com/)
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/\*\.amap\.com/)
  })
})
