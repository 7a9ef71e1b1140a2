import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PRODUCE_CLASS_ORDER, expiryWarning, type BrandProduce } from '@yunying/contracts'
import { toChinaDate } from '../src/lib/china-time.js'
import { adminTestApp, authed } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { FAST_JOBS, download } from './factories/tasks.js'
import { buildBrandServices, buildBrandStaff, buildStores, buildTenantBrand } from './factories/tenants.js'

const ACCOUNTS = '/org-center/operating/cfg/accounts'

describe('brand services, open-service application and the service-expiry export', () => {
  const t = adminTestApp({ env: FAST_JOBS })
  let staff: string
  /** A brand with every kind of service, a seat ending in 2 days and stores expiring in 2, 20 and 400 days. */
  let own: Awaited<ReturnType<typeof buildTenantBrand>>
  /** A 新正餐 brand with the cashier open and no supply-chain services. */
  let noSupplyChain: Awaited<ReturnType<typeof buildTenantBrand>>
  /** A brand of another group, foreign to the staff. */
  let foreign: Awaited<ReturnType<typeof buildTenantBrand>>
  beforeAll(async () => {
    own = await buildTenantBrand(t)
    await buildBrandServices(t, own.id, [
      { produceType: 'store_pos', status: 1, totalNum: 3, usedNum: 2, totalSeatNum: 30, usedSeatNum: 24, nowBegin: -35, nowEnd: 2, seats: [[2, 10], [20, 12], [200, 8]] },
      { produceType: 'store_member', status: 1, totalNum: 2, usedNum: 1, nowBegin: -340, nowEnd: 25, seats: [[25, 2]] },
      { produceType: 'store_reach', status: 1, nowBegin: -120, nowEnd: 245, attr: { version: 1 } },
      { produceType: 'visual_poster', status: 1, totalNum: 500, usedNum: 120, nowBegin: -60, nowEnd: 90 },
      { produceType: 'scm_purchase', status: 1, totalNum: 10, usedNum: 6, nowBegin: -200, nowEnd: 15 },
      {
        produceType: 'scm_warehouse',
        status: 0,
        nowBegin: -150,
        nowEnd: 215,
        subs: [
          { produceType: 'scm_store_order', status: 1, nowBegin: -150, nowEnd: 215 },
          { produceType: 'scm_kitchen', status: 2, nowBegin: -370, nowEnd: -5, expired: -5 },
        ],
      },
      { produceType: 'finance_reconcile', status: 1, nowBegin: -30, nowEnd: 335 },
      { produceType: 'finance_invoice', status: 2, nowBegin: -375, nowEnd: -10, expired: -10 },
      { produceType: 'bi_report', status: 1, totalNum: 20, usedNum: 4, nowBegin: -10, nowEnd: 355 },
    ])
    await buildStores(t, own, [2, 20, 400])
    noSupplyChain = await buildTenantBrand(t, { groupId: own.groupId, brandType: 70 })
    await buildBrandServices(t, noSupplyChain.id, [
      { produceType: 'store_pos', status: 1, nowBegin: -35, nowEnd: 100 },
      { produceType: 'store_member', status: 1, nowBegin: -35, nowEnd: 100 },
      { produceType: 'finance_reconcile', status: 1, nowBegin: -30, nowEnd: 335 },
    ])
    foreign = await buildTenantBrand(t)
    await buildBrandServices(t, foreign.id, [{ produceType: 'store_pos', status: 1, nowBegin: -35, nowEnd: 100 }])
    staff = (await buildBrandStaff(t, [own])).token
  })

  const post = (url: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url, headers: authed(token), payload })
  const get = (url: string, token = t.operator) => t.app.inject({ method: 'GET', url, headers: authed(token) })
  const today = () => toChinaDate(new Date())

  it('lists a brand’s seat and batch services in the group display order, with seat batches and editions', async () => {
    const brand = own
    const res = await get(`/org-center/produce/list-brand-produce?brandId=${brand.id}`)
    expect(res.statusCode).toBe(200)
    const list = res.json().data as BrandProduce[]
    expect(new Set(list.map((p) => p.produceModel))).toEqual(new Set([1, 2]))
    const ranks = list.map((p) => PRODUCE_CLASS_ORDER.indexOf(p.produceClassDesc))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(list.map((p) => p.produceName)).toEqual(['智慧收银', '会员营销', '智能触达', 'AI 海报设计', '经营报表'])
    const pos = list[0]!
    expect(pos).toMatchObject({ produceClassDesc: '企业门店', produceType: 'store_pos', status: 1, productLevel: 1, subProducts: [] })
    expect(pos.seatEndDateList).toHaveLength(3)
    // A seat ends within 3 days and a service within 30 days.
    expect(expiryWarning(pos.nowEndDate, today())).toBe(3)
    expect(expiryWarning(list[1]!.nowEndDate, today())).toBe(30)
    expect(JSON.parse(list[2]!.attr!)).toEqual({ version: 1 })
    // The edition comes from the catalogue: the reach service's code "1".
    expect(list[2]!.edition).toEqual({ code: '1', name: '基础版', quota: 100000 })
    expect(pos.edition).toBeNull()
  })

  it('lists authorization services with their sub-items and statuses', async () => {
    const brand = own
    const list = (await get(`/product-center/product/list-produce?brandId=${brand.id}`)).json().data as BrandProduce[]
    expect(list.map((p) => [p.produceClassDesc, p.produceName, p.produceModel])).toEqual([
      ['供应链', '采购管理', 3],
      ['供应链', '仓储配送', 31],
      ['财务', '财务对账', 3],
      ['财务', '电子发票', 31],
    ])
    const warehouse = list[1]!
    expect(warehouse.subProducts.map((s) => [s.produceName, s.status])).toEqual([
      ['门店要货', 1],
      ['中央厨房', 2],
    ])
    expect(warehouse.subProducts[1]!.expiredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('refuses an unknown brand and another brand’s services to brand staff', async () => {
    expect((await get('/org-center/produce/list-brand-produce?brandId=999999')).statusCode).toBe(404)
    expect((await get(`/org-center/produce/list-brand-produce?brandId=${foreign.id}`, staff)).json().code).toBe(40301)
    expect((await get(`/product-center/product/list-produce?brandId=${foreign.id}`, staff)).json().code).toBe(40301)
    expect((await get(`/org-center/produce/list-brand-produce?brandId=${own.id}`, staff)).json().data.length).toBeGreaterThan(0)
  })

  it('counts a service as opened only while it is in effect', async () => {
    const brand = noSupplyChain
    const opened = async () =>
      ((await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as Array<{ produceName: string; opened: boolean }>).find((c) => c.produceName === '智慧收银')!.opened
    expect(await opened()).toBe(true)
    // A seat row with status 0 is 未开通 (spec 2 §4): it may be applied for.
    await t.database.db.execute(
      sql`update brand_services set status = 0 where brand_id = ${brand.id} and parent_id is null and produce_type_id = (select id from produce_types where produce_name = '智慧收银')`,
    )
    expect(await opened()).toBe(false)
    await t.database.db.execute(
      sql`update brand_services set status = 1 where brand_id = ${brand.id} and parent_id is null and produce_type_id = (select id from produce_types where produce_name = '智慧收银')`,
    )
  })

  it('offers the services to apply for and records an application with the spec’s messages', async () => {
    const brand = noSupplyChain
    const channels = (await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as Array<{ serviceId: number; produceName: string; opened: boolean; applied: boolean }>
    expect(channels.map((c) => c.produceName)).not.toContain('门店要货')
    const purchase = channels.find((c) => c.produceName === '采购管理')!
    expect(purchase).toMatchObject({ opened: false, applied: false })
    expect(channels.find((c) => c.produceName === '智慧收银')).toMatchObject({ opened: true })
    const apply = (body: object, token = t.operator) =>
      post('/org-center/brand/brand-service-apply', { brandId: brand.id, serviceId: purchase.serviceId, contactName: '吴经理', gender: 1, contactPhone: '13912345678', operatingUrl: '/businessCenter/brand', ...body }, token)
    expect((await apply({ contactName: '' })).json().message).toBe('请输入姓名')
    expect((await apply({ contactPhone: '' })).json().message).toBe('请输入手机号')
    expect((await apply({ contactPhone: '1391234' })).json().message).toBe('请输入正确的手机号')
    expect((await apply({ serviceId: 999999 })).json()).toMatchObject({ code: 40400, message: '该服务不存在或已下架' })
    const ok = await apply({ gender: 0 })
    expect(ok.json()).toMatchObject({ status: true, message: '提交成功', data: { id: expect.any(Number) } })
    const [row] = await rowsOf<{ contact_name: string; gender: number; status: number }>(t, sql`select contact_name, gender, status from brand_service_applies where id = ${ok.json().data.id}`)
    expect(row).toEqual({ contact_name: '吴经理', gender: 0, status: 0 })
    const after = (await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as typeof channels
    expect(after.find((c) => c.serviceId === purchase.serviceId)!.applied).toBe(true)
    const [log] = await rowsOf<{ detail: Record<string, unknown> }>(t, sql`select detail from operation_logs where route = '/org-center/brand/brand-service-apply' and code = 0 order by id desc limit 1`)
    expect(log!.detail).toMatchObject({ brandId: brand.id, serviceName: '采购管理' })
    expect((await apply({}, staff)).json().code).toBe(40301)
  })

  it('refuses what the choice list does not offer: a service for another brand type, one already opened, one already applied for', async () => {
    const brand = noSupplyChain
    const [brandRow] = await rowsOf<{ brand_type: number }>(t, sql`select brand_type from brands where id = ${brand.id}`)
    const apply = (serviceId: number) =>
      post('/org-center/service/brand-service-apply', { brandId: brand.id, serviceId, contactName: '吴经理', gender: 1, contactPhone: '13912345678', operatingUrl: '/businessCenter/brand' })
    // A shown main service for other brand types only.
    const [other] = await rowsOf<{ id: number; produce_name: string }>(
      t,
      sql`insert into produce_types (produce_name, produce_type, class_desc, level, is_show, brand_types, produce_icon) values ('烘焙专供', ${`bakery_only_${process.pid}`}, '其他', 2, 1, ${JSON.stringify([brandRow!.brand_type + 100])}::jsonb, '') returning id, produce_name`,
    )
    const wrongType = await apply(other!.id)
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toBe('“烘焙专供”不适用于该品牌的类型，不能申请开通')
    const channels = (await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as Array<{ serviceId: number; produceName: string; opened: boolean; applied: boolean }>
    expect(channels.map((c) => c.serviceId)).not.toContain(other!.id)
    const opened = channels.find((c) => c.opened)!
    const already = await apply(opened.serviceId)
    expect(already.statusCode).toBe(409)
    expect(already.json().message).toBe(`该品牌已开通“${opened.produceName}”，无需申请`)
    const fresh = channels.find((c) => !c.opened && !c.applied)!
    expect((await apply(fresh.serviceId)).statusCode).toBe(200)
    const again = await apply(fresh.serviceId)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(`该品牌已申请开通“${fresh.produceName}”，请等待处理`)
    const [count] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from brand_service_applies where brand_id = ${brand.id} and produce_type_id = ${fresh.serviceId}`)
    expect(count!.n).toBe(1)
  })

  it('records one waiting application when the same one is sent several times at once; the others answer 409', async () => {
    const brand = await buildTenantBrand(t)
    const channels = (await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as Array<{ serviceId: number; produceName: string; opened: boolean; applied: boolean }>
    const fresh = channels.find((c) => !c.opened && !c.applied)!
    const body = { brandId: brand.id, serviceId: fresh.serviceId, contactName: '吴经理', gender: 1, contactPhone: '13912345678', operatingUrl: '/businessCenter/brand' }
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/org-center/service/brand-service-apply', body)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409])
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ status: false, code: 40900, message: `该品牌已申请开通“${fresh.produceName}”，请等待处理` })
    }
    const [count] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from brand_service_applies where brand_id = ${brand.id} and produce_type_id = ${fresh.serviceId}`)
    expect(count!.n).toBe(1)
    // Once handled, the brand may apply for it again.
    await rowsOf(t, sql`update brand_service_applies set status = 1 where brand_id = ${brand.id}`)
    expect((await post('/org-center/service/brand-service-apply', body)).statusCode).toBe(200)
  })

  const poll = async (flowNo: string, token = t.operator) => {
    for (let i = 0; i < 400; i++) {
      const data = (await get(`${ACCOUNTS}/export-brand-shop-exp-result?flowNo=${flowNo}`, token)).json().data
      if (data.status !== 0) return data
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('export did not finish')
  }

  it('exports the brand’s stores with their expiry and warning bands through the task centre', async () => {
    const brand = own
    const started = await get(`${ACCOUNTS}/export-brand-shop-exp?brandId=${brand.id}&format=csv`)
    expect(started.json()).toMatchObject({ status: true, message: '导出任务已创建', data: { flowNo: expect.any(String) } })
    const result = await poll(started.json().data.flowNo)
    expect(result).toMatchObject({ status: 1, url: expect.stringMatching(/^\/sellers\/download\//) })
    const lines = (await download(t, result.url)).body.slice(1).trimEnd().split('\n')
    expect(lines[0]).toBe('门店ID,门店名称,门店编码,品牌名称,集团名称,营业状态,所在地区,详细地址,联系人,联系电话,开业日期,到期日期,剩余天数,到期提醒')
    const [count] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from stores where brand_id = ${brand.id}`)
    expect(count!.n).toBeGreaterThanOrEqual(3)
    expect(lines).toHaveLength(count!.n + 1)
    // The brand's stores expire in 2 days, in 20 days and next year.
    expect(lines.filter((l) => l.endsWith(',2,3天内到期'))).toHaveLength(1)
    expect(lines.filter((l) => l.endsWith(',20,30天内到期'))).toHaveLength(1)
    expect(lines.some((l) => l.endsWith(',400,'))).toBe(true)
    expect(lines.slice(1).every((l) => l.includes(`,${own.name},${own.groupName},`))).toBe(true)
    const [log] = await rowsOf<{ detail: Record<string, unknown> }>(t, sql`select detail from operation_logs where route = ${`${ACCOUNTS}/export-brand-shop-exp`} order by id desc limit 1`)
    expect(log!.detail).toMatchObject({ brandId: brand.id })
  })

  it('lets brand staff export their own brand only', async () => {
    const refused = await get(`${ACCOUNTS}/export-brand-shop-exp?brandId=${foreign.id}`, staff)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe(40301)
    expect((await get(`${ACCOUNTS}/export-brand-shop-exp?brandId=999999`)).statusCode).toBe(404)
    const started = (await get(`${ACCOUNTS}/export-brand-shop-exp?brandId=${own.id}`, staff)).json().data
    expect((await poll(started.flowNo, staff)).status).toBe(1)
  })
})
