import { inArray, sql } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountOrgs, menus, roleMenus, roles } from '../src/modules/access/access.table.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'
import { buildBrand, rowsOf } from './factories/brands.js'

const BASE = '/cmk-center/cmk-operating'
const PAGE = '/businessCenter/codeManagement/codeConfig/index'

describe('aggregate-QR rules', () => {
  let t: TestApp
  let operator: string
  let brand: { id: number; name: string; groupId: number }
  beforeAll(async () => {
    t = await createTestApp()
    operator = await loginAsAdmin(t)
    brand = await buildBrand(t, { brandType: 66 })
  })
  afterAll(() => t.close())

  const post = (path: string, payload: object, token = operator) => t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(token), payload })
  const get = (path: string, query: Record<string, string | number>, token = operator) =>
    t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: authed(token), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })

  let seq = 0
  const ruleBody = (over: Record<string, unknown> = {}, brandId = brand.id) => ({
    applyStoreType: 66,
    alias: `扫码点餐${++seq}`,
    typeId: '1',
    pagePath: '/pages/order/index',
    allowAppScanBind: 0,
    wechatVersion: '8.0.40',
    bindSettings: {
      supportBindChannel: [{ code: '1', supportBindQrcodeType: [{ code: '1' }] }, { code: '2' }],
      supportExtendCode: [{ code: 'activity', param: { activityType: 'discount', activityName: '满减活动' } }],
      isDefaultExist: 2,
    },
    bindThirdTypes: [
      { thirdType: 1, typeVersion: 'release', applySellerList: [{ applySellerId: brandId, applySellerName: '随便写' }] },
      { thirdType: 2, applySellerList: [{ applySellerId: brandId }] },
    ],
    operatingUrl: PAGE,
    ...over,
  })

  /** An account acting for `brandId` with a role holding the QR page and the given codes. */
  const keeperOf = async (brandId: number, codes: string[]) => {
    const nodes = await t.database.db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.key, [`page:${PAGE}`, ...codes.map((c) => `code:${c}`)]))
    const [role] = await t.database.db.insert(roles).values({ name: `聚合码维护${++seq}`, scope: OrgType.brand }).returning()
    await t.database.db.insert(roleMenus).values(nodes.map((n) => ({ roleId: role!.id, menuId: n.id })))
    const account = await buildAccount(t, { role: null })
    await t.database.db.insert(accountOrgs).values({ accountId: account.id, orgType: OrgType.brand, orgId: brandId, roleId: role!.id })
    return login(t, account.username, account.password)
  }

  it('answers the dictionaries from the base data rows', async () => {
    const channels = await get('sys/dict/list', { code: 'qrcode_bind_channel' })
    expect(channels.json()).toMatchObject({ status: true, code: 0 })
    expect(channels.json().data).toEqual([
      { dataKey: '1', dataValue: '微信' },
      { dataKey: '2', dataValue: '支付宝' },
      { dataKey: '3', dataValue: '抖音' },
      { dataKey: '4', dataValue: '浏览器' },
    ])
    expect((await get('sys/dict/list', { code: 'qrcode_bind_qrcode_type' })).json().data.map((i: { dataValue: string }) => i.dataValue)).toEqual(['普通链接二维码', '小程序码'])
    expect((await get('sys/dict/list', { code: 'qrcode_type' })).json().data[0]).toEqual({ dataKey: '1', dataValue: '扫码点餐' })
    // A row an operator adds is answered too: the list is data, not code.
    await t.database.db.execute(sql`insert into qr_dict_items (dict_code, data_key, data_value, sort) values ('qrcode_type', '99', '自定义页面', 99)`)
    expect((await get('sys/dict/list', { code: 'qrcode_type' })).json().data.at(-1)).toEqual({ dataKey: '99', dataValue: '自定义页面' })
    const unknown = await get('sys/dict/list', { code: 'other' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('未知的字典编码')
  })

  it('saves a rule with the page name and channel names from the dictionary, enabled, and logs it', async () => {
    const res = await post('qrcode-config/save', ruleBody({ alias: '堂食点餐码' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, code: 0, message: '保存成功' })
    const rule = res.json().data
    expect(rule).toMatchObject({
      alias: '堂食点餐码',
      name: '扫码点餐',
      typeId: '1',
      pagePath: 'pages/order/index',
      applyStoreType: 66,
      applyStoreTypeName: '餐饮2.0',
      status: 1,
      wechatVersion: '8.0.40',
      alipayVersion: '',
      boundCodes: 0,
      scans7d: 0,
      updatedBy: '平台管理员',
      version: 1,
    })
    expect(rule.bindSettings.supportBindChannel).toEqual([
      { code: '1', name: '微信', supportBindQrcodeType: [{ code: '1', name: '普通链接二维码' }] },
      { code: '2', name: '支付宝', supportBindQrcodeType: [] },
    ])
    expect(rule.bindSettings.supportExtendCode).toEqual([{ code: 'activity', name: '', param: { detailType: 1, activityType: 'discount', activityName: '满减活动' } }])
    expect(rule.bindThirdTypes[0]).toEqual({ thirdType: 1, thirdTypeName: '微信小程序', typeVersion: 'release', applySellerList: [{ applySellerId: brand.id, applySellerName: brand.name }] })
    expect((await get('qrcode-config/detail', { id: rule.id })).json().data).toEqual(rule)
    const [log] = await rowsOf<{ detail: { id: number; alias: string }; operating_url: string }>(
      t,
      sql`select detail, operating_url from operation_logs where route = ${`${BASE}/qrcode-config/save`} order by id desc limit 1`,
    )
    expect(log).toMatchObject({ operating_url: PAGE, detail: { id: rule.id, alias: '堂食点餐码' } })
  })

  it('enforces every rule of the form with its message, and writes nothing on bad input', async () => {
    const message = async (body: object) => {
      const res = await post('qrcode-config/save', body)
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      return res.json().message as string
    }
    const base = ruleBody({ alias: '不该保存' })
    const settings = base.bindSettings
    expect(await message({ ...base, applyStoreType: undefined })).toBe('请选择适用门店类型')
    expect(await message({ ...base, applyStoreType: 2 })).toBe('请选择适用门店类型')
    expect(await message({ ...base, typeId: '' })).toBe('请选择页面')
    expect(await message({ ...base, pagePath: undefined })).toBe('请输入页面路径')
    expect(await message({ ...base, pagePath: 'pages/a?x=1' })).toBe('页面路径只能包含字母、数字、下划线、短横线、点和斜杠，不带参数')
    expect(await message({ ...base, allowAppScanBind: undefined })).toBe('请选择是否允许App扫码绑定')
    expect(await message({ ...base, bindSettings: { ...settings, supportBindChannel: [] } })).toBe('请至少选择一个关联渠道')
    expect(await message({ ...base, bindSettings: { ...settings, supportBindChannel: undefined } })).toBe('请至少选择一个关联渠道')
    expect(await message({ ...base, bindSettings: { ...settings, isDefaultExist: 3 } })).toBe('请选择是否默认存在')
    expect(await message({ ...base, bindSettings: { ...settings, supportBindChannel: [{ code: '1' }, { code: '2', supportBindQrcodeType: [{ code: '1' }] }] } })).toBe('二维码类型仅适用于微信渠道')
    expect(await message({ ...base, bindSettings: { ...settings, supportBindChannel: [{ code: '2' }] } })).toBe('扩展选项仅在勾选微信渠道时可用')
    expect(await message({ ...base, bindSettings: { ...settings, supportExtendCode: [{ code: 'scenes' }] } })).toBe('请选择是否支持场景')
    expect(await message({ ...base, bindSettings: { ...settings, supportExtendCode: [{ code: 'activity', param: { activityType: 'a' } }] } })).toBe('请输入活动名称')
    expect(await message({ ...base, bindSettings: { ...settings, supportExtendCode: [{ code: 'activity', param: { activityName: '名' } }] } })).toBe('请输入活动类型')
    expect(await message({ ...base, bindSettings: { ...settings, supportExtendCode: [{ code: 'activity', param: { activityType: 'a'.repeat(21), activityName: '名' } }] } })).toBe('活动类型最多 20 个字符')
    expect(await message({ ...base, bindSettings: { ...settings, supportExtendCode: [{ code: 'activity', param: { activityType: 'a', activityName: '名'.repeat(31) } }] } })).toBe('活动名称最多 30 个字符')
    expect(await message({ ...base, bindSettings: { ...settings, supportExtendCode: [{ code: 'goods', param: { goodsTag: 6 } }] } })).toBe('请选择商品标签')
    expect(await message({ ...base, wechatVersion: '8.0.x' })).toBe('版本号格式应为数字和点，如 8.0.40')
    expect(await message({ ...base, typeId: '404' })).toBe('所选页面不存在，请重新选择')
    expect(await message({ ...base, bindSettings: { ...settings, supportBindChannel: [{ code: '1' }, { code: '9' }] } })).toBe('所选关联渠道不存在，请重新选择')
    const unknownBrand = await post('qrcode-config/save', ruleBody({}, 99_999_999))
    expect(unknownBrand.statusCode).toBe(404)
    expect(unknownBrand.json().message).toBe('品牌不存在或已删除')
    // The scenes and goods options pass when complete.
    const ok = await post('qrcode-config/save', ruleBody({ bindSettings: { ...settings, supportExtendCode: [{ code: 'scenes', param: { scenes: 1 } }, { code: 'goods', param: { goodsTag: 5 } }] } }))
    expect(ok.json().data.bindSettings.supportExtendCode.map((e: { code: string }) => e.code)).toEqual(['scenes', 'goods'])
    expect((await post('qrcode-config/page', { alias: '不该保存' })).json().data.totalCount).toBe(0)
  })

  it('sanitises the description with the service detail’s rules', async () => {
    const descr =
      '<p onclick="x()">说明<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>' +
      '<video src="https://cdn.example.com/a.mp4" autoplay></video><iframe src="https://evil.example"></iframe><img src="/files/a.png" onerror="x()">'
    const rule = (await post('qrcode-config/save', ruleBody({ descr }))).json().data
    expect(rule.descr).toBe('<p>说明<a target="_blank" rel="noopener noreferrer">链接</a></p><video src="https://cdn.example.com/a.mp4" controls="controls"></video><img src="/files/a.png" />')
    expect((await post('qrcode-config/save', ruleBody({ descr: '<p><br></p>' }))).json().data.descr).toBe('')
    // An edit goes through the same sanitiser, and the detail shows what was kept.
    const edited = await post('qrcode-config/edit', ruleBody({ id: rule.id, version: rule.version, descr: '<p>改<script>alert(2)</script></p><img src="https://cdn.example.com/b.png" onerror="alert(3)">' }))
    expect(edited.json().data.descr).toBe('<p>改</p><img src="https://cdn.example.com/b.png" />')
    expect((await get('qrcode-config/detail', { id: rule.id })).json().data.descr).toBe('<p>改</p><img src="https://cdn.example.com/b.png" />')
  })

  it('edits at the loaded version and refuses a stale edit with 409', async () => {
    const rule = (await post('qrcode-config/save', ruleBody())).json().data
    const edited = await post('qrcode-config/edit', ruleBody({ id: rule.id, version: 1, alias: '改过的别名', typeId: '2', alipayVersion: '10.5.3' }))
    expect(edited.json()).toMatchObject({ code: 0, message: '修改成功', data: { alias: '改过的别名', name: '会员中心', alipayVersion: '10.5.3', version: 2 } })
    const stale = await post('qrcode-config/edit', ruleBody({ id: rule.id, version: 1, alias: '迟到的修改' }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('该规则已被他人修改，请刷新后重试')
    expect((await get('qrcode-config/detail', { id: rule.id })).json().data.alias).toBe('改过的别名')
    const [log] = await rowsOf<{ detail: { changes: Record<string, { from: unknown; to: unknown }> } }>(
      t,
      sql`select detail from operation_logs where route = ${`${BASE}/qrcode-config/edit`} and code = 0 order by id desc limit 1`,
    )
    expect(log!.detail.changes.alias).toEqual({ from: rule.alias, to: '改过的别名' })
    expect(log!.detail.changes.name).toEqual({ from: '扫码点餐', to: '会员中心' })
    const missing = await post('qrcode-config/edit', ruleBody({ id: 99_999_999, version: 1 }))
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('聚合码规则不存在或已删除')
  })

  it('moves enabled → disabled → enabled only through its calls, and deletes a rule only once disabled', async () => {
    const rule = (await post('qrcode-config/save', ruleBody())).json().data
    const refused = await get('qrcode-config/del', { id: rule.id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('启用中的规则不能删除，请先停用')
    expect((await get('qrcode-config/enabled', { id: rule.id })).json().message).toBe('该规则已是启用状态')
    expect((await get('qrcode-config/disabled', { id: rule.id })).json()).toMatchObject({ code: 0, message: '停用成功' })
    expect((await get('qrcode-config/detail', { id: rule.id })).json().data).toMatchObject({ status: 0, version: 2 })
    expect((await get('qrcode-config/disabled', { id: rule.id })).statusCode).toBe(409)
    expect((await get('qrcode-config/enabled', { id: rule.id })).json()).toMatchObject({ code: 0, message: '启用成功' })
    await get('qrcode-config/disabled', { id: rule.id })
    expect((await get('qrcode-config/del', { id: rule.id })).json()).toMatchObject({ code: 0, message: '删除成功' })
    expect((await get('qrcode-config/detail', { id: rule.id })).statusCode).toBe(404)
    expect((await get('qrcode-config/del', { id: rule.id })).statusCode).toBe(404)
    const logs = await rowsOf<{ route: string; detail: { status?: { from: number; to: number } } }>(
      t,
      sql`select route, detail from operation_logs where detail->>'id' = ${String(rule.id)} and code = 0 and route like '%qrcode-config/%abled' order by id`,
    )
    expect(logs.map((l) => l.detail.status)).toEqual([
      { from: 1, to: 0 },
      { from: 0, to: 1 },
      { from: 1, to: 0 },
    ])
  })

  it('lists by each filter, paged by pageNumber', async () => {
    const other = await buildBrand(t, { brandType: 18 })
    const bakery = (await post('qrcode-config/save', ruleBody({ applyStoreType: 18, alias: '烘焙筛选码', typeId: '4', bindSettings: { supportBindChannel: [{ code: '3' }], isDefaultExist: 1 } }, other.id))).json().data
    await get('qrcode-config/disabled', { id: bakery.id })
    const ids = async (filter: object) => (await post('qrcode-config/page', { pageSize: 100, ...filter })).json().data.list.map((r: { id: number }) => r.id)
    expect(await ids({ alias: '烘焙筛选' })).toEqual([bakery.id])
    expect(await ids({ applyStoreType: 18, brand: other.id })).toEqual([bakery.id])
    expect(await ids({ applyStoreType: 70, brand: other.id })).toEqual([])
    expect(await ids({ page: '4' })).toContain(bakery.id)
    expect(await ids({ channel: '3' })).toEqual([bakery.id])
    expect(await ids({ status: 0, brand: other.id })).toEqual([bakery.id])
    expect(await ids({ status: 1, brand: other.id })).toEqual([])
    const page = (await post('qrcode-config/page', { pageNumber: 2, pageSize: 1 })).json().data
    expect(page).toMatchObject({ pageNumber: 2, pageSize: 1 })
    expect(page.list).toHaveLength(1)
    expect(page.totalCount).toBeGreaterThan(2)
  })

  it('keeps a brand’s session to rules of its own brands, and the codes on their buttons', async () => {
    const own = await buildBrand(t, { brandType: 66 })
    const foreign = await buildBrand(t, { brandType: 66 })
    const foreignRule = (await post('qrcode-config/save', ruleBody({ alias: '外品牌规则' }, foreign.id))).json().data
    const general = (await post('qrcode-config/save', ruleBody({ alias: '通用规则', bindThirdTypes: [{ thirdType: 1 }] }))).json().data

    const viewer = await keeperOf(own.id, [])
    expect((await post('qrcode-config/save', ruleBody({}, own.id), viewer)).statusCode).toBe(403)
    expect((await get('qrcode-config/disabled', { id: general.id }, viewer)).statusCode).toBe(403)

    const keeper = await keeperOf(own.id, ['qrcode.save.btn', 'qrcode.edit.btn', 'qrcode.status.btn', 'qrcode.delete.btn'])
    const mine = await post('qrcode-config/save', ruleBody({ alias: '本品牌规则' }, own.id), keeper)
    expect(mine.statusCode).toBe(200)
    const listed = (await post('qrcode-config/page', { pageSize: 100 }, keeper)).json().data.list.map((r: { alias: string }) => r.alias)
    expect(listed).toContain('本品牌规则')
    expect(listed).toContain('通用规则')
    expect(listed).not.toContain('外品牌规则')
    expect((await get('qrcode-config/detail', { id: foreignRule.id }, keeper)).statusCode).toBe(403)
    expect((await post('qrcode-config/save', ruleBody({}, foreign.id), keeper)).statusCode).toBe(403)
    const generalSave = await post('qrcode-config/save', ruleBody({ bindThirdTypes: [{ thirdType: 1 }] }), keeper)
    expect(generalSave.statusCode).toBe(403)
    expect(generalSave.json().message).toBe('适用于全部品牌的规则只能由平台运营配置，请选择适用品牌')
    for (const [path, query] of [
      ['qrcode-config/disabled', { id: foreignRule.id }],
      ['qrcode-config/disabled', { id: general.id }],
      ['qrcode-config/del', { id: foreignRule.id }],
    ] as const) {
      expect((await get(path, query, keeper)).statusCode, `${path} ${JSON.stringify(query)}`).toBe(403)
    }
    expect((await post('qrcode-config/edit', ruleBody({ id: foreignRule.id, version: 1 }, own.id), keeper)).statusCode).toBe(403)
    expect((await get('qrcode-config/detail', { id: foreignRule.id })).json().data).toMatchObject({ status: 1, version: 1, alias: '外品牌规则' })
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/qrcode-config/page`, payload: {} })).statusCode).toBe(401)
  })
})
