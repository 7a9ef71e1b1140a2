import { eq, sql } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import { accountOrgs, menus, roleMenus, roles } from '../src/modules/access/access.table.js'

import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { buildBrand, rowsOf } from './factories/brands.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

const BASE = '/common-center/operating/map-config'
const PAGE = '/businessCenter/mapService'

describe('brand map configuration', () => {
  const t = adminTestApp()

  const post = (path: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(token), payload })
  let keySeq = 0
  const key = (prefix = 'amap') => `${prefix}${String(process.pid % 1000).padStart(3, '0')}Key${String(++keySeq).padStart(4, '0')}x`

  /** An account that acts for `brandId` with a role holding only the map page. */
  const mapKeeperOf = async (brandId: number) => {
    const [page] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.path, PAGE)).limit(1)
    const [role] = await t.database.db.insert(roles).values({ name: `地图维护${++keySeq}`, scope: OrgType.brand }).returning()
    await t.database.db.insert(roleMenus).values({ roleId: role!.id, menuId: page!.id })
    const account = await buildAccount(t, { role: null })
    await t.database.db.insert(accountOrgs).values({ accountId: account.id, orgType: OrgType.brand, orgId: brandId, roleId: role!.id })
    return login(t, account.username, account.password)
  }

  it('adds a configuration for a brand with its own name, lists it, and logs the keys masked', async () => {
    const brand = await buildBrand(t, { name: '地图测试品牌' })
    const amap = key()
    const res = await post('add', { sellerId: brand.id, sellerName: '随便写的名字', infoList: [{ type: 1, keys: [amap, ` ${key()} `] }], operatingUrl: PAGE })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, code: 0, message: '新增成功' })
    const row = res.json().data
    expect(row).toMatchObject({ sellerId: brand.id, sellerName: '地图测试品牌', groupName: expect.any(String), updatedBy: '平台管理员', version: 1 })
    expect(row.infoList).toEqual([{ type: 1, typeName: '高德地图', keys: [amap, expect.stringMatching(/^amap\d+Key\d+x$/)] }])

    const page = (await post('list', { sellerName: '地图测试', pageNumber: 1, pageSize: 10 })).json().data
    expect(page).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 10 })
    expect(page.list[0].id).toBe(row.id)
    expect((await post('list', { sellerId: brand.id })).json().data.list.map((r: { id: number }) => r.id)).toEqual([row.id])

    const [log] = await rowsOf<{ detail: { infoList: Array<{ keys: string[] }> }; operating_url: string }>(
      t,
      sql`select detail, operating_url from operation_logs where route = ${`${BASE}/add`} order by id desc limit 1`,
    )
    expect(log!.operating_url).toBe(PAGE)
    expect(log!.detail.infoList[0]!.keys[0]).toBe(`${amap.slice(0, 4)}****${amap.slice(-4)}`)
    expect(JSON.stringify(log!.detail)).not.toContain(amap)
  })

  it('keeps one configuration per brand and refuses unknown brands', async () => {
    const brand = await buildBrand(t)
    expect((await post('add', { sellerId: brand.id, infoList: [{ type: 2, keys: [key('qq')] }] })).statusCode).toBe(200)
    const again = await post('add', { sellerId: brand.id, infoList: [{ type: 1, keys: [key()] }] })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('该品牌已有地图配置，请编辑原配置')
    const unknown = await post('add', { sellerId: 99_999_999, infoList: [{ type: 1, keys: [key()] }] })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('品牌不存在或已删除')
  })

  it('validates the body with the console’s messages and writes nothing on bad input', async () => {
    const brand = await buildBrand(t)
    const message = async (body: object) => (await post('add', body)).json().message as string
    expect(await message({ infoList: [{ type: 1, keys: [key()] }] })).toBe('请选择品牌')
    expect(await message({ sellerId: brand.id, infoList: [] })).toBe('请至少配置一种地图')
    expect(await message({ sellerId: brand.id, infoList: [{ type: 3, keys: [key()] }] })).toBe('请选择地图类型')
    expect(await message({ sellerId: brand.id, infoList: [{ type: 1, keys: [] }] })).toBe('请至少填写一个 Key')
    expect(await message({ sellerId: brand.id, infoList: [{ type: 1, keys: ['  '] }] })).toBe('请输入 Key')
    expect(await message({ sellerId: brand.id, infoList: [{ type: 1, keys: ['含中文的key'] }] })).toBe('Key 只能包含字母、数字、下划线和短横线')
    expect(await message({ sellerId: brand.id, infoList: [{ type: 1, keys: ['k'.repeat(65)] }] })).toBe('Key 最多 64 个字符')
    expect(await message({ sellerId: brand.id, infoList: [{ type: 1, keys: ['same', 'same'] }] })).toBe('Key 不能重复')
    expect(await message({ sellerId: brand.id, infoList: [{ type: 1, keys: Array.from({ length: 11 }, (_, i) => `k${i}`) }] })).toBe('每种地图最多 10 个 Key')
    expect(
      await message({
        sellerId: brand.id,
        infoList: [
          { type: 1, keys: ['a1'] },
          { type: 1, keys: ['a2'] },
        ],
      }),
    ).toBe('每种地图只能配置一次')
    expect((await post('add', { sellerId: brand.id, infoList: [] })).statusCode).toBe(400)
    expect((await post('list', { sellerId: brand.id })).json().data.totalCount).toBe(0)
  })

  it('updates the keys at the loaded version, and says so when someone else changed them first', async () => {
    const brand = await buildBrand(t)
    const created = (await post('add', { sellerId: brand.id, infoList: [{ type: 1, keys: [key()] }] })).json().data
    const tencent = key('qq')
    const res = await post('update', { id: created.id, version: 1, infoList: [{ type: 2, keys: [tencent] }, { type: 1, keys: created.infoList[0].keys }] })
    expect(res.json()).toMatchObject({ code: 0, message: '修改成功', data: { version: 2 } })
    // Providers come back in type order.
    expect(res.json().data.infoList.map((i: { typeName: string }) => i.typeName)).toEqual(['高德地图', '腾讯地图'])
    const stale = await post('update', { id: created.id, version: 1, infoList: [{ type: 1, keys: [key()] }] })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('该配置已被他人修改，请刷新后重试')
    const [log] = await rowsOf<{ detail: { infoList: { from: unknown[]; to: Array<{ keys: string[] }> } } }>(
      t,
      sql`select detail from operation_logs where route = ${`${BASE}/update`} and code = 0 order by id desc limit 1`,
    )
    expect(log!.detail.infoList.from).toHaveLength(1)
    expect(log!.detail.infoList.to[1]!.keys).toEqual([`${tencent.slice(0, 4)}****${tencent.slice(-4)}`])
    expect((await post('update', { id: 99_999_999, infoList: [{ type: 1, keys: [key()] }] })).json().message).toBe('地图配置不存在或已删除')
  })

  it('deletes a configuration once', async () => {
    const brand = await buildBrand(t)
    const created = (await post('add', { sellerId: brand.id, infoList: [{ type: 1, keys: [key()] }] })).json().data
    expect((await post('delete', { id: created.id })).json()).toMatchObject({ code: 0, message: '删除成功', data: null })
    expect((await post('list', { sellerId: brand.id })).json().data.totalCount).toBe(0)
    const again = await post('delete', { id: created.id })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('地图配置不存在或已删除')
  })

  it('asks for the map page, and keeps a brand’s session to its own brand', async () => {
    const own = await buildBrand(t)
    const foreign = await buildBrand(t)
    const foreignConfig = (await post('add', { sellerId: foreign.id, infoList: [{ type: 1, keys: [key()] }] })).json().data

    // The brand-staff role has no map page.
    const { token: staff } = await buildBrandStaff(t, [await buildTenantBrand(t)])
    expect((await post('list', {}, staff)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/list`, payload: {} })).statusCode).toBe(401)

    const keeper = await mapKeeperOf(own.id)
    const mine = await post('add', { sellerId: own.id, infoList: [{ type: 1, keys: [key()] }] }, keeper)
    expect(mine.statusCode).toBe(200)
    const listed = (await post('list', {}, keeper)).json().data
    expect(listed.list.map((r: { sellerId: number }) => r.sellerId)).toEqual([own.id])
    for (const [path, body] of [
      ['add', { sellerId: foreign.id, infoList: [{ type: 2, keys: [key('qq')] }] }],
      ['update', { id: foreignConfig.id, infoList: [{ type: 2, keys: [key('qq')] }] }],
      ['delete', { id: foreignConfig.id }],
    ] as const) {
      const res = await post(path, body, keeper)
      expect(res.statusCode, path).toBe(403)
    }
    // The foreign configuration is untouched.
    expect((await post('list', { sellerId: foreign.id })).json().data.list[0]).toMatchObject({ id: foreignConfig.id, version: 1 })
  })

  it('goes with its brand', async () => {
    const brand = await buildBrand(t)
    const created = (await post('add', { sellerId: brand.id, infoList: [{ type: 1, keys: [key()] }] })).json().data
    await t.database.db.execute(sql`delete from brands where id = ${brand.id}`)
    expect((await post('update', { id: created.id, infoList: [{ type: 1, keys: [key()] }] })).statusCode).toBe(404)
  })
})
