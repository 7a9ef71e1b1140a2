import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { buildBrand, rowsOf } from './factories/brands.js'
import { buildBrandStaff, buildTenantBrand, buildTenantGroup } from './factories/tenants.js'

const SAVE = '/org-center/brand/save-brand'

describe('brands: types, detail, create and edit, tag', () => {
  const t = adminTestApp({ env: { SMS_OUTBOX: 'true' } })
  let staff: string
  let groupId: number
  let otherGroupId: number
  let industryOf: (brandType: number) => number
  /** The staff's brand (it may act for `second` too) and a brand of another group. */
  let own: Awaited<ReturnType<typeof buildTenantBrand>>
  let second: Awaited<ReturnType<typeof buildTenantBrand>>
  let foreign: Awaited<ReturnType<typeof buildTenantBrand>>
  beforeAll(async () => {
    groupId = (await buildTenantGroup(t)).id
    otherGroupId = (await buildTenantGroup(t)).id
    const tag = `搜${process.pid % 1000}`
    own = await buildTenantBrand(t, { groupId, name: `${tag}火锅` })
    second = await buildTenantBrand(t, { groupId, name: `${tag}小面` })
    foreign = await buildTenantBrand(t, { groupId: otherGroupId, name: `${tag}面包房` })
    staff = (await buildBrandStaff(t, [own, second])).token
    const industries = await rowsOf<{ id: number; brand_type: number }>(t, sql`select id, brand_type from industries order by id`)
    industryOf = (brandType) => industries.find((i) => i.brand_type === brandType)!.id
  })

  const post = (url: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url, headers: authed(token), payload })
  const get = (url: string, token = t.operator) => t.app.inject({ method: 'GET', url, headers: authed(token) })
  let phoneSeq = 0
  const phone = () => `1370000${String(process.pid % 100).padStart(2, '0')}${String(++phoneSeq).padStart(2, '0')}`
  const valid = (name: string) => ({
    groupId,
    name,
    brandType: 2,
    industryId: industryOf(2),
    address: '合肥市蜀山区长江西路 1 号',
    contactName: '林小满',
    contactPhone: phone(),
    countryCode: '+86',
    operatingUrl: '/businessCenter/brand/edit',
  })

  it('lists the brand types in the spec’s order, each with its industries', async () => {
    const res = await get('/org-center/brand/list-brand-type')
    expect(res.statusCode).toBe(200)
    const types = res.json().data as Array<{ id: number; name: string; industries: Array<{ name: string }> }>
    expect(types.map((x) => [x.id, x.name])).toEqual([
      [2, '餐饮'],
      [66, '餐饮2.0'],
      [18, '烘焙'],
      [70, '新正餐'],
      [68, '品牌加盟'],
    ])
    expect(types[2]!.industries.map((i) => i.name)).toEqual(['面包', '蛋糕', '西点'])
    expect((await get('/org-center/brand/list-brand-type', staff)).statusCode).toBe(200)
  })

  it('creates a brand with the defaults of spec 2 and answers code 0', async () => {
    const res = await post(SAVE, valid('新建默认品牌'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: true,
      code: 0,
      message: '新建成功',
      data: { name: '新建默认品牌', groupId, brandType: 2, brandTypeName: '餐饮', isTest: 1, isAssetExchange: 1, produceModel: 1, produceVersion: 10001, sysVersion: 2, accountVersion: 1, version: 1, status: 0 },
    })
    const detail = (await get(`/org-center/brand/detail-brand?brandId=${res.json().data.id}`)).json().data
    expect(detail).toMatchObject({ id: res.json().data.id, brandId: res.json().data.id, name: '新建默认品牌', industryName: '中式正餐', address: '合肥市蜀山区长江西路 1 号' })
    expect(detail.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('takes every form value: produce_model, produceVersion, isTest 0, isAssetExchange 0, another brand type and its industry', async () => {
    const res = await post(SAVE, { ...valid('烘焙新店'), brandType: 18, industryId: industryOf(18), produce_model: 3, produceVersion: 10003, isTest: 0, isAssetExchange: 0 })
    expect(res.json().data).toMatchObject({ brandType: 18, brandTypeName: '烘焙', industryName: '面包', produceModel: 3, produceVersion: 10003, isTest: 0, isAssetExchange: 0 })
  })

  it('refuses a bad form with the spec’s messages', async () => {
    const message = async (body: object) => {
      const res = await post(SAVE, body)
      expect(res.statusCode).toBe(400)
      return res.json().message as string
    }
    const { groupId: _g, ...noGroup } = valid('缺集团')
    expect(await message(noGroup)).toBe('请选择集团')
    expect(await message({ ...valid(''), name: '   ' })).toBe('请输入品牌名称')
    expect(await message(valid('一'.repeat(21)))).toBe('品牌名称最多 20 个字')
    expect(await message({ ...valid('缺类型'), brandType: undefined })).toBe('请选择品牌类型')
    expect(await message({ ...valid('未知类型'), brandType: 99 })).toBe('请选择品牌类型')
    expect(await message({ ...valid('缺行业'), industryId: undefined })).toBe('请选择行业')
    expect(await message({ ...valid('错行业'), industryId: industryOf(18) })).toBe('所选行业不属于该品牌类型')
    expect(await message({ ...valid('长地址'), address: '路'.repeat(51) })).toBe('地址最多 50 个字')
    expect(await message({ ...valid('缺联系人'), contactName: '' })).toBe('请输入联系人')
    expect(await message({ ...valid('长联系人'), contactName: '林'.repeat(51) })).toBe('联系人最多 50 个字')
    expect(await message({ ...valid('缺手机'), contactPhone: '' })).toBe('请输入手机号')
    expect(await message({ ...valid('错手机'), contactPhone: '23800000000' })).toBe('请输入正确的手机号')
    expect(await message({ ...valid('短手机'), contactPhone: '1380000000' })).toBe('请输入正确的手机号')
    expect(await message({ ...valid('港澳短号'), countryCode: '+852', contactPhone: '6123456' })).toBe('请输入正确的手机号')
    expect(await message({ ...valid('错版本'), produceVersion: 20001 })).toBe('请选择版本')
    expect(await message({ ...valid('错模式'), produce_model: 31 })).toBe('请选择服务模式')
    // Outside +86 eight digits or more are fine.
    expect((await post(SAVE, { ...valid('香港门店'), countryCode: '+852', contactPhone: '61234567' })).json().code).toBe(0)
  })

  it('refuses a duplicate name inside a group with a clear message, but allows it in another group', async () => {
    expect((await post(SAVE, valid('重名品牌'))).json().code).toBe(0)
    const again = await post(SAVE, valid('重名品牌'))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ status: false, code: 40900, message: '该集团下已有同名品牌，请换一个名称' })
    expect((await post(SAVE, { ...valid('重名品牌'), groupId: otherGroupId })).json().code).toBe(0)
    expect((await post(SAVE, { ...valid('未知集团'), groupId: 999999 })).json()).toMatchObject({ code: 40400, message: '集团不存在或已删除' })
  })

  it('makes the contact the brand’s first super admin: a real account that signs in by code and acts for the brand', async () => {
    const body = valid('带管理员品牌')
    const brand = (await post(SAVE, body)).json().data
    const admins = (await post('/org-center/operating/cfg/accounts/list-admin-account-by-brand', { brandId: brand.id, groupId, pageNum: 1, pageSize: 10 })).json().data
    expect(admins).toMatchObject({ total: 1, list: [{ name: '林小满', mobile: body.contactPhone, countryCode: '+86', brandId: brand.id, groupId }] })
    await t.app.inject({ method: 'POST', url: '/org-center/account/send-sms-v2', payload: { phone: body.contactPhone, type: 1 }, remoteAddress: '10.9.9.9' })
    const outbox = await t.app.inject({ method: 'GET', url: `/sellers/exclude/dev/sms-outbox?phone=${body.contactPhone}` })
    const signIn = await t.app.inject({ method: 'POST', url: '/org-center/account/login-by-verify-code-v2', payload: { phone: body.contactPhone, smsCode: outbox.json().data[0].code } })
    const token = signIn.json().data.token as string
    const orgs = (await get('/org-center/not-power/list-role-org', token)).json().data
    expect(JSON.stringify(orgs)).toContain('带管理员品牌')
    expect((await post('/org-center/not-power/select-role-org', { type: 2, typeId: brand.id }, token)).json().status).toBe(true)
    expect((await get(`/org-center/brand/detail-brand?brandId=${brand.id}`, token)).json().data.name).toBe('带管理员品牌')
  })

  it('edits at the loaded version; a stale version, an unknown id and a change of group are refused', async () => {
    const created = (await post(SAVE, valid('编辑前'))).json().data
    const edit = { ...valid('编辑后'), id: created.id, version: 1, produce_model: 2, produceVersion: 10002, isTest: 0, contactName: undefined, contactPhone: undefined }
    const first = await post(SAVE, edit)
    expect(first.json()).toMatchObject({ code: 0, message: '修改成功', data: { name: '编辑后', produceModel: 2, produceVersion: 10002, isTest: 0, version: 2 } })
    const stale = await post(SAVE, { ...edit, name: '过期编辑' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('该品牌已被他人修改，请刷新后重试')
    expect((await get(`/org-center/brand/detail-brand?brandId=${created.id}`)).json().data.name).toBe('编辑后')
    const moved = await post(SAVE, { ...edit, version: 2, groupId: otherGroupId })
    expect(moved.statusCode).toBe(400)
    expect(moved.json().message).toBe('编辑品牌时不能更换所属集团')
    // The balance (isAssetExchange) is fixed once created: an edit leaves it as it was.
    expect((await post(SAVE, { ...edit, version: 2, isAssetExchange: 0 })).json().data).toMatchObject({ isAssetExchange: 1, version: 3 })
    const unknown = await post(SAVE, { ...edit, id: 999999 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('品牌不存在或已删除')
    expect((await get('/org-center/brand/detail-brand?brandId=999999')).json()).toMatchObject({ code: 40400, message: '品牌不存在或已删除' })
    // An edit to a name another brand of the group has is a duplicate too.
    await post(SAVE, valid('占用的名字'))
    expect((await post(SAVE, { ...edit, version: 3, name: '占用的名字' })).json().message).toBe('该集团下已有同名品牌，请换一个名称')
  })

  it('records create and edit in the operation log with the console page and what changed', async () => {
    const created = (await post(SAVE, valid('日志品牌'))).json().data
    await post(SAVE, { ...valid('日志品牌'), id: created.id, version: 1, address: '新地址' })
    const [row] = await rowsOf<{ operating_url: string; detail: { brandId: number; changed: Record<string, unknown> } }>(
      t,
      sql`select operating_url, detail from operation_logs where route = '/org-center/brand/save-brand' order by id desc limit 1`,
    )
    expect(row).toEqual({ operating_url: '/businessCenter/brand/edit', detail: { brandId: created.id, changed: { address: { from: '合肥市蜀山区长江西路 1 号', to: '新地址' } } } })
  })

  it('needs brand.create.btn to create and brand.edit.btn to edit', async () => {
    // A role with the brand page but neither code.
    await t.database.db.execute(sql`insert into roles (name, scope) values ('只读品牌', 0)`)
    await t.database.db.execute(sql`
      insert into role_menus (role_id, menu_id)
      select r.id, m.id from roles r, menus m where r.name = '只读品牌' and m.path = '/businessCenter/brand'`)
    const person = await buildAccount(t, { role: null })
    await t.database.db.execute(sql`
      insert into account_orgs (account_id, org_type, org_id, role_id) select ${person.id}, 0, 0, id from roles where name = '只读品牌'`)
    const token = await login(t, person.username, person.password)
    const brand = await buildBrand(t)
    expect((await post(SAVE, valid('无权新建'), token)).json()).toMatchObject({ code: 40300 })
    expect((await post(SAVE, { ...valid(brand.name), id: brand.id, version: 1 }, token)).statusCode).toBe(403)
    expect((await get(`/org-center/brand/detail-brand?brandId=${brand.id}`, token)).statusCode).toBe(200)
  })

  it('keeps brand staff to their own brand: detail and edit of it work, other brands and creating are refused', async () => {
    expect((await get(`/org-center/brand/detail-brand?brandId=${own.id}`, staff)).json().data.name).toBe(own.name)
    const refused = await get(`/org-center/brand/detail-brand?brandId=${foreign.id}`, staff)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 40301, message: '无权访问其他品牌的数据' })
    const editOwn = await post(
      SAVE,
      { groupId: own.groupId, id: own.id, version: own.version, name: own.name, brandType: own.brandType, industryId: own.industryId, address: '员工改的地址' },
      staff,
    )
    expect(editOwn.json()).toMatchObject({ code: 0, data: { address: '员工改的地址' } })
    const editForeign = await post(
      SAVE,
      { groupId: foreign.groupId, id: foreign.id, version: foreign.version, name: foreign.name, brandType: foreign.brandType, industryId: foreign.industryId },
      staff,
    )
    expect(editForeign.json().code).toBe(40301)
    expect((await post(SAVE, valid('员工新建'), staff)).statusCode).toBe(403)
    expect((await post('/org-center/brand/brand-abandon-set', { id: foreign.id, groupId: foreign.groupId, abandonFlag: 3 }, staff)).json().code).toBe(40301)
  })

  it('sets the brand tag with 操作成功, logs it, and checks the group and the value', async () => {
    const brand = await buildBrand(t)
    const res = await post('/org-center/brand/brand-abandon-set', { id: brand.id, groupId: brand.groupId, abandonFlag: 3, operatingUrl: '/businessCenter/brand' })
    expect(res.json()).toMatchObject({ status: true, code: 0, message: '操作成功', data: { id: brand.id, abandonFlag: 3, version: 2 } })
    const list = (await post('/org-center/brand/list-for-opt', { brandId: brand.id, abandonFlag: 3 })).json().data
    expect(list.list.map((b: { id: number }) => b.id)).toEqual([brand.id])
    const [log] = await rowsOf<{ detail: unknown }>(t, sql`select detail from operation_logs where route = '/org-center/brand/brand-abandon-set' order by id desc limit 1`)
    expect(log!.detail).toEqual({ brandId: brand.id, abandonFlag: { from: 0, to: 3 } })
    expect((await post('/org-center/brand/brand-abandon-set', { id: brand.id, groupId: otherGroupId, abandonFlag: 0 })).json().message).toBe('品牌不属于该集团')
    expect((await post('/org-center/brand/brand-abandon-set', { id: brand.id, groupId: brand.groupId, abandonFlag: 9 })).json().message).toBe('请选择品牌标记')
    expect((await post('/org-center/brand/brand-abandon-set', { id: 999999, groupId: brand.groupId, abandonFlag: 0 })).statusCode).toBe(404)
    // Back to 未标记.
    expect((await post('/org-center/brand/brand-abandon-set', { id: brand.id, groupId: brand.groupId, abandonFlag: 0 })).json().data.abandonFlag).toBe(0)
  })

  it('finds brands by any part of the name: one or two Chinese characters, letters in either case, % and _ as themselves', async () => {
    const tea = await buildBrand(t, { groupId, name: '甜沫Mocha茶坊' })
    const odd = await buildBrand(t, { name: '满100_减20%店' })
    const found = async (name: string) =>
      ((await post('/org-center/brand/list-for-opt', { name, pageNum: 1, pageSize: 100 })).json().data.list as Array<{ id: number }>).map((b) => b.id)
    expect(await found('沫')).toContain(tea.id)
    expect(await found('茶坊')).toEqual([tea.id])
    expect(await found('mocha')).toEqual([tea.id])
    expect(await found('MOCHA茶')).toEqual([tea.id])
    expect(await found('甜沫Mocha茶坊')).toEqual([tea.id])
    expect(await found('沫茶')).toEqual([])
    expect(await found('0_减')).toEqual([odd.id])
    expect(await found('20%')).toEqual([odd.id])
    expect(await found('%')).toEqual([odd.id])
    expect(await found('0%减')).toEqual([])
    // The new pieces follow a rename.
    expect((await post(SAVE, { ...valid('改名后的茶坊'), id: tea.id, version: tea.version })).json().code).toBe(0)
    expect(await found('mocha')).toEqual([])
    expect(await found('改名')).toEqual([tea.id])
  })

  it('pages a name that matches more than the count cap in list order, the same brands as through the name index', async () => {
    const [group] = await rowsOf<{ id: number }>(t, sql`insert into groups (name, contact_name, contact_phone) values (${`密集组${process.pid}`}, '林', '13700000000') returning id`)
    // 10,050 brands named 密集… (one group), a second apart, the newest last.
    await rowsOf(
      t,
      sql`insert into brands (group_id, name, brand_type, created_at)
          select ${group!.id}, '密集' || lpad(n::text, 5, '0'), 1, timestamptz '2030-01-01 00:00:00+08' + n * interval '1 second'
          from generate_series(1, 10050) n returning id`,
    )
    const page = async (body: object) => (await post('/org-center/brand/list-for-opt', { pageSize: 10, ...body })).json().data
    const first = await page({ name: '密集', pageNum: 1 })
    expect(first).toMatchObject({ total: 10_000, totalCapped: true })
    expect(first.list.map((b: { name: string }) => b.name)).toEqual(Array.from({ length: 10 }, (_, i) => `密集${String(10050 - i).padStart(5, '0')}`))
    expect((await page({ name: '密集', pageNum: 3 })).list.map((b: { name: string }) => b.name)[0]).toBe('密集10030')
    expect((await page({ name: '密集', pageNum: 50 })).list.map((b: { name: string }) => b.name)[0]).toBe('密集09560')
    // Letter case and the like's own characters are taken as written on both paths.
    expect((await page({ name: '密集%', pageNum: 1 })).total).toBe(0)
    // Past the counted range: still the list order.
    expect((await page({ name: '密集', pageNum: 1001 })).list.map((b: { name: string }) => b.name)).toEqual(['密集00050', '密集00049', '密集00048', '密集00047', '密集00046', '密集00045', '密集00044', '密集00043', '密集00042', '密集00041'])
    // A name that matches few goes through the pieces: the same answer either way.
    expect((await page({ name: '密集0004', pageNum: 1 })).list.map((b: { name: string }) => b.name)).toEqual(['密集00049', '密集00048', '密集00047', '密集00046', '密集00045', '密集00044', '密集00043', '密集00042', '密集00041', '密集00040'])
    const picked = (await post('/org-center/brand/list-simple', { name: '密集', pageNum: 1, pageSize: 3 })).json().data
    expect(picked).toMatchObject({ totalCapped: true })
    expect(picked.list.map((b: { name: string }) => b.name)).toEqual(['密集10050', '密集10049', '密集10048'])
    await rowsOf(t, sql`delete from brands where group_id = ${group!.id}`)
  })

  it('counts a search again after any write to brands, by the console or by hand (the kept count never shows a stale total)', async () => {
    const tag = `计数${process.pid}`
    const total = async () => (await post('/org-center/brand/list-for-opt', { name: tag, pageNum: 1, pageSize: 10 })).json().data.total as number
    expect(await total()).toBe(0)
    // Created through the console: the very next list counts it, on this instance.
    const first = (await post(SAVE, valid(`${tag}甲`))).json().data
    expect(await total()).toBe(1)
    expect(await total()).toBe(1)
    // Renamed through the console.
    expect((await post(SAVE, { ...valid(`改过的${process.pid}`), id: first.id, version: first.version })).json().code).toBe(0)
    expect(await total()).toBe(0)
    // Written by a statement outside any request (announced on commit; on PostgreSQL it reaches the listener within milliseconds).
    const group = await buildTenantGroup(t)
    await rowsOf(t, sql`insert into brands (group_id, name, brand_type) select ${group.id}, ${tag} || n, 1 from generate_series(1, 3) n returning id`)
    await expect.poll(total, { timeout: 2_000 }).toBe(3)
    await rowsOf(t, sql`delete from brands where name like ${`${tag}%`} returning id`)
    await expect.poll(total, { timeout: 2_000 }).toBe(0)
  })

  it('finds exactly the brands a combination of flags names, whatever the other flags are (tag, upgrade, accounts, model, cockpit)', async () => {
    // One group of its own, so the answers hold only these brands.
    const [group] = await rowsOf<{ id: number }>(t, sql`insert into groups (name, contact_name, contact_phone) values (${`旗标组${process.pid}`}, '林', '13700000000') returning id`)
    const made: Array<{ id: number; abandonFlag: number; isAllowUpgrade: number; accountVersion: number | null; produceModel: number; bossCockpitOpen: number }> = []
    const values = { abandonFlag: [0, 2, 6, 7], isAllowUpgrade: [0, 1], accountVersion: [null, 0, 1, 2], produceModel: [1, 2, 3, 31], bossCockpitOpen: [0, 1] }
    for (let i = 0; i < 24; i++) {
      const row = {
        abandonFlag: values.abandonFlag[i % 4]!,
        isAllowUpgrade: values.isAllowUpgrade[(i >> 1) % 2]!,
        accountVersion: values.accountVersion[(i * 3) % 4]!,
        produceModel: values.produceModel[(i >> 2) % 4]!,
        bossCockpitOpen: values.bossCockpitOpen[(i * 5) % 2]!,
      }
      const brand = await buildBrand(t, { groupId: group!.id, ...row })
      made.push({ id: brand.id, ...row })
    }
    const search = async (filters: object) =>
      ((await post('/org-center/brand/list-for-opt', { ...filters, pageNum: 1, pageSize: 100 })).json().data.list as Array<{ id: number; groupId: number }>)
        .filter((b) => b.groupId === group!.id)
        .map((b) => b.id)
        .sort((a, b) => a - b)
    const cases: Array<Record<string, number>> = [
      { abandonFlag: 2 },
      { abandonFlag: 7 },
      // Values no row may hold find nothing rather than a neighbour sharing their code.
      { abandonFlag: 9 },
      { produceModel: 5 },
      { produceModel: 5, bossCockpitOpen: 1 },
      { abandonFlag: 2, isAllowUpgrade: 1, accountVersion: 0 },
      { accountVersion: 1, bossCockpitOpen: 1 },
      { produceModel: 31 },
      { produceModel: 2, isAllowUpgrade: 0 },
      { abandonFlag: 0, produceModel: 1, bossCockpitOpen: 0, accountVersion: 0, isAllowUpgrade: 1 },
    ]
    for (const filters of cases) {
      const expected = made
        .filter((b) =>
          Object.entries(filters).every(([key, v]) => (key === 'accountVersion' ? (v === 1 ? b.accountVersion === 1 : b.accountVersion !== 1) : b[key as keyof typeof b] === v)),
        )
        .map((b) => b.id)
      expect(await search(filters), JSON.stringify(filters)).toEqual(expected)
    }
    // The flags hold only the values the packing keeps apart.
    const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`)
    expect(await refusal(buildBrand(t, { groupId: group!.id, abandonFlag: 9 }))).toMatch(/brands_abandon_flag_check/)
    expect(await refusal(buildBrand(t, { groupId: group!.id, produceModel: 5 }))).toMatch(/brands_produce_model_check/)
    expect(await refusal(buildBrand(t, { groupId: group!.id, isAllowUpgrade: 2 }))).toMatch(/brands_is_allow_upgrade_check/)
  })

  it('asks for a session on every brand route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/org-center/brand/list-brand-type' })).json().code).toBe(50002)
    expect((await t.app.inject({ method: 'POST', url: SAVE, payload: valid('无会话') })).statusCode).toBe(401)
  })

  describe('the pickers\' lean search', () => {
    it('answers id, name and group by name, with page sizes up to 9999, inside the tenant scope', async () => {
      const res = await post('/org-center/brand/list-simple', { name: own.name.slice(0, -2), pageNum: 1, pageSize: 9999 })
      expect(res.statusCode).toBe(200)
      const data = res.json().data
      expect(data).toMatchObject({ pageNum: 1, pageSize: 9999, totalCapped: false })
      expect(data.list.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining([own.name, second.name]))
      expect(Object.keys(data.list[0]).sort()).toEqual(['groupId', 'groupName', 'id', 'name'])
      expect(data.total).toBe(data.list.length)
      expect((await post('/org-center/brand/list-simple', { pageSize: 10000 })).statusCode).toBe(400)

      // Brand staff find only their own brand, whatever they search for.
      const mine = (await post('/org-center/brand/list-simple', { pageSize: 1000 }, staff)).json().data
      expect(mine.list.map((b: { name: string }) => b.name)).toEqual([own.name])
      expect((await post('/org-center/brand/list-simple', { name: foreign.name, pageSize: 1000 }, staff)).json().data.list).toEqual([])
    })
  })
})
