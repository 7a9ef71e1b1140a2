import { sql } from 'drizzle-orm'
import { unzipSync, strFromU8 } from 'fflate'
import jsQR from 'jsqr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { buildQrStore } from './factories/qr.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'
import { FAST_JOBS, dispatchCall, download, waitForPlan } from './factories/tasks.js'

const BASE = '/cmk-center/cmk-operating'
const ORIGIN = 'https://qr.example.com'
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const WECHAT = (v: string, os = 'Linux; Android 14; Pixel 8') => `Mozilla/5.0 (${os}) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/${v}(0x28003336) NetType/WIFI Language/zh_CN`
const WXWORK = `${WECHAT('8.0.40')} wxwork/4.1.22 MicroMessenger/7.0.1`
const ALIPAY = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/${v} Language/zh-Hans`
const DOUYIN = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 aweme/30.1.0 BytedanceWebview/d8a21c6'

/** Draws the SVG's stroked rows (what `qrcode` writes: `M x y h n m dx dy …`) into RGBA pixels for jsQR. */
const rasterize = (svg: string, scale = 4) => {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1])
  const d = [...svg.matchAll(/<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/g)].map((m) => m[1]).join('')
  const w = size * scale
  const pixels = new Uint8ClampedArray(w * w * 4).fill(255)
  let x = 0
  let y = 0
  for (const [, op, a, b] of d.matchAll(/([MmHhVv])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    const n = Number(a)
    if (op === 'M') [x, y] = [n, Number(b)]
    else if (op === 'm') [x, y] = [x + n, y + Number(b)]
    else if (op === 'h') {
      for (let px = x * scale; px < (x + n) * scale; px++)
        for (let py = Math.floor(y) * scale; py < (Math.floor(y) + 1) * scale; py++) pixels.fill(0, (py * w + px) * 4, (py * w + px) * 4 + 3)
      x += n
    }
  }
  return jsQR(pixels, w, w)?.data ?? null
}

describe('aggregate-QR codes, the resolve call and the landing page', () => {
  let t: TestApp
  let operator: string
  let brand: { id: number; name: string; groupId: number }
  let store: { id: number }
  let rule: { id: number; version: number }
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_JOBS, PUBLIC_ORIGIN: ORIGIN, QR_RESOLVE_RATE_PER_MINUTE: '100000' } })
    operator = await loginAsAdmin(t)
    brand = await buildTenantBrand(t, { brandType: 66 })
    store = await buildStore(brand.id, '码测试门店')
    rule = (await post('qrcode-config/save', ruleBody())).json().data
    // The mini-program registrations (one per channel), made this test's own.
    const registrations = (await post('tool/qrcode/app/list', {})).json().data as Array<{ id: number; channel: number; version: number }>
    const idOf = (channel: number) => registrations.find((r) => r.channel === channel)!
    const saved = await post('tool/qrcode/app/save', { ...idOf(1), appId: 'wx1234567890abcdef', routerPage: 'pages/router/index', published: 1, verifyFileName: 'abcDEF123.txt', verifyFileContent: 'f00dcafe', declaredPaths: ['/pages/order/index'] })
    expect(saved.json()).toMatchObject({ code: 0, data: { appId: 'wx1234567890abcdef', declaredPaths: ['pages/order/index'], version: 2 } })
    await post('tool/qrcode/app/save', { ...idOf(2), appId: '2021004123456789', routerPage: 'pages/router/index', published: 1 })
  })
  afterAll(() => t.close())

  const post = (path: string, payload: object, token = operator) => t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(token), payload })
  const get = (path: string, query: Record<string, string | number>, token = operator) =>
    t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: authed(token), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })
  const resolve = async (q: string, channel: number, appVersion = '', os = '') =>
    (await t.app.inject({ method: 'GET', url: '/cmk-center/qrcode/resolve', query: { q, channel: String(channel), appVersion, os } })).json().data
  const land = (url: string, ua: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { 'user-agent': ua } })
  const hrefs = (html: string) => [...html.matchAll(/<a class="btn" data-kind="([^"]+)" href="([^"]+)"/g)].map((m) => ({ kind: m[1]!, href: m[2]!.replaceAll('&#38;', '&') }))

  let seq = 0
  const buildStore = (brandId: number, name = `码门店${++seq}`) => buildQrStore(t, brandId, name)
  const ruleBody = (over: Record<string, unknown> = {}) => ({
    applyStoreType: 66,
    alias: `点餐码${++seq}`,
    typeId: '1',
    pagePath: 'pages/order/index',
    allowAppScanBind: 1,
    allowBlankQrcode: 1,
    wechatVersion: '8.0.40',
    alipayVersion: '10.5.0',
    h5Url: 'https://h5.example.com/order',
    bindSettings: {
      supportBindChannel: [{ code: '1', supportBindQrcodeType: [{ code: '1' }] }, { code: '2' }],
      supportExtendCode: [{ code: 'activity', param: { activityType: 'discount', activityName: '满减' } }, { code: 'scenes', param: { scenes: 1 } }],
      isDefaultExist: 2,
    },
    bindThirdTypes: [
      { thirdType: 1, applySellerList: [{ applySellerId: brand.id }] },
      { thirdType: 2, applySellerList: [{ applySellerId: brand.id }] },
      { thirdType: 4 },
    ],
    ...over,
  })
  const bind = async (extend: object = { activityId: 'A100', scene: 'T12' }, storeId = store.id, ruleId = rule.id) => {
    const res = await post('tool/qrcode/bind', { storeId, ruleId, extend, operatingUrl: '/businessCenter/codeManagement/codeConfig/index' })
    expect(res.json(), res.body).toMatchObject({ code: 0 })
    return res.json().data as { id: number; token: string; url: string; version: number }
  }

  it('binds a new code to a store under a rule, lists it with its full URL, and logs the binding', async () => {
    const code = await bind()
    expect(code.token).toMatch(/^[A-Za-z0-9_-]{12}$/)
    expect(code.url).toBe(`${ORIGIN}/q/${code.token}`)
    expect(code).toMatchObject({ storeId: store.id, storeName: '码测试门店', ruleId: rule.id, extend: { activityId: 'A100', scene: 'T12' }, bound: 1 })
    const page = (await post('tool/qrcode/store/page', { brandIds: [brand.id] })).json().data
    const row = page.list.find((s: { storeId: number }) => s.storeId === store.id)
    expect(row.rules[0].codes.map((c: { url: string }) => c.url)).toContain(code.url)
    const [log] = await rowsOf<{ detail: { codeId: number; storeId: number } }>(t, sql`select detail from operation_logs where route = ${`${BASE}/tool/qrcode/bind`} order by id desc limit 1`)
    expect(log!.detail).toMatchObject({ codeId: code.id, storeId: store.id, ruleId: rule.id })
    expect((await get('qrcode-config/detail', { id: rule.id })).json().data.boundCodes).toBeGreaterThan(0)
  })

  it('refuses extend parameters the rule does not support, and stores of other store types', async () => {
    const plain = (await post('qrcode-config/save', ruleBody({ bindSettings: { supportBindChannel: [{ code: '1' }], isDefaultExist: 2 } }))).json().data
    const res = await post('tool/qrcode/bind', { storeId: store.id, ruleId: plain.id, extend: { goodsId: 'G1' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('该规则不支持商品码')
    const bakery = await buildTenantBrand(t, { brandType: 18 })
    const bakeryStore = await buildStore(bakery.id)
    expect((await post('tool/qrcode/bind', { storeId: bakeryStore.id, ruleId: rule.id })).json().message).toBe('该规则不适用于此门店类型')
  })

  it('resolves for each channel, app version and OS family, and says why nothing opens', async () => {
    const code = await bind()
    const open = await resolve(code.url, 1, '8.0.50', 'iOS 17.0')
    expect(open).toEqual({
      outcome: 'open',
      message: '打开规则页面',
      ruleId: rule.id,
      pagePath: 'pages/order/index',
      query: { code: code.token, brandId: String(brand.id), storeId: String(store.id), scene: 'T12', activityId: 'A100' },
      h5Url: 'https://h5.example.com/order',
    })
    // The scanned URL as WeChat hands it to the router page (`q`, URL-encoded) resolves the same.
    expect((await resolve(decodeURIComponent(encodeURIComponent(code.url)), 1, '8.0.40', 'Android 14')).outcome).toBe('open')
    expect(await resolve(code.url, 1, '8.0.39', 'Android 14')).toMatchObject({ outcome: 'version', message: '当前 App 版本过低', pagePath: '' })
    // HarmonyOS WeChat counts its own line from 1.0: not shut out by "≥ 8.0.40".
    expect((await resolve(code.url, 1, '1.0.5', 'HarmonyOS 5.0')).outcome).toBe('open')
    expect((await resolve(code.url, 2, '10.4.0', 'iOS 17.0')).outcome).toBe('version')
    expect((await resolve(code.url, 2, '10.6.1', 'iOS 17.0')).outcome).toBe('open')
    expect((await resolve(code.url, 3, '30.1.0', 'Android 14')).outcome).toBe('channel')
    expect((await resolve(code.url, 4)).outcome).toBe('open')
    expect((await resolve(`${ORIGIN}/q/NoSuchCode12`, 1)).outcome).toBe('unknown')
    const bad = await t.app.inject({ method: 'GET', url: '/cmk-center/qrcode/resolve', query: { q: code.url, channel: '9' } })
    expect(bad.statusCode).toBe(400)
  })

  it('changes its answer as soon as the rule is disabled or a code unbound, and back', async () => {
    const code = await bind()
    expect((await resolve(code.url, 1, '8.0.50')).outcome).toBe('open')
    await get('qrcode-config/disabled', { id: rule.id })
    expect(await resolve(code.url, 1, '8.0.50')).toMatchObject({ outcome: 'disabled', message: '聚合码规则已停用' })
    await get('qrcode-config/enabled', { id: rule.id })
    expect((await resolve(code.url, 1, '8.0.50')).outcome).toBe('open')
    const unbound = await post('tool/qrcode/unbind', { codeId: code.id })
    expect(unbound.json()).toMatchObject({ code: 0, message: '解绑成功', data: { bound: 0, storeId: null } })
    expect((await resolve(code.url, 1, '8.0.50')).outcome).toBe('blank')
    expect((await post('tool/qrcode/unbind', { codeId: code.id })).statusCode).toBe(409)
  })

  it('rebinds at the loaded version and refuses a stale one', async () => {
    const code = await bind()
    const other = await buildStore(brand.id, '换绑门店')
    const res = await post('tool/qrcode/rebind', { codeId: code.id, version: code.version, storeId: other.id, ruleId: rule.id, extend: { scene: 'T7' } })
    expect(res.json()).toMatchObject({ code: 0, message: '换绑成功', data: { storeId: other.id, storeName: '换绑门店', extend: { scene: 'T7' } } })
    expect((await resolve(code.url, 1, '8.0.50')).query).toMatchObject({ storeId: String(other.id), scene: 'T7' })
    expect((await post('tool/qrcode/rebind', { codeId: code.id, version: code.version, storeId: store.id, ruleId: rule.id })).statusCode).toBe(409)
    const [log] = await rowsOf<{ detail: { from: { storeId: number }; to: { storeId: number } } }>(t, sql`select detail from operation_logs where route = ${`${BASE}/tool/qrcode/rebind`} and code = 0 order by id desc limit 1`)
    expect(log!.detail).toMatchObject({ from: { storeId: store.id }, to: { storeId: other.id } })
    // Only to a store of the same brand: another brand's store is refused, and the code stays where it was.
    const sister = await buildTenantBrand(t, { brandType: 66, groupId: brand.groupId })
    const foreign = await buildStore(sister.id, '他牌门店')
    const moved = (await res.json()).data as { version: number }
    const refused = await post('tool/qrcode/rebind', { codeId: code.id, version: moved.version, storeId: foreign.id, ruleId: rule.id })
    expect(refused.json()).toMatchObject({ status: false, message: '二维码只能换绑到同一品牌的门店' })
    expect((await resolve(code.url, 1, '8.0.50')).query).toMatchObject({ storeId: String(other.id) })
  })

  it('offers buttons on the landing page by app, with correctly encoded launch links', async () => {
    const code = await bind({ activityId: 'A-1', scene: 'T_1' })
    const outside = await land(code.url, CHROME_ANDROID)
    expect(outside.statusCode).toBe(200)
    expect(outside.headers['content-type']).toContain('text/html')
    expect(outside.body).toContain('请选择打开方式')
    const query = `code=${code.token}&brandId=${brand.id}&storeId=${store.id}&scene=T_1&activityId=A-1`
    expect(hrefs(outside.body)).toEqual([
      { kind: 'wechat-scheme', href: `weixin://dl/business/?appid=wx1234567890abcdef&path=pages/order/index&query=${encodeURIComponent(query)}` },
      { kind: 'alipay', href: `alipays://platformapi/startapp?appId=2021004123456789&page=pages%2Forder%2Findex&query=${encodeURIComponent(query)}` },
      { kind: 'h5', href: 'https://h5.example.com/order' },
    ])
    expect(outside.body).not.toMatch(/http-equiv="refresh"|<script/)
    expect(hrefs((await land(code.url, ALIPAY('10.6.0'))).body)).toEqual([{ kind: 'alipay', href: expect.stringMatching(/^alipays:\/\/platformapi\/startapp\?appId=2021004123456789&page=pages%2Forder%2Findex&query=/) }])
    // Too old an app: the H5 fallback the rule names.
    expect(hrefs((await land(code.url, WECHAT('8.0.30'))).body)).toEqual([{ kind: 'h5', href: 'https://h5.example.com/order' }])
    expect((await land(code.url, WECHAT('8.0.50'))).body).toContain('请长按二维码识别')
    const work = (await land(code.url, WXWORK)).body
    expect(work).toContain('企业微信内无法打开微信小程序')
    expect((await land(code.url, DOUYIN)).body).toContain('data-kind="h5"')
    expect((await land(`${ORIGIN}/q/NoSuchCode12`, CHROME_ANDROID)).statusCode).toBe(404)
    expect((await land(`${ORIGIN}/q/abcDEF123.txt`, CHROME_ANDROID)).body).toBe('f00dcafe')
    expect((await land(`${ORIGIN}/q/other.txt`, CHROME_ANDROID)).statusCode).toBe(404)
  })

  it('warns about a path not declared for the plain-text scheme, and the simulator agrees with a real scan', async () => {
    const member = (await post('qrcode-config/save', ruleBody({ typeId: '2', pagePath: 'pages/member/index' }))).json().data
    const code = await bind({}, store.id, member.id)
    expect((await land(code.url, CHROME_ANDROID)).body).toContain('未在微信公众平台声明为可通过明文 URL Scheme 打开')
    const sim = (await post('qrcode-config/simulate', { q: code.url, channel: 1, appVersion: '8.0.39', os: 'Android 14', userAgent: CHROME_ANDROID })).json().data
    expect(sim.resolution).toEqual(await resolve(code.url, 1, '8.0.39', 'Android 14'))
    expect(sim.app).toBe('browser')
    expect(sim.launch.map((l: { kind: string }) => l.kind)).toEqual(['none', 'alipay', 'h5'])
    const other = sim.others.find((o: { ruleId: number }) => o.ruleId === rule.id)
    expect(other.reason).toBe('当前 App 版本过低')
    const byStore = (await post('qrcode-config/simulate', { storeId: store.id, ruleId: rule.id, channel: 3 })).json().data
    expect(byStore.resolution).toMatchObject({ outcome: 'channel', message: '该渠道未对此品牌开放' })
  })

  it('counts resolutions by code, channel and outcome outside the request', async () => {
    const code = await bind()
    for (let i = 0; i < 3; i++) await resolve(code.url, 1, '8.0.50')
    await resolve(code.url, 1, '7.0.0')
    await land(code.url, CHROME_ANDROID)
    // Written within a second, not by the requests themselves: wait until all five are counted.
    const counted = () => rowsOf<{ channel: number; outcome: string; count: number }>(t, sql`select channel, outcome, count::int from qr_scan_counts where code_id = ${code.id} order by outcome`)
    const deadline = Date.now() + 10_000
    while ((await counted()).reduce((n, r) => n + r.count, 0) < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    const rows = await counted()
    expect(rows).toEqual([
      { channel: 4, outcome: 'landing:open', count: 1 },
      { channel: 1, outcome: 'open', count: 3 },
      { channel: 1, outcome: 'version', count: 1 },
    ])
    const detail = (await get('qrcode-config/detail', { id: rule.id })).json().data
    expect(detail.scans7d).toBeGreaterThanOrEqual(5)
    // The rule page shows the same 7-day figure, read from the rule's daily totals.
    const listed = (await post('qrcode-config/page', { pageSize: 100 })).json().data.list.find((r: { id: number }) => r.id === rule.id)
    expect(listed).toMatchObject({ scans7d: detail.scans7d, boundCodes: detail.boundCodes })
    const apps = (await post('tool/qrcode/app/list', {})).json().data
    expect(apps.find((a: { channel: number }) => a.channel === 1)).toMatchObject({ prefix: `${ORIGIN}/q/`, launchesToday: expect.any(Number), launchCap: 3_000_000, capWarning: '' })
    expect(apps.find((a: { channel: number }) => a.channel === 1).launchesToday).toBeGreaterThan(0)
  })

  it('counts every code of a busy second, across the slices the counts are written in', async () => {
    // More codes than one count statement takes (250): the flush writes them slice by slice.
    const codes = await rowsOf<{ id: number; token: string }>(
      t,
      sql`insert into qr_codes (token, brand_id) select 'cnt' || lpad(g::text, 6, '0'), ${brand.id} from generate_series(1, 600) g returning id, token`,
    )
    for (const c of codes) expect((await resolve(`${ORIGIN}/q/${c.token}`, 1)).outcome).toBe('blank')
    const [low, high] = [Math.min(...codes.map((c) => c.id)), Math.max(...codes.map((c) => c.id))]
    const counted = async () =>
      (await rowsOf<{ codes: number; scans: number }>(t, sql`select count(*)::int as codes, coalesce(sum(count), 0)::int as scans from qr_scan_counts where code_id between ${low} and ${high} and outcome = 'blank'`))[0]!
    const deadline = Date.now() + 10_000
    while ((await counted()).scans < 600 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    expect(await counted()).toEqual({ codes: 600, scans: 600 })
  })

  it('deletes a code’s counts with the code, as the foreign key did (statement trigger)', async () => {
    const codes = await rowsOf<{ id: number }>(t, sql`insert into qr_codes (token, brand_id) select 'gone' || g, ${brand.id} from generate_series(1, 3) g returning id`)
    const ids = codes.map((c) => c.id).sort((a, b) => a - b)
    const [low, high] = [ids[0]!, ids[2]!]
    await t.database.db.execute(sql`insert into qr_scan_counts (code_id, channel, outcome, day, count) select id, 1, 'blank', '2026-11-27', 2 from qr_codes where id between ${low} and ${high}`)
    const left = async () => (await rowsOf<{ code_id: number }>(t, sql`select code_id from qr_scan_counts where code_id between ${low} and ${high} order by code_id`)).map((r) => r.code_id)
    expect(await left()).toEqual(ids)
    await t.database.db.execute(sql`delete from qr_codes where id between ${low} and ${ids[1]!}`)
    expect(await left()).toEqual([high])
  })

  it('empties the counts when the codes are truncated (statement trigger), inside the truncating transaction', async () => {
    const [code] = await rowsOf<{ id: number }>(t, sql`insert into qr_codes (token, brand_id) select 'trunc1', ${brand.id} returning id`)
    await t.database.db.execute(sql`insert into qr_scan_counts (code_id, channel, outcome, day, count) values (${code!.id}, 1, 'blank', '2026-11-27', 2)`)
    const countRows = async (db: Pick<TestApp['database']['db'], 'execute'>) =>
      ((await db.execute(sql`select count(*)::int as n from qr_scan_counts`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
    expect(await countRows(t.database.db)).toBeGreaterThan(0)
    // Inside a transaction rolled back afterwards: the other tests of this file keep their codes.
    let inside = -1
    const rolledBack = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate qr_codes cascade`)
        inside = await countRows(tx)
        tx.rollback()
      })
      .then(
        () => false,
        (err: unknown) => /rollback/i.test(String(err)) || Promise.reject(err),
      )
    expect(rolledBack).toBe(true)
    expect(inside).toBe(0)
    expect(await countRows(t.database.db)).toBeGreaterThan(0)
  })

  it('makes a batch of blank codes as a task: a ZIP of SVGs that decode to their URLs, and a sheet of URLs', async () => {
    const res = await post('tool/qrcode/blank-batch', { brandId: brand.id, count: 3 })
    expect(res.json()).toMatchObject({ code: 0, data: { planId: expect.any(Number) } })
    const plan = await waitForPlan(t, operator, res.json().data.planId)
    expect(plan.status).toBe(2)
    const detail = (await dispatchCall(t, operator, 'GET', 'plan/detail', { id: plan.id })).body.data
    const zip = unzipSync(new Uint8Array((await download(t, detail.download_url)).rawPayload))
    const sheet = strFromU8(zip['urls.csv']!).replace(/^\uFEFF/, '').split('\r\n')
    expect(sheet[0]).toBe('序号,二维码编号,链接')
    expect(sheet).toHaveLength(4)
    const svgs = Object.keys(zip).filter((k) => k.endsWith('.svg'))
    expect(svgs).toHaveLength(3)
    for (const [i, name] of svgs.sort().entries()) {
      const url = sheet[i + 1]!.split(',')[2]!
      expect(url).toMatch(new RegExp(`^${ORIGIN}/q/[A-Za-z0-9_-]{12}$`))
      expect(rasterize(strFromU8(zip[name]!))).toBe(url)
      expect((await resolve(url, 1)).outcome).toBe('blank')
    }
    // A blank code is then bound to a store.
    const token = sheet[1]!.split(',')[1]!
    const [blank] = await rowsOf<{ id: number }>(t, sql`select id from qr_codes where token = ${token}`)
    // The bind dialog finds the brand's blank codes, newest first, by part of the token or the whole URL.
    const blanks = (await post('tool/qrcode/blank/page', { brandId: brand.id, pageSize: 100 })).json().data
    expect(blanks.list.map((c: { token: string }) => c.token)).toEqual(expect.arrayContaining(sheet.slice(1).map((l) => l.split(',')[1])))
    expect(blanks.list.every((c: { bound: number; storeId: number | null }) => c.bound === 0 && c.storeId === null)).toBe(true)
    expect(blanks.list[0].id).toBeGreaterThan(blanks.list.at(-1).id)
    const byUrl = (await post('tool/qrcode/blank/page', { brandId: brand.id, keyword: `${ORIGIN}/q/${token}` })).json().data
    expect(byUrl).toMatchObject({ totalCount: 1, list: [{ id: blank!.id, token, url: `${ORIGIN}/q/${token}` }] })
    expect((await post('tool/qrcode/blank/page', { brandId: brand.id, keyword: token.slice(2, 8) })).json().data.list.map((c: { token: string }) => c.token)).toContain(token)
    const bound = await post('tool/qrcode/bind', { codeId: blank!.id, storeId: store.id, ruleId: rule.id })
    expect(bound.json()).toMatchObject({ code: 0, data: { token, bound: 1 } })
    // A bound code is no longer offered, and another brand's staff cannot list this brand's blank codes.
    expect((await post('tool/qrcode/blank/page', { brandId: brand.id, keyword: token })).json().data).toMatchObject({ totalCount: 0, list: [] })
    const { token: staff } = await buildBrandStaff(t, [await buildTenantBrand(t, { brandType: 66 })])
    expect((await post('tool/qrcode/blank/page', { brandId: brand.id }, staff)).statusCode).toBe(403)
    expect((await post('tool/qrcode/blank-batch', { brandId: brand.id, count: 0 })).json().message).toBe('数量至少为 1')
    // Without an enabled rule that allows blank codes, a brand of another type has none.
    const allowing = await rowsOf<{ id: number }>(t, sql`select id from qr_rules where allow_blank_qrcode = 1 and status = 1`)
    for (const r of allowing) await get('qrcode-config/disabled', { id: r.id })
    const noBlank = await buildTenantBrand(t, { brandType: 70 })
    expect((await post('tool/qrcode/blank-batch', { brandId: noBlank.id, count: 1 })).json().message).toBe('该品牌没有允许空码的启用规则，不能生成空码')
    for (const r of allowing) await get('qrcode-config/enabled', { id: r.id })
  })

  /** The CSV a plan's 下载 in the task centre gives: its name and its lines, fields unquoted. */
  const sheetOf = async (planId: number) => {
    const detail = (await dispatchCall(t, operator, 'GET', 'plan/detail', { id: planId })).body
    expect(detail, 'the plan offers a download').toMatchObject({ data: { download_url: expect.any(String) } })
    const res = await download(t, detail.data.download_url)
    expect(res.statusCode).toBe(200)
    const text = res.rawPayload.toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const rows = text.slice(1).split('\r\n').filter(Boolean).map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')))
    return { type: res.headers['content-type'], disposition: decodeURIComponent(String(res.headers['content-disposition'])), rows }
  }

  it('refreshes a rule’s codes as a task, says how many now open a different page, and lists them in the plan’s CSV', async () => {
    const own = (await post('qrcode-config/save', ruleBody())).json().data
    const east = await buildStore(brand.id, '码门店,东区')
    const first = await bind({}, store.id, own.id)
    const second = await bind({}, east.id, own.id)
    const edited = await post('qrcode-config/edit', ruleBody({ id: own.id, version: own.version, pagePath: 'pages/order/v2' }))
    expect(edited.json().code).toBe(0)
    const started = await post('tool/qrcode/refresh', { ruleId: own.id })
    const plan = await waitForPlan(t, operator, started.json().data.planId)
    expect(plan).toMatchObject({ status: 2, rows_done: 2 })
    const [row] = await rowsOf<{ params: { changed: number; refreshed: number } }>(t, sql`select params from task_plans where id = ${plan.id}`)
    expect(row!.params).toMatchObject({ refreshed: 2, changed: 2 })
    // The console reads the same figures through the result call.
    const result = await get('tool/qrcode/refresh/result', { planId: plan.id })
    expect(result.json()).toMatchObject({ code: 0, data: { status: 1, refreshed: 2, changed: 2, done: 2, error: '' } })
    const { token: staff } = await buildBrandStaff(t, [brand])
    const foreign = await get('tool/qrcode/refresh/result', { planId: plan.id }, staff)
    expect([403, 404]).toContain(foreign.statusCode)
    expect(foreign.json()).toMatchObject({ status: false, data: null })
    const batch = (await post('tool/qrcode/blank-batch', { brandId: brand.id, count: 1 })).json().data
    expect((await get('tool/qrcode/refresh/result', { planId: batch.planId })).statusCode).toBe(404)
    // The task centre's 下载: a CSV of the codes whose page changed, with their store, the page before and now.
    const sheet = await sheetOf(plan.id)
    expect(sheet.type).toMatch(/^text\/csv/)
    expect(sheet.disposition).toMatch(/刷新聚合码规则.*\.csv$/)
    expect(plan.file_name).toMatch(/\.csv$/)
    expect(sheet.rows[0]).toEqual(['二维码链接', '门店', '门店编码', '原打开页面', '现打开页面'])
    expect(sheet.rows.slice(1).sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual(
      [
        [first.url, '码测试门店', '', '微信小程序、支付宝小程序、H5：pages/order/index', '微信小程序、支付宝小程序、H5：pages/order/v2'],
        [second.url, '码门店,东区', '', '微信小程序、支付宝小程序、H5：pages/order/index', '微信小程序、支付宝小程序、H5：pages/order/v2'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    )
    const again = await waitForPlan(t, operator, (await post('tool/qrcode/refresh', { ruleId: own.id })).json().data.planId)
    const [unchanged] = await rowsOf<{ params: { changed: number } }>(t, sql`select params from task_plans where id = ${again.id}`)
    expect(unchanged!.params.changed).toBe(0)
    // Nothing moved: the sheet is its header alone.
    expect((await sheetOf(again.id)).rows).toEqual([['二维码链接', '门店', '门店编码', '原打开页面', '现打开页面']])
  })

  it('deletes a platform registration, logs what it was, and stops serving its verification file', async () => {
    const saved = (await post('tool/qrcode/app/save', { channel: 2, appId: '2021009999999999', routerPage: 'pages/router/index', verifyFileName: 'delMe42.txt', verifyFileContent: 'cafe42' })).json().data
    expect(saved).toMatchObject({ id: expect.any(Number), appId: '2021009999999999' })
    expect((await t.app.inject({ method: 'GET', url: '/q/delMe42.txt' })).body).toBe('cafe42')
    const { token: staff } = await buildBrandStaff(t, [await buildTenantBrand(t, { groupId: brand.groupId })])
    expect((await get('tool/qrcode/app/del', { id: saved.id }, staff)).statusCode).toBe(403)
    expect((await get('tool/qrcode/app/del', { id: saved.id })).json()).toMatchObject({ code: 0, message: '删除成功' })
    const listed = (await post('tool/qrcode/app/list', {})).json().data as Array<{ id: number }>
    expect(listed.map((r) => r.id)).not.toContain(saved.id)
    expect((await t.app.inject({ method: 'GET', url: '/q/delMe42.txt' })).statusCode).toBe(404)
    const [log] = await rowsOf<{ detail: { id: number; channel: number; appId: string } }>(t, sql`select detail from operation_logs where route = ${`${BASE}/tool/qrcode/app/del`} order by id desc limit 1`)
    expect(log!.detail).toMatchObject({ id: saved.id, channel: 2, appId: '2021009999999999' })
    const again = await get('tool/qrcode/app/del', { id: saved.id })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('登记不存在或已删除')
  })

  it('keeps a brand’s session to its own stores and codes', async () => {
    const code = await bind()
    const { token: staff } = await buildBrandStaff(t, [await buildTenantBrand(t, { groupId: brand.groupId })])
    // The brand-staff role holds neither the page nor the bind code.
    expect((await post('tool/qrcode/store/page', { brandIds: [brand.id] }, staff)).statusCode).toBe(403)
    expect((await post('tool/qrcode/unbind', { codeId: code.id }, staff)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/tool/qrcode/bind`, payload: { storeId: store.id, ruleId: rule.id } })).statusCode).toBe(401)
  })
})
