import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTestApp, authed } from './factories/accounts.js'
import { buildBrand, rowsOf } from './factories/brands.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

const ACCOUNTS = '/org-center/operating/cfg/accounts'
const OPERATE = { accountName: '平台管理员', accountPhone: '13800000000' }

describe('brand accounts: super admins and boss-cockpit accounts', () => {
  const t = adminTestApp()
  let staff: string
  /** The staff's brand, and a brand of another group. */
  let own: Awaited<ReturnType<typeof buildTenantBrand>>
  let foreign: Awaited<ReturnType<typeof buildTenantBrand>>
  beforeAll(async () => {
    own = await buildTenantBrand(t)
    foreign = await buildTenantBrand(t)
    staff = (await buildBrandStaff(t, [own])).token
  })

  const post = (url: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url, headers: authed(token), payload })
  let phoneSeq = 0
  const phone = () => `1360000${String(process.pid % 100).padStart(2, '0')}${String(++phoneSeq).padStart(2, '0')}`

  describe('super admins', () => {
    const create = (brand: { id: number; groupId: number }, body: object, token = t.operator) =>
      post(`${ACCOUNTS}/create-hq-account`, { brandId: brand.id, groupId: brand.groupId, countryCode: '+86', operateAccount: OPERATE, operatingUrl: '/businessCenter/brand', ...body }, token)
    const list = (brand: { id: number; groupId: number }, extra: object = {}, token = t.operator) =>
      post(`${ACCOUNTS}/list-admin-account-by-brand`, { brandId: brand.id, groupId: brand.groupId, pageNum: 1, pageSize: 10, operateAccount: OPERATE, ...extra }, token)

    it('adds super admins with the spec’s rules and lists them ten to a page', async () => {
      const brand = await buildBrand(t)
      const message = async (body: object) => (await create(brand, body)).json().message as string
      expect(await message({ name: '', mobile: phone() })).toBe('请输入姓名')
      expect(await message({ name: '名'.repeat(21), mobile: phone() })).toBe('姓名最多 20 个字')
      expect(await message({ name: '张三', mobile: '' })).toBe('请输入手机号')
      expect(await message({ name: '张三', mobile: '2380000000' })).toBe('请输入正确的手机号')
      expect(await message({ name: '张三', mobile: '1234567', countryCode: '+852' })).toBe('请输入正确的手机号')
      const mobile = phone()
      const added = await create(brand, { name: '张三', mobile })
      expect(added.json()).toMatchObject({ status: true, message: '添加成功', data: { name: '张三', mobile, countryCode: '+86', brandId: brand.id, groupId: brand.groupId } })
      // Without a country code +86 is assumed; outside +86 eight digits are enough.
      expect((await post(`${ACCOUNTS}/create-hq-account`, { brandId: brand.id, groupId: brand.groupId, name: '李四', mobile: phone() })).json().data.countryCode).toBe('+86')
      expect((await create(brand, { name: 'Wong', mobile: '61234567', countryCode: '+852' })).json().data).toMatchObject({ countryCode: '+852', mobile: '61234567' })
      const again = await create(brand, { name: '张三', mobile })
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('该手机号已是本品牌的超级管理员')
      for (let i = 0; i < 9; i++) await create(brand, { name: `管理员${i}`, mobile: phone() })
      const first = (await list(brand)).json().data
      expect(first.total).toBe(12)
      expect(first.list).toHaveLength(10)
      expect(first.list[0]).toMatchObject({ name: '管理员8', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) })
      expect((await list(brand, { pageNum: 2 })).json().data.list).toHaveLength(2)
    })

    it('records who added and removed, with operateAccount, and removal takes the brand away from the account', async () => {
      const brand = await buildBrand(t)
      const mobile = phone()
      const admin = (await create(brand, { name: '王五', mobile })).json().data
      const grants = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from account_orgs where account_id = ${admin.accountId} and org_type = 2 and org_id = ${brand.id}`))[0]!.n
      expect(await grants()).toBe(1)
      const removed = await post(`${ACCOUNTS}/hq-account-remove-admin`, { id: admin.id, accountId: admin.accountId, brandId: brand.id, groupId: brand.groupId, operateAccount: OPERATE, operatingUrl: '/businessCenter/brand' })
      expect(removed.json()).toMatchObject({ status: true, message: '移除成功' })
      expect(await grants()).toBe(0)
      expect((await list(brand)).json().data.total).toBe(0)
      const again = await post(`${ACCOUNTS}/hq-account-remove-admin`, { id: admin.id, accountId: admin.accountId, brandId: brand.id, groupId: brand.groupId })
      expect(again.statusCode).toBe(404)
      expect(again.json().message).toBe('该超级管理员不存在或已移除')
      const logs = await rowsOf<{ route: string; operating_url: string; detail: Record<string, unknown> }>(
        t,
        sql`select route, operating_url, detail from operation_logs where route like ${`${ACCOUNTS}/%`} and (detail->>'brandId')::int = ${brand.id} order by id`,
      )
      expect(logs.map((l) => l.route)).toEqual([`${ACCOUNTS}/create-hq-account`, `${ACCOUNTS}/hq-account-remove-admin`])
      expect(logs[0]).toMatchObject({ operating_url: '/businessCenter/brand', detail: { addedSuperAdmin: { accountId: admin.accountId, mobile }, operateAccount: OPERATE } })
      expect(logs[1]!.detail).toMatchObject({ removedSuperAdmin: { mobile }, operateAccount: OPERATE })
    })

    it('refuses a brand without the new account structure, an unknown brand and a mismatched group', async () => {
      const old = await buildBrand(t, { accountVersion: null })
      expect((await create(old, { name: '赵六', mobile: phone() })).json().message).toBe('该品牌未启用新版账号体系，不能添加超级管理员')
      expect((await create({ id: 999999, groupId: old.groupId }, { name: '赵六', mobile: phone() })).statusCode).toBe(404)
      const otherGroup = (await buildBrand(t)).groupId
      expect((await list({ id: old.id, groupId: otherGroup })).json().message).toBe('品牌不属于该集团')
    })

    it('keeps brand staff to their own brand', async () => {
      expect((await list(own, {}, staff)).statusCode).toBe(200)
      expect((await list(foreign, {}, staff)).json().code).toBe(40301)
      expect((await create(foreign, { name: '越权', mobile: phone() }, staff)).json().code).toBe(40301)
      const foreignAdmin = (await create(foreign, { name: '别家管理员', mobile: phone() })).json().data
      const refused = await post(`${ACCOUNTS}/hq-account-remove-admin`, { id: foreignAdmin.id, accountId: foreignAdmin.accountId, brandId: foreign.id, groupId: foreign.groupId }, staff)
      expect(refused.statusCode).toBe(403)
      expect((await create(own, { name: '本店管理员', mobile: phone() }, staff)).json().status).toBe(true)
    })
  })

  describe('boss-cockpit accounts', () => {
    const create = (brand: { id: number; groupId: number }, body: object, token = t.operator) =>
      post('/org-center/brand/create-boss-account', { brandId: brand.id, groupId: brand.groupId, countryCode: '+86', createChannel: 'pc', accountType: 1, operatingUrl: '/businessCenter/brand', ...body }, token)
    const list = (brand: { id: number; groupId: number }, extra: object = {}, token = t.operator) =>
      post('/org-center/brand/list-boss-account', { brandId: brand.id, groupId: brand.groupId, accountType: 1, pageNum: 1, ...extra }, token)

    it('adds boss accounts with the spec’s messages; the first one opens the cockpit', async () => {
      const brand = await buildBrand(t, { bossCockpitOpen: 0 })
      const message = async (body: object) => (await create(brand, body)).json().message as string
      expect(await message({ name: '', mobile: phone() })).toBe('请输入姓名')
      expect(await message({ name: '名'.repeat(11), mobile: phone() })).toBe('姓名最多 10 个字')
      expect(await message({ name: '钱老板', mobile: '' })).toBe('请输入手机号')
      expect(await message({ name: '钱老板', mobile: '1380000' })).toBe('请输入正确的手机号')
      expect(await message({ name: '钱老板', mobile: '138000000001' })).toBe('请输入正确的手机号')
      const mobile = phone()
      const added = await create(brand, { name: '钱老板', mobile })
      expect(added.json()).toMatchObject({ status: true, message: '添加成功', data: { name: '钱老板', mobile, createChannel: 'pc', accountType: 1, brandId: brand.id } })
      const detail = (await t.app.inject({ method: 'GET', url: `/org-center/brand/detail-brand?brandId=${brand.id}`, headers: authed(t.operator) })).json().data
      expect(detail).toMatchObject({ bossCockpitOpen: 1, version: 2 })
      const [log] = await rowsOf<{ detail: Record<string, unknown> }>(t, sql`select detail from operation_logs where route = '/org-center/brand/create-boss-account' order by id desc limit 1`)
      expect(log!.detail).toMatchObject({ brandId: brand.id, bossCockpitOpened: true })
      const again = await create(brand, { name: '钱老板', mobile })
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('该手机号已是本品牌的老板驾驶舱账号')
    })

    it('looks a name up by mobile, or answers null', async () => {
      const brand = await buildBrand(t)
      const mobile = phone()
      await create(brand, { name: '孙掌柜', mobile })
      const found = await post('/org-center/brand/hq-account-by-mobile', { mobile, brandId: brand.id, groupId: brand.groupId })
      expect(found.json()).toMatchObject({ status: true, data: { name: '孙掌柜' } })
      expect((await post('/org-center/brand/hq-account-by-mobile', { mobile: '13011112222', brandId: brand.id, groupId: brand.groupId })).json().data).toBeNull()
      expect((await post('/org-center/brand/hq-account-by-mobile', { mobile, brandId: foreign.id }, staff)).json().code).toBe(40301)
    })

    it('lists twenty to a page, finds by name or mobile, and deletes', async () => {
      const brand = await buildBrand(t)
      const mobiles: string[] = []
      for (let i = 0; i < 22; i++) {
        mobiles.push(phone())
        await create(brand, { name: i === 5 ? '周大福' : `老板${i}`, mobile: mobiles[i] })
      }
      const first = (await list(brand)).json().data
      expect(first).toMatchObject({ total: 22, pageNum: 1, pageSize: 20 })
      expect(first.list).toHaveLength(20)
      expect((await list(brand, { pageNum: 2 })).json().data.list).toHaveLength(2)
      expect((await list(brand, { keyword: '周大' })).json().data.list.map((r: { mobile: string }) => r.mobile)).toEqual([mobiles[5]])
      expect((await list(brand, { keyword: mobiles[7]!.slice(-4) })).json().data.total).toBeGreaterThanOrEqual(1)
      const target = first.list[0]
      const deleted = await post('/org-center/brand/delete-boss-account', { id: target.id, brandId: brand.id, groupId: brand.groupId, accountType: 1, operatingUrl: '/businessCenter/brand' })
      expect(deleted.json()).toMatchObject({ status: true, message: '删除成功' })
      expect((await list(brand)).json().data.total).toBe(21)
      const again = await post('/org-center/brand/delete-boss-account', { id: target.id, brandId: brand.id, groupId: brand.groupId, accountType: 1 })
      expect(again.json()).toMatchObject({ code: 40400, message: '该老板驾驶舱账号不存在或已删除' })
    })

    it('has no permission code, but keeps brand staff to their own brand', async () => {
      expect((await create(own, { name: '店长老板', mobile: phone() }, staff)).json().status).toBe(true)
      expect((await list(own, {}, staff)).json().data.total).toBeGreaterThanOrEqual(1)
      expect((await list(foreign, {}, staff)).json().code).toBe(40301)
      expect((await create(foreign, { name: '越权', mobile: phone() }, staff)).json().code).toBe(40301)
      const foreignBoss = (await create(foreign, { name: '别家老板', mobile: phone() })).json().data
      expect((await post('/org-center/brand/delete-boss-account', { id: foreignBoss.id, brandId: foreign.id, accountType: 1 }, staff)).statusCode).toBe(403)
      // Naming the own brand does not reach another brand's row.
      expect((await post('/org-center/brand/delete-boss-account', { id: foreignBoss.id, brandId: own.id, accountType: 1 }, staff)).statusCode).toBe(404)
    })
  })
})
