import { eq, sql } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountOrgs, menus, roleMenus, roles } from '../src/modules/access/access.table.js'
import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { buildBrandStaff, buildTenantBrand, buildTenantGroup } from './factories/tenants.js'
import { OPERATION_NAMES } from '../src/modules/oplog/operation-names.js'
import { TEST_ADMIN } from './test-admin.js'

const LIST = '/org-center/operating-log/list'
const PAGE = '/system/operatingLog/list'
const chinaDay = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

interface Row {
  id: number
  createdAt: string
  accountName: string
  accountPhone: string
  orgName: string
  route: string
  action: string
  pageTitle: string
  success: boolean
  code: number | null
  statusCode: number
  detail: unknown
}

describe('operation log list', () => {
  const t = adminTestApp()
  const groupName = `日志测试集团${process.pid % 1000}`
  beforeAll(async () => {
    const save = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/org-center/group/save-group',
        headers: authed(t.operator),
        payload: { name, contactName: '周敏', contactPhone: '13812345678', operatingUrl: '/businessCenter/group' },
      })
    expect((await save(groupName)).statusCode).toBe(200)
    // The same name again: refused, and logged as a failure.
    expect((await save(groupName)).statusCode).toBe(409)
  })

  const list = (body: object, token = t.operator) =>
    t.app.inject({ method: 'POST', url: LIST, headers: authed(token), payload: { createdAtBegin: chinaDay(-1), createdAtEnd: chinaDay(), ...body } })
  const rows = async (body: object, token = t.operator) => {
    const res = await list(body, token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.list as Row[]
  }

  it('lists each change with its person, organisation, page, action in words, result and detail, newest first', async () => {
    const found = await rows({ keyword: 'save-group' })
    const [refused, created] = found.filter((r) => JSON.stringify(r.detail ?? '').includes(groupName) || r.code === 40900)
    expect(refused).toMatchObject({
      accountName: '平台管理员',
      accountPhone: `${TEST_ADMIN.adminPhone.slice(0, 3)}****${TEST_ADMIN.adminPhone.slice(7)}`,
      orgName: '平台',
      route: '/org-center/group/save-group',
      action: '保存集团',
      pageTitle: '集团管理',
      success: false,
      code: 40900,
      statusCode: 409,
    })
    expect(created).toMatchObject({ success: true, code: 0, statusCode: 200, detail: { created: { name: groupName } } })
    expect(created!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(created!.id).toBeLessThan(refused!.id)
    const page = (await list({ pageNum: 1, pageSize: 10 })).json().data
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, totalCapped: false })
    expect(page.total).toBeGreaterThanOrEqual(2)
    // The list itself is not logged.
    const [logged] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from operation_logs where route = ${LIST}`)
    expect(logged!.n).toBe(0)
  })

  it('finds entries by the action’s words, the page title, the person and the result', async () => {
    const ids = async (body: object) => (await rows(body)).filter((r) => r.route === '/org-center/group/save-group').map((r) => r.success)
    expect(await ids({ keyword: '保存集团' })).toEqual([false, true])
    // The API summary's developer words find nothing.
    expect(await ids({ keyword: 'group.create.btn' })).toEqual([])
    expect(await ids({ keyword: '集团管理' })).toEqual([false, true])
    expect(await ids({ keyword: '集团管理', result: 'success' })).toEqual([true])
    expect(await ids({ keyword: '集团管理', result: 'failure' })).toEqual([false])
    expect(await ids({ operator: '平台管理' })).toEqual([false, true])
    expect(await ids({ operator: TEST_ADMIN.adminPhone.slice(3, 9) })).toEqual([false, true])
    expect(await ids({ operator: '没有这个人' })).toEqual([])
    expect(await ids({ keyword: '%' })).toEqual([])
    // Another day range: nothing.
    expect(await rows({ createdAtBegin: '2020-01-01', createdAtEnd: '2020-01-20' })).toEqual([])
  })

  it('names every operation of the route table in an operator’s words (it showed the API summary before)', () => {
    const operations = t.app.routeTable.filter((r) => r.operation === 'write').map((r) => `${r.method} ${r.url}`)
    const missing = operations.filter((key) => !OPERATION_NAMES[key])
    expect(missing, 'add these to OPERATION_NAMES in apps/server/src/modules/oplog/operation-names.ts').toEqual([])
    expect(Object.keys(OPERATION_NAMES).filter((key) => !operations.includes(key)), 'no longer operations: remove them').toEqual([])
    // Short Chinese words: no codes, field names, brackets or conditions.
    const developerWords = Object.entries(OPERATION_NAMES).filter(([, name]) => !/^[\u4e00-\u9fa5]{2,12}$/.test(name))
    expect(developerWords).toEqual([])
  })

  it('keeps a search within 30 days and asks for real dates', async () => {
    const message = async (body: object) => (await list(body)).json().message as string
    expect(await message({ createdAtBegin: '2026-01-01', createdAtEnd: '2026-01-31' })).toBe('时间范围最多 30 天')
    expect((await list({ createdAtBegin: '2026-01-01', createdAtEnd: '2026-01-30' })).statusCode).toBe(200)
    expect(await message({ createdAtBegin: '2026-02-02', createdAtEnd: '2026-02-01' })).toBe('结束日期不能早于开始日期')
    expect(await message({ createdAtBegin: '2026/02/01', createdAtEnd: '2026-02-01' })).toBe('请选择正确的日期')
    expect((await list({ createdAtBegin: undefined })).statusCode).toBe(400)
  })

  it('asks for the page, and shows a group’s session only what was done for that group', async () => {
    const { token: staff } = await buildBrandStaff(t, [await buildTenantBrand(t)])
    expect((await list({}, staff)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: LIST, payload: {} })).statusCode).toBe(401)

    const group = await buildTenantGroup(t)
    const [page] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.path, PAGE)).limit(1)
    const [role] = await t.database.db.insert(roles).values({ name: '日志查看（集团）', scope: OrgType.group }).returning()
    await t.database.db.insert(roleMenus).values({ roleId: role!.id, menuId: page!.id })
    const account = await buildAccount(t, { role: null, name: '集团审计员' })
    await t.database.db.insert(accountOrgs).values({ accountId: account.id, orgType: OrgType.group, orgId: group.id, roleId: role!.id })
    const auditor = await login(t, account.username, account.password)
    // Something done for the group: an edit it may not make, refused and logged.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/org-center/group/save-group',
      headers: authed(auditor),
      payload: { id: group.id, name: '改不了', contactName: '周敏', contactPhone: '13812345678' },
    })
    expect(refused.statusCode).toBe(403)
    const seen = await rows({}, auditor)
    expect(seen.map((r) => r.accountName)).toEqual(['集团审计员'])
    expect(seen[0]).toMatchObject({ success: false, statusCode: 403, orgName: expect.any(String) })
    expect(seen[0]!.orgName).not.toBe('平台')
  })
})
