import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTestApp, authed } from './factories/accounts.js'
import { buildBrand, rowsOf } from './factories/brands.js'
import { buildBrandServices, buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

const BASE = '/org-center/produce'
const PAGE = '/businessCenter/serviceManagement/list'

/** A PNG whose header says width × height (all a measurer reads), padded to `bytes`. */
const png = (width: number, height: number, bytes = 0) => {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write('IHDR', 4, 'latin1')
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr[16] = 8
  ihdr[17] = 6
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr])
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))])
}
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(20)])
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>')

describe('service catalogue', () => {
  // Uploads take more than an icon may be, so the icon's own limit is what refuses.
  const t = adminTestApp({ env: { UPLOAD_IMAGE_MAX_BYTES: String(4 * 1024 * 1024) } })
  let squareIcon: string
  /** A 餐饮 brand with the cashier open, and its staff signed in. */
  let own: Awaited<ReturnType<typeof buildTenantBrand>>
  let staff: string
  /** A brand of another group. */
  let foreign: Awaited<ReturnType<typeof buildTenantBrand>>
  beforeAll(async () => {
    squareIcon = await upload(png(64, 64), 'icon.png')
    const [industry] = await rowsOf<{ id: number }>(t, sql`select id from industries where brand_type = 2 order by sort, id limit 1`)
    own = await buildTenantBrand(t, { brandType: 2, industryId: industry?.id ?? null })
    await buildBrandServices(t, own.id, [{ produceType: 'store_pos', status: 1, nowBegin: -35, nowEnd: 100 }])
    staff = (await buildBrandStaff(t, [own])).token
    foreign = await buildTenantBrand(t)
  })

  const post = (path: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url: path.startsWith('/') ? path : `${BASE}/${path}`, headers: authed(token), payload: { operatingUrl: PAGE, ...payload } })
  const get = (path: string, token = t.operator) => t.app.inject({ method: 'GET', url: path.startsWith('/') ? path : `${BASE}/${path}`, headers: authed(token) })
  async function upload(bytes: Buffer, name: string) {
    const fd = new FormData()
    fd.append('fileType', '0')
    fd.append('file', new Blob([bytes]), name)
    const res = await t.app.inject({ method: 'POST', url: '/sellers/dispatch/uploadFile', headers: authed(t.operator), payload: fd })
    if (!res.json().status) throw new Error(res.body)
    return res.json().data.url as string
  }
  let seq = 0
  const code = () => `svc_${process.pid % 10000}_${++seq}`
  const service = (extra: object = {}) => ({
    produceType: code(),
    produceName: `测试服务${seq}`,
    produceMold: 0,
    classDesc: '企业门店',
    produceIcon: squareIcon,
    level: 2,
    produceModel: 1,
    brandTypes: [2, 18],
    introduce: '一句话介绍',
    ...extra,
  })
  const messages = (res: { json(): { data: Array<{ message: string }> } }) => res.json().data.map((d) => d.message)
  const moldNamed = async (name: string) => {
    const res = await post('produce-mold-save', { name })
    expect(res.json()).toMatchObject({ status: true, message: '保存成功' })
    return res.json().data.id as number
  }

  describe('categories', () => {
    it('lists 未分类 first with counts, adds and renames a category, and refuses duplicates and 未分类', async () => {
      const id = await moldNamed(`分类${process.pid % 1000}甲`)
      let molds = (await post('produce-mold-list', {})).json().data
      expect(molds[0]).toMatchObject({ id: 0, name: '未分类', fixed: true })
      expect(molds.find((m: { id: number }) => m.id === id)).toMatchObject({ serviceCount: 0, fixed: false })

      expect((await post('produce-mold-save', { id, name: `分类${process.pid % 1000}乙` })).json().status).toBe(true)
      molds = (await post('produce-mold-list', {})).json().data
      expect(molds.find((m: { id: number }) => m.id === id).name).toBe(`分类${process.pid % 1000}乙`)

      const dup = await post('produce-mold-save', { name: `分类${process.pid % 1000}乙` })
      expect(dup.statusCode).toBe(409)
      expect(dup.json().message).toBe('已有同名分类')
      expect((await post('produce-mold-save', { id: 0, name: '改名' })).json().message).toBe('“未分类”不能重命名')
      expect((await get('produce-mold-delete?id=0')).json().message).toBe('“未分类”不能删除')
      expect(messages(await post('produce-mold-save', { name: ' ' }))).toContain('请输入分类名称')
    })

    it('refuses 全部 and 未分类 as a category name, as new or as a rename: the panel lists them itself', async () => {
      for (const name of ['全部', ' 全部 ', '未分类']) {
        const res = await post('produce-mold-save', { name })
        expect(res.statusCode).toBe(400)
        expect(messages(res)).toContain(`“${name.trim()}”是分类列表自带的名称，请换一个名称`)
      }
      const id = await moldNamed(`分类${process.pid % 1000}丙`)
      expect((await post('produce-mold-save', { id, name: '全部' })).statusCode).toBe(400)
      const molds = (await post('produce-mold-list', {})).json().data as Array<{ name: string }>
      expect(molds.filter((m) => m.name === '全部')).toEqual([])
    })

    it('refuses to delete a category that still holds services, and deletes an empty one', async () => {
      const id = await moldNamed(`满分类${process.pid % 1000}`)
      const s = service({ produceMold: id })
      expect((await post('produce-type-create', s)).json().status).toBe(true)
      const refused = await get(`produce-mold-delete?id=${id}`)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe('该分类下还有 1 个服务，请先将它们移到其他分类')

      const empty = await moldNamed(`空分类${process.pid % 1000}`)
      const res = await get(`produce-mold-delete?id=${empty}`)
      expect(res.json()).toMatchObject({ status: true, message: '删除成功' })
      expect((await post('produce-mold-list', {})).json().data.some((m: { id: number }) => m.id === empty)).toBe(false)
      const [log] = await rowsOf<{ detail: { name: string } }>(t, sql`select detail from operation_logs where route = ${`${BASE}/produce-mold-delete`} order by id desc limit 1`)
      expect(log?.detail.name).toBe(`空分类${process.pid % 1000}`)
    })
  })

  describe('services', () => {
    it('creates a main service and a sub-service, lists them as a tree, and finds the tree by the sub-service', async () => {
      const mold = await moldNamed(`树分类${process.pid % 1000}`)
      const main = service({ produceMold: mold, produceName: '树主服务' })
      const created = await post('produce-type-create', main)
      expect(created.json()).toMatchObject({ status: true, message: '新增成功' })
      expect(created.json().data).toMatchObject({ produceType: main.produceType, produceMold: mold, levelName: '品牌', brandTypeNames: ['餐饮', '烘焙'], isShow: 1, version: 1, pid: null })

      // A sub-service lives in its main service's category, whatever it was sent with.
      const sub = service({ pid: created.json().data.id, produceName: '树子服务', produceMold: 0 })
      const subRes = await post('produce-type-create', sub)
      expect(subRes.json().data).toMatchObject({ pid: created.json().data.id, produceMold: mold })

      const page = (await post('produce-type-list', { produceMold: mold })).json().data
      expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 })
      expect(page.list[0]).toMatchObject({ produceType: main.produceType, subProduceTypes: [expect.objectContaining({ produceType: sub.produceType, produceName: '树子服务' })] })
      const bySub = (await post('produce-type-list', { keyword: '树子服务' })).json().data
      expect(bySub.list.map((r: { produceType: string }) => r.produceType)).toEqual([main.produceType])

      const detail = (await get(`produce-type-detail?produceType=${main.produceType}`)).json().data
      expect(detail.subProduceTypes.map((r: { produceType: string }) => r.produceType)).toEqual([sub.produceType])
      expect((await get(`produce-type-detail?produceType=${sub.produceType}`)).json().data.parentName).toBe('树主服务')
      expect((await get('produce-type-list-simple')).json().data.some((r: { produceType: string }) => r.produceType === sub.produceType)).toBe(false)

      // No grandchildren: a sub-service cannot be a parent.
      const deep = await post('produce-type-create', service({ pid: subRes.json().data.id }))
      expect(deep.json().message).toBe('子服务下不能再添加子服务，请选择主服务')
      // A main service with sub-services cannot become one.
      const other = (await post('produce-type-create', service())).json().data
      const demote = await post('produce-type-update', { ...main, pid: other.id })
      expect(demote.json().message).toBe('该服务下还有子服务，不能设为子服务')
    })

    it('validates the form in the spec’s words', async () => {
      const res = await post('produce-type-create', { produceMold: '' })
      expect(res.statusCode).toBe(400)
      expect(messages(res)).toEqual(expect.arrayContaining(['请输入服务CODE', '请输入服务名称', '请选择服务标签', '请上传服务图标', '请选择服务粒度', '请选择适用品牌类型', '请输入服务介绍']))
      expect(messages(await post('produce-type-create', service({ introduce: '介'.repeat(101) })))).toContain('服务介绍最多 100 个字')
      expect(messages(await post('produce-type-create', service({ brandTypes: [66] })))).toContain('请选择适用行业')
    })

    it('keeps the code unique and the code and granularity fixed once created', async () => {
      const s = service()
      expect((await post('produce-type-create', s)).json().status).toBe(true)
      const again = await post('produce-type-create', { ...s, produceName: '另一个' })
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('服务CODE已存在，请换一个')
      const level = await post('produce-type-update', { ...s, level: 3 })
      expect(level.statusCode).toBe(400)
      expect(level.json().message).toBe('服务粒度创建后不可修改')
      const missing = await post('produce-type-update', { ...s, produceType: 'no_such_service' })
      expect(missing.statusCode).toBe(404)
    })

    it('takes industries only with 餐饮2.0 (66): only its industries, and clears them otherwise', async () => {
      const types = (await get('brand-types')).json().data as Array<{ id: number; industries: Array<{ id: number }> }>
      const of66 = types.find((x) => x.id === 66)!.industries.map((i) => i.id)
      const of18 = types.find((x) => x.id === 18)!.industries.map((i) => i.id)
      const with66 = service({ brandTypes: [66, 2], industryIds: [of66[0]] })
      expect((await post('produce-type-create', with66)).json().data.industryIds).toEqual([of66[0]])
      const foreign = await post('produce-type-create', service({ brandTypes: [66], industryIds: [of18[0]] }))
      expect(foreign.json().message).toBe('所选行业不属于餐饮2.0，请重新选择')
      const cleared = await post('produce-type-update', { ...with66, brandTypes: [2], industryIds: [of66[0]] })
      expect(cleared.json().data.industryIds).toEqual([])
      expect((await post('produce-type-create', service({ brandTypes: [99] }))).json().message).toBe('未知的品牌类型：99')
    })

    it('checks the icon by content: type, size and a square ratio', async () => {
      const gif = await post('produce-type-create', service({ produceIcon: await upload(GIF, 'icon.png') }))
      expect(gif.statusCode).toBe(415)
      expect(gif.json().message).toBe('仅允许上传JPEG/PNG/SVG/BMP格式')
      const wide = await post('produce-type-create', service({ produceIcon: await upload(png(200, 100), 'wide.png') }))
      expect(wide.statusCode).toBe(400)
      expect(wide.json().message).toBe('服务图标须为 1:1 的正方形（当前 200×100）')
      const big = await post('produce-type-create', service({ produceIcon: await upload(png(64, 64, 1024 * 1024 + 10), 'big.png') }))
      expect(big.json().message).toBe('服务图标不能超过 1MB')
      const outside = await post('produce-type-create', service({ produceIcon: 'https://elsewhere.example.com/icon.png' }))
      expect(outside.json().message).toBe('请上传服务图标（须为本平台上传的图片）')
      const svg = await post('produce-type-create', service({ produceIcon: await upload(SVG, 'icon.svg') }))
      expect(svg.json().status).toBe(true)
    })

    it('sanitises the rich-text detail when it is saved', async () => {
      const s = service({ produceDetail: '<p onclick="x()">介绍<script>alert(1)</script></p><img src="https://cdn.example.com/a.png" onerror="alert(1)">' })
      expect((await post('produce-type-create', s)).json().status).toBe(true)
      const detail = (await get(`produce-type-detail?produceType=${s.produceType}`)).json().data.produceDetail
      expect(detail).toBe('<p>介绍</p><img src="https://cdn.example.com/a.png" />')
    })

    it('edits a service with its version, logs what changed, and refuses a stale version', async () => {
      const s = service()
      const created = (await post('produce-type-create', s)).json().data
      const res = await post('produce-type-update', { ...s, produceName: '改过的名字', version: created.version })
      expect(res.json()).toMatchObject({ status: true, message: '修改成功', data: { produceName: '改过的名字', version: 2 } })
      const [log] = await rowsOf<{ detail: { changed: Record<string, unknown> } }>(t, sql`select detail from operation_logs where route = ${`${BASE}/produce-type-update`} order by id desc limit 1`)
      expect(log?.detail.changed).toEqual({ produceName: { from: s.produceName, to: '改过的名字' } })
      const stale = await post('produce-type-update', { ...s, produceName: '又一次', version: 1 })
      expect(stale.statusCode).toBe(409)
      expect(stale.json().message).toBe('该服务已被他人修改，请刷新后重试')
    })

    it('hides a service from the open-service choices but keeps brands’ existing services', async () => {
      const brand = own
      const choices = async () => (await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as Array<{ produceType: string }>
      const s = service({ brandTypes: [2, 66, 18, 70, 68], industryIds: [((await get('brand-types')).json().data as Array<{ id: number; industries: Array<{ id: number }> }>).find((x) => x.id === 66)!.industries[0]!.id] })
      expect((await post('produce-type-create', s)).json().status).toBe(true)
      expect((await choices()).map((c) => c.produceType)).toContain(s.produceType)

      const opened = (await post('/org-center/produce/produce-type-list', { keyword: 'store_pos' })).json().data.list[0]
      expect((await post('produce-type-show', { produceType: s.produceType, isShow: 0 })).json()).toMatchObject({ status: true, message: '已隐藏' })
      expect((await post('produce-type-show', { produceType: opened.produceType, isShow: 0 })).json().status).toBe(true)
      expect((await choices()).map((c) => c.produceType)).not.toContain(s.produceType)
      // The brand's opened 智慧收银 is still listed in its detail.
      const produce = (await get(`/org-center/produce/list-brand-produce?brandId=${brand.id}`)).json().data as Array<{ produceType: string }>
      expect(produce.map((p) => p.produceType)).toContain('store_pos')
      expect((await post('produce-type-show', { produceType: opened.produceType, isShow: 1 })).json().message).toBe('已显示')
      expect((await post('produce-type-show', { produceType: s.produceType, isShow: 2 })).statusCode).toBe(400)
    })

    it('offers a service only to the brand types it names', async () => {
      const brand = await buildBrand(t, { brandType: 18 })
      const s = service({ brandTypes: [2] })
      expect((await post('produce-type-create', s)).json().status).toBe(true)
      const choices = (await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as Array<{ produceType: string }>
      expect(choices.map((c) => c.produceType)).not.toContain(s.produceType)
    })

    it('accepts the open-service application at the spec’s path', async () => {
      const brand = own
      const serviceId = ((await get(`/org-center/brand/service-channel-list?brandId=${brand.id}`)).json().data as Array<{ serviceId: number; opened: boolean; applied: boolean }>).find((c) => !c.opened && !c.applied)!.serviceId
      const res = await post('/org-center/service/brand-service-apply', { brandId: brand.id, serviceId, contactName: '李四', gender: 1, contactPhone: '13700000000' })
      expect(res.json()).toMatchObject({ status: true, message: '提交成功' })
    })
  })

  describe('codes', () => {
    it('lists the reach service’s editions and keeps codes unique within a service', async () => {
      const reach = (await post('produce-code-list', { produceType: 'store_reach' })).json().data
      expect(reach.map((c: { name: string; quota: number | null }) => [c.name, c.quota])).toEqual([
        ['基础版', 100000],
        ['增强版', 500000],
        ['专业版', 1000000],
        ['旗舰版', 2000000],
        ['至尊版', null],
      ])
      const s = service()
      await post('produce-type-create', s)
      const a = await post('produce-code-insert', { produceType: s.produceType, code: 'basic', name: '基础版', quota: 100 })
      expect(a.json()).toMatchObject({ status: true, data: { code: 'basic', quota: 100 } })
      const dup = await post('produce-code-insert', { produceType: s.produceType, code: 'basic', name: '重复' })
      expect(dup.statusCode).toBe(409)
      expect(dup.json().message).toBe('该服务已有编码 basic')
      // The same code in another service is fine.
      const other = service()
      await post('produce-type-create', other)
      expect((await post('produce-code-insert', { produceType: other.produceType, code: 'basic', name: '基础版' })).json().status).toBe(true)

      const b = (await post('produce-code-insert', { produceType: s.produceType, code: 'pro', name: '专业版', quota: '' })).json().data
      expect(b.quota).toBeNull()
      expect((await post('produce-code-update', { id: b.id, code: 'basic', name: '专业版' })).json().message).toBe('该服务已有编码 basic')
      expect((await post('produce-code-update', { id: b.id, code: 'pro2', name: '专业版二', quota: 5 })).json().data).toMatchObject({ code: 'pro2', name: '专业版二', quota: 5 })
      expect((await post('produce-code-delete', { id: b.id })).json().message).toBe('删除成功')
      expect((await post('produce-code-list', { produceType: s.produceType })).json().data.map((c: { code: string }) => c.code)).toEqual(['basic'])
      expect(messages(await post('produce-code-insert', { produceType: s.produceType, code: '', name: '' }))).toEqual(expect.arrayContaining(['请输入编码', '请输入名称']))
    })
  })

  describe('permissions', () => {
    it('keeps the catalogue to platform operators: brand staff get 403 on every write and the list', async () => {
      const s = service()
      for (const [path, body] of [
        ['produce-type-create', s],
        ['produce-type-update', s],
        ['produce-type-show', { produceType: 'store_pos', isShow: 0 }],
        ['produce-mold-save', { name: '员工分类' }],
        ['produce-code-insert', { produceType: 'store_pos', code: 'x', name: 'x' }],
        ['produce-type-list', {}],
      ] as const) {
        const res = await post(path, body, staff)
        expect(res.statusCode, path).toBe(403)
        expect(res.json().status).toBe(false)
      }
    })
  })

  describe('marketing channels', () => {
    it('lists the five channels with the brand’s state, lets brand staff apply, and operators open it', async () => {
      const list = (await get('/org-center/service/brand-service-channel-list', staff)).json().data
      expect(list.brandName).toBe(own.name)
      expect(list.list.map((c: { channel: number; name: string; comingSoon: boolean }) => [c.channel, c.name, c.comingSoon])).toEqual([
        [1, '微信小程序', false],
        [2, '支付宝小程序', false],
        [6, '线下POS', false],
        [5, '抖音小程序', true],
        [11, '小红书小程序', true],
      ])
      expect(list.list.every((c: { state: string }) => c.state === 'none')).toBe(true)

      const apply = await post('/org-center/service/brand-service-channel-apply', { channel: 2 }, staff)
      expect(apply.json()).toMatchObject({ status: true, message: '申请已提交' })
      expect((await post('/org-center/service/brand-service-channel-apply', { channel: 2 }, staff)).json().message).toBe('支付宝小程序已提交申请，请等待处理')
      expect((await post('/org-center/service/brand-service-channel-apply', { channel: 5 }, staff)).json().message).toBe('抖音小程序即将开放，暂不能申请')
      expect((await post('/org-center/service/brand-service-channel-apply', { channel: 3 }, staff)).statusCode).toBe(400)
      const state = (await get('/org-center/service/brand-service-channel-list', staff)).json().data.list.find((c: { channel: number }) => c.channel === 2)
      expect(state).toMatchObject({ state: 'applied' })

      const applies = (await post('/org-center/service/channel-apply-list', { brandName: own.name, status: 0 })).json().data
      const row = applies.list.find((r: { channel: number }) => r.channel === 2)
      expect(row).toMatchObject({ brandName: own.name, channelName: '支付宝小程序', status: 0 })
      // Brand staff cannot handle applications.
      expect((await post('/org-center/service/channel-apply-handle', { id: row.id, status: 1 }, staff)).statusCode).toBe(403)
      expect((await post('/org-center/service/channel-apply-handle', { id: row.id, status: 1 })).json().message).toBe('已开通')
      expect((await post('/org-center/service/channel-apply-handle', { id: row.id, status: 2 })).json().message).toBe('该申请已处理')
      expect((await get('/org-center/service/brand-service-channel-list', staff)).json().data.list.find((c: { channel: number }) => c.channel === 2).state).toBe('opened')
      expect((await post('/org-center/service/brand-service-channel-apply', { channel: 2 }, staff)).json().message).toBe('支付宝小程序已开通')
    })

    it('lets a refused channel be applied for again, and keeps other brands’ channels out of reach', async () => {
      await post('/org-center/service/brand-service-channel-apply', { channel: 6 }, staff)
      const row = (await post('/org-center/service/channel-apply-list', { brandName: own.name, status: 0 })).json().data.list.find((r: { channel: number }) => r.channel === 6)
      expect((await post('/org-center/service/channel-apply-handle', { id: row.id, status: 2, remark: '资料不全' })).json().message).toBe('已驳回')
      expect((await get('/org-center/service/brand-service-channel-list', staff)).json().data.list.find((c: { channel: number }) => c.channel === 6).state).toBe('refused')
      expect((await post('/org-center/service/brand-service-channel-apply', { channel: 6 }, staff)).json().status).toBe(true)

      expect((await get(`/org-center/service/brand-service-channel-list?brandId=${foreign.id}`, staff)).statusCode).toBe(403)
      expect((await post('/org-center/service/brand-service-channel-apply', { brandId: foreign.id, channel: 1 }, staff)).statusCode).toBe(403)
      // An operator names the brand.
      expect((await get('/org-center/service/brand-service-channel-list')).json().message).toBe('请选择品牌')
      expect((await get(`/org-center/service/brand-service-channel-list?brandId=${foreign.id}`)).json().data.brandName).toBe(foreign.name)
    })
  })
})
