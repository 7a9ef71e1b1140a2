import { STORE_LIST_COUNT_CAP } from '@yunying/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { menus } from '../src/modules/access/access.table.js'

import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { buildBrand, rowsOf } from './factories/brands.js'
import { buildBrandStaff, buildStores, buildTenantBrand, buildTenantGroup } from './factories/tenants.js'

const BASE = '/org-center/shop'
const PAGE = '/orgCenter/store/list'

describe('store registry', () => {
  const t = adminTestApp()

  const post = (path: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url: path.startsWith('/') ? path : `${BASE}/${path}`, headers: authed(token), payload })
  const get = (path: string, token = t.operator) => t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: authed(token) })
  let seq = 0
  const store = (brandId: number, extra: object = {}) => ({
    brandId,
    name: `测试门店${process.pid % 1000}-${++seq}`,
    provinceCode: '510000',
    cityCode: '510100',
    districtCode: '510104',
    regionName: '四川省/成都市/锦江区',
    address: '春熙路 1 号',
    longitude: 104.08,
    latitude: 30.66,
    contactName: '张三',
    contactPhone: '13800000000',
    operatingUrl: PAGE,
    ...extra,
  })
  const dateIn = (days: number) => new Date(t.clock.now().getTime() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

  it('creates a store, shows its detail, lists it by brand and name, and logs the write', async () => {
    const brand = await buildBrand(t, { name: `门店品牌${process.pid % 1000}` })
    const res = await post('create', store(brand.id, { code: 'CD-001', name: '春熙路店' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, message: '新增成功' })
    const row = res.json().data
    expect(row).toMatchObject({ brandId: brand.id, brandName: brand.name, name: '春熙路店', code: 'CD-001', status: 1, statusName: '营业', districtCode: '510104', longitude: 104.08, latitude: 30.66, version: 1 })
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    expect((await post('detail', { id: row.id })).json().data.name).toBe('春熙路店')
    const page = (await post('page', { brandName: `门店品牌${process.pid % 1000}`, name: '春熙' })).json().data
    expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 })
    expect(page.list[0].id).toBe(row.id)
    expect((await post('page', { brandId: brand.id, name: 'CD-0' })).json().data.list.map((r: { id: number }) => r.id)).toEqual([row.id])
    // Name or code contains, through the pieces index (migration 0023, lower-cased pieces of one to
    // three characters): any case, one character, a piece of each; a text spanning name and code is no match.
    const found = async (name: string) => (await post('page', { brandId: brand.id, name })).json().data.list.map((r: { id: number }) => r.id)
    expect(await found('cd-001')).toEqual([row.id])
    expect(await found('熙')).toEqual([row.id])
    expect(await found('路店')).toEqual([row.id])
    expect(await found('路店CD')).toEqual([])
    expect(await found('春熙路店x')).toEqual([])
    expect(Object.keys(page.list[0])).not.toContain('nameGrams')

    const picker = (await get(`list?brandId=${brand.id}&keyword=春熙&pageSize=1000&pageNum=1`)).json().data
    expect(picker.list).toEqual([{ id: row.id, name: '春熙路店', code: 'CD-001', brandId: brand.id, status: 1 }])

    const [log] = await rowsOf<{ operating_url: string; detail: { name: string } }>(t, sql`select operating_url, detail from operation_logs where route = ${`${BASE}/create`} order by id desc limit 1`)
    expect(log).toMatchObject({ operating_url: PAGE, detail: { name: '春熙路店' } })
  })

  it('validates fields with clear messages', async () => {
    const brand = await buildBrand(t)
    const res = await post('create', { brandId: brand.id, operatingUrl: PAGE })
    expect(res.statusCode).toBe(400)
    const messages = (res.json().data as Array<{ message: string }>).map((d) => d.message)
    expect(messages).toEqual(expect.arrayContaining(['请输入门店名称', '请输入详细地址']))
    expect((await post('create', store(brand.id, { contactPhone: '123' }))).json().data.map((d: { message: string }) => d.message)).toContain('请输入正确的联系电话')
    expect((await post('create', store(brand.id, { openDate: '2026-05-01', expireDate: '2026-04-01' }))).json().data.map((d: { message: string }) => d.message)).toContain('到期日期不能早于开业日期')
    const region = await post('create', store(brand.id, { cityCode: '110100' }))
    expect(region.statusCode).toBe(400)
    expect(region.json().message).toBe('所在地区不正确，请重新选择')
    expect((await post('create', store(999_999))).json().message).toBe('品牌不存在或已删除')
  })

  it('keeps codes unique within a brand, edits with a version and changes the status', async () => {
    const brand = await buildBrand(t)
    const other = await buildBrand(t)
    const a = (await post('create', store(brand.id, { code: 'S1' }))).json().data
    const dup = await post('create', store(brand.id, { code: 'S1' }))
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe('该品牌下已有相同编码的门店')
    expect((await post('create', store(other.id, { code: 'S1' }))).statusCode).toBe(200)
    const b = (await post('create', store(brand.id, { code: 'S2' }))).json().data
    expect((await post('update', { ...store(brand.id, { code: 'S1' }), id: b.id })).json().message).toBe('该品牌下已有相同编码的门店')

    const edited = await post('update', { ...store(brand.id, { name: '改名店', code: 'S1' }), id: a.id, version: 1 })
    expect(edited.json()).toMatchObject({ status: true, message: '修改成功', data: { name: '改名店', version: 2, brandId: brand.id } })
    const stale = await post('update', { ...store(brand.id), id: a.id, version: 1 })
    expect(stale.statusCode).toBe(409)

    const closed = await post('status', { id: a.id, status: 0, operatingUrl: PAGE })
    expect(closed.json()).toMatchObject({ message: '已设为停业', data: { status: 0, statusName: '停业' } })
    expect((await post('page', { brandId: brand.id, status: 0 })).json().data.list.map((r: { id: number }) => r.id)).toEqual([a.id])
    expect((await post('detail', { id: 999_999 })).statusCode).toBe(404)
  })

  it('warns about expiry in the 3 and 30 day bands and counts them for the renewal prompt', async () => {
    const brand = await buildBrand(t)
    const soon = (await post('create', store(brand.id, { expireDate: dateIn(2) }))).json().data
    const month = (await post('create', store(brand.id, { expireDate: dateIn(20) }))).json().data
    const gone = (await post('create', store(brand.id, { expireDate: dateIn(-1) }))).json().data
    const far = (await post('create', store(brand.id, { expireDate: dateIn(90) }))).json().data
    expect([soon.expireWarning, month.expireWarning, gone.expireWarning, far.expireWarning]).toEqual(['within3', 'within30', 'expired', null])
    expect(soon.expireDays).toBe(2)
    const within = (await post('page', { brandId: brand.id, expireWithinDays: 30 })).json().data
    expect(within.list.map((r: { id: number }) => r.id).sort()).toEqual([soon.id, month.id, gone.id].sort())
    expect((await get('expiring-count')).json().data.count).toBeGreaterThanOrEqual(3)
  })

  it('counts totals and the renewal prompt within the scope: the platform, a group-limited role and a brand', async () => {
    const groupIds = [(await buildTenantGroup(t)).id, (await buildTenantGroup(t)).id]
    const [near, far] = [await buildBrand(t, { groupId: groupIds[0]! }), await buildBrand(t, { groupId: groupIds[1]! })]
    for (const brand of [near, far]) for (let i = 0; i < 2; i++) await post('create', store(brand.id, { expireDate: dateIn(5) }))
    const expected = async (where: ReturnType<typeof sql>) => ({
      total: (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from stores s join brands b on b.id = s.brand_id where ${where}`))[0]!.n,
      expiring: (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from stores s join brands b on b.id = s.brand_id where ${where} and s.status = 1 and s.expire_date <= ${dateIn(30)}`))[0]!.n,
    })
    const seen = async (token: string) => ({ total: (await post('page', {}, token)).json().data.total, expiring: (await get('expiring-count', token)).json().data.count })

    expect(await seen(t.operator)).toEqual(await expected(sql`true`))
    // A platform role limited to the first group (its holders see that group's brands only).
    const [page] = await t.database.db.select().from(menus).where(eq(menus.path, PAGE))
    const role = (await post('/org-center/role/save', { name: `门店运营${seq}`, orgType: 0, menuIds: [page!.id], dataScopeGroupIds: [groupIds[0]] })).json().data
    const limited = await buildAccount(t, { roleId: role.id })
    const scoped = await seen(await login(t, limited.username, limited.password))
    expect(scoped).toEqual(await expected(sql`b.group_id = ${groupIds[0]!}`))
    expect(scoped.total).toBeLessThan((await seen(t.operator)).total)
    const { token: staff } = await buildBrandStaff(t, [near])
    expect(await seen(staff)).toEqual(await expected(sql`b.id = ${near.id}`))
  })

  it('stops counting at 10,000 stores and says so; the picker too; below the cap the count is exact', async () => {
    const brand = await buildBrand(t)
    await t.database.db.execute(sql`insert into stores (brand_id, name, province_code, city_code, address, longitude, latitude)
      select ${brand.id}, '批量门店' || g, '510000', '510100', '春熙路', 104.08, 30.66 from generate_series(1, ${STORE_LIST_COUNT_CAP + 1}) g`)
    try {
      const all = (await post('page', { brandId: brand.id })).json().data
      expect(all).toMatchObject({ total: STORE_LIST_COUNT_CAP, totalCapped: true })
      expect(all.list).toHaveLength(10)
      expect((await post('page', { brandId: brand.id, name: '批量门店1000' })).json().data).toMatchObject({ total: 3, totalCapped: false })
      expect((await get(`list?brandId=${brand.id}&pageSize=1000`)).json().data).toMatchObject({ total: STORE_LIST_COUNT_CAP, totalCapped: true })
      expect((await get(`list?brandId=${brand.id}&keyword=批量门店999&pageSize=1000`)).json().data).toMatchObject({ total: 11, totalCapped: false })
    } finally {
      // The other tests compare exact totals below the cap.
      await t.database.db.execute(sql`delete from stores where brand_id = ${brand.id}`)
    }
  })

  it('opens store-level services for a store, keeps its expiry at the earliest end, and refuses other services', async () => {
    const brand = await buildBrand(t, { brandType: 2 })
    const row = (await post('create', store(brand.id, { expireDate: dateIn(300) }))).json().data
    const initial = (await post('services', { id: row.id })).json().data
    expect(initial).toMatchObject({ storeId: row.id, list: [] })
    const names = initial.options.map((o: { produceName: string }) => o.produceName)
    // Store-level catalogue services (granularity 门店) only: 智慧收银 is, 会员营销 (brand level) is not.
    expect(names).toContain('智慧收银')
    expect(names).not.toContain('会员营销')
    const pos = initial.options.find((o: { produceName: string }) => o.produceName === '智慧收银').produceTypeId
    const takeout = initial.options.find((o: { produceName: string }) => o.produceName === '外卖接单').produceTypeId

    const saved = await post('service-save', { storeId: row.id, produceTypeId: pos, beginDate: dateIn(-10), endDate: dateIn(25) })
    expect(saved.json()).toMatchObject({ status: true, message: '保存成功' })
    expect(saved.json().data.list).toEqual([expect.objectContaining({ produceName: '智慧收银', endDate: dateIn(25), expireDays: 25, expireWarning: 'within30' })])
    await post('service-save', { storeId: row.id, produceTypeId: takeout, endDate: dateIn(1) })
    let detail = (await post('detail', { id: row.id })).json().data
    expect(detail).toMatchObject({ expireDate: dateIn(1), expireWarning: 'within3' })
    // Editing the store keeps the services' expiry: the same date or none is fine, another is refused, not ignored.
    const edited = await post('update', { ...store(brand.id), id: row.id, brandId: undefined, name: row.name, expireDate: dateIn(1) })
    expect(edited.json().data.expireDate).toBe(dateIn(1))
    expect((await post('update', { ...store(brand.id), id: row.id, brandId: undefined, name: row.name })).json().data.expireDate).toBe(dateIn(1))
    // Changing a period and removing a service follow.
    await post('service-save', { storeId: row.id, produceTypeId: takeout, endDate: dateIn(60) })
    expect((await post('detail', { id: row.id })).json().data.expireDate).toBe(dateIn(25))
    expect((await post('service-remove', { storeId: row.id, produceTypeId: pos })).json().message).toBe('已移除')
    detail = (await post('detail', { id: row.id })).json().data
    expect(detail.expireDate).toBe(dateIn(60))
    expect((await post('service-remove', { storeId: row.id, produceTypeId: pos })).statusCode).toBe(404)

    const member = (await post('/org-center/produce/produce-type-list', { keyword: 'store_member' }).then((r) => r.json().data.list[0])) as { id: number }
    const refused = await post('service-save', { storeId: row.id, produceTypeId: member.id, endDate: dateIn(10) })
    expect(refused.json().message).toBe('“会员营销”不是门店级服务，不能为门店开通')
    expect((await post('service-save', { storeId: row.id, produceTypeId: pos, beginDate: dateIn(5), endDate: dateIn(1) })).json().data.map((d: { message: string }) => d.message)).toContain('到期日期不能早于开通日期')

    const [log] = await rowsOf<{ detail: { service: string } }>(t, sql`select detail from operation_logs where route = ${`${BASE}/service-save`} and code = 0 order by id desc limit 1`)
    expect(log?.detail.service).toBe('外卖接单')
  })

  it('refuses an expiry the services decide instead of answering 修改成功 and keeping it (item 9)', async () => {
    const brand = await buildBrand(t, { brandType: 2 })
    const row = (await post('create', store(brand.id, { openDate: dateIn(-30), expireDate: dateIn(300) }))).json().data
    const pos = (await post('services', { id: row.id })).json().data.options.find((o: { produceName: string }) => o.produceName === '智慧收银').produceTypeId
    await post('service-save', { storeId: row.id, produceTypeId: pos, beginDate: dateIn(-10), endDate: dateIn(20) })
    const refused = await post('update', { ...store(brand.id), id: row.id, brandId: undefined, name: row.name, openDate: dateIn(-30), expireDate: dateIn(500) })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      status: false,
      message: `该门店的到期日期由已开通的服务决定（${dateIn(20)}），请在「服务」中修改服务期`,
      data: [{ path: 'body.expireDate' }],
    })
    expect((await post('detail', { id: row.id })).json().data).toMatchObject({ expireDate: dateIn(20), version: row.version + 1 })
  })

  it('refuses a service period that ends before it begins, even when the begin is the one saved before (item 8)', async () => {
    const brand = await buildBrand(t, { brandType: 2 })
    const row = (await post('create', store(brand.id))).json().data
    const pos = (await post('services', { id: row.id })).json().data.options.find((o: { produceName: string }) => o.produceName === '智慧收银').produceTypeId
    await post('service-save', { storeId: row.id, produceTypeId: pos, beginDate: dateIn(10), endDate: dateIn(40) })
    // Only the end sent, before the saved begin: refused with the begin named, and nothing changes.
    const refused = await post('service-save', { storeId: row.id, produceTypeId: pos, endDate: dateIn(5) })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: `到期日期不能早于开通日期（${dateIn(10)}）`, data: [{ path: 'body.endDate' }] })
    const services = (await post('services', { id: row.id })).json().data
    expect(services.list).toEqual([expect.objectContaining({ beginDate: dateIn(10), endDate: dateIn(40) })])
    // A renewal without the begin keeps it.
    await post('service-save', { storeId: row.id, produceTypeId: pos, endDate: dateIn(90) })
    expect((await post('services', { id: row.id })).json().data.list).toEqual([expect.objectContaining({ beginDate: dateIn(10), endDate: dateIn(90) })])
    // A new service without a begin starts today: an end in the past is refused.
    const takeout = services.options.find((o: { produceName: string }) => o.produceName === '外卖接单').produceTypeId
    expect((await post('service-save', { storeId: row.id, produceTypeId: takeout, endDate: dateIn(-1) })).json()).toMatchObject({ status: false, message: '到期日期不能早于今天' })
  })

  it('scopes stores to the brand staff and requires the store codes', async () => {
    const own = await buildTenantBrand(t)
    await buildStores(t, own, [2, 20, 400])
    const foreign = await buildBrand(t)
    const mine = (await post('create', store(own.id, { name: '员工可见店' }))).json().data
    const theirs = (await post('create', store(foreign.id, { name: '外部门店' }))).json().data
    const { token: staff } = await buildBrandStaff(t, [own])

    const names = (await post('page', { pageSize: 100 }, staff)).json().data.list.map((r: { name: string }) => r.name)
    expect(names).toContain('员工可见店')
    expect(names).not.toContain('外部门店')
    // The stores the brand had before, too.
    expect(names).toEqual(expect.arrayContaining([`${own.name}1号店`, `${own.name}2号店`, `${own.name}3号店`]))
    // Another brand's id answers 403 as everywhere else (the access kernel decides it), not an empty page.
    const picker = await get(`list?brandId=${foreign.id}`, staff)
    expect(picker.statusCode).toBe(403)
    expect(picker.json()).toMatchObject({ code: 40301, message: '无权访问其他品牌的数据' })
    expect((await post('detail', { id: theirs.id }, staff)).statusCode).toBe(403)
    expect((await post('update', { ...store(foreign.id), id: theirs.id }, staff)).statusCode).toBe(403)
    expect((await post('create', store(foreign.id), staff)).statusCode).toBe(403)
    expect((await post('create', store(own.id, { name: '员工新增店' }), staff)).json().data.brandId).toBe(own.id)
    expect((await post('status', { id: mine.id, status: 0, operatingUrl: PAGE }, staff)).json().data.status).toBe(0)

    // An account without the store page or codes is refused.
    const plain = await buildAccount(t, { role: null })
    const token = await login(t, plain.username, plain.password)
    expect((await post('page', {}, token)).statusCode).toBe(403)
    expect((await post('create', store(own.id), token)).statusCode).toBe(403)
  })
})
