import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { buildBrandStaff, buildGroupOps, buildTenantBrand, buildTenantGroup } from './factories/tenants.js'

describe('groups', () => {
  const t = adminTestApp()
  /** A group with one brand, and another group. */
  let home: { id: number; name: string }
  let other: { id: number; name: string }
  let homeBrand: { id: number }
  beforeAll(async () => {
    home = await buildTenantGroup(t)
    homeBrand = await buildTenantBrand(t, { groupId: home.id })
    other = await buildTenantGroup(t)
  })

  const post = (url: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url, headers: authed(token), payload })
  const get = (url: string, token = t.operator) => t.app.inject({ method: 'GET', url, headers: authed(token) })
  const valid = { name: '新味集团', contactName: '周敏', contactPhone: '13812345678', contactEmail: 'zm@example.com', username: '', remark: '华东区', operatingUrl: '/businessCenter/group/edit' }

  it('lists groups newest first with their brand counts, ten to a page, filtered by name', async () => {
    const tag = `列${process.pid % 1000}`
    const oldest = await buildTenantGroup(t, { name: `${tag}甲餐饮集团`, status: 0 })
    for (let i = 0; i < 3; i++) await buildTenantBrand(t, { groupId: oldest.id })
    const tea = await buildTenantGroup(t, { name: `${tag}乙茶饮` })
    await buildTenantBrand(t, { groupId: tea.id })
    const newest = await buildTenantGroup(t, { name: `${tag}丙餐饮` })
    for (let i = 0; i < 2; i++) await buildTenantBrand(t, { groupId: newest.id })
    const page = (await post('/org-center/group/list-group', { name: tag, pageNum: 1, pageSize: 10 })).json().data
    expect(page.total).toBe(3)
    expect(page.list[0]).toMatchObject({ groupName: newest.name, brandCount: 2 })
    expect(page.list.at(-1)).toMatchObject({ groupName: oldest.name, brandCount: 3, status: 0 })
    const filtered = (await post('/org-center/group/list-group', { name: '乙茶', pageNum: 1 })).json().data
    expect(filtered.list.map((g: { groupName: string }) => g.groupName)).toEqual([tea.name])
  })

  it('creates a group with the spec’s rules and messages', async () => {
    const missing = await post('/org-center/group/save-group', { ...valid, name: '' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('请输入集团名称')
    expect((await post('/org-center/group/save-group', { ...valid, name: '一'.repeat(21) })).json().message).toBe('集团名称最多 20 个字')
    expect((await post('/org-center/group/save-group', { ...valid, contactPhone: '138-1234' })).json().message).toBe('联系电话只能输入数字')
    expect((await post('/org-center/group/save-group', { ...valid, contactPhone: '138123456789' })).json().message).toBe('最多 11 位数字')
    const created = await post('/org-center/group/save-group', valid)
    expect(created.json()).toMatchObject({ status: true, message: '新建成功', data: { name: '新味集团', sysVersion: 2, version: 1 } })
    const again = await post('/org-center/group/save-group', { ...valid, name: '新味集团' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('集团名称已存在')
  })

  it('edits at the loaded version and refuses an edit of a group changed meanwhile', async () => {
    const created = (await post('/org-center/group/save-group', { ...valid, name: '并发测试集团' })).json().data
    const first = await post('/org-center/group/save-group', { ...valid, id: created.id, version: 1, name: '并发测试集团', remark: '第一次' })
    expect(first.json()).toMatchObject({ status: true, message: '修改成功', data: { version: 2, remark: '第一次' } })
    const stale = await post('/org-center/group/save-group', { ...valid, id: created.id, version: 1, name: '并发测试集团', remark: '过期编辑' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('该集团已被他人修改，请刷新后重试')
    expect((await get(`/org-center/group/detail?id=${created.id}`)).json().data.remark).toBe('第一次')
    expect((await post('/org-center/group/save-group', { ...valid, id: 999999, version: 1 })).json().message).toBe('集团不存在或已删除')
  })

  it('records the change in the operation log with the console page', async () => {
    const created = (await post('/org-center/group/save-group', { ...valid, name: '日志集团' })).json().data
    await post('/org-center/group/save-group', { ...valid, id: created.id, version: 1, name: '日志集团', remark: '改过' })
    const rows = (await t.database.db.execute(sql`select operating_url, detail from operation_logs where route = '/org-center/group/save-group' order by id desc limit 1`)) as unknown as { rows: Array<{ operating_url: string; detail: unknown }> }
    expect(rows.rows[0]).toEqual({ operating_url: '/businessCenter/group/edit', detail: { groupId: created.id, changed: { remark: { from: '华东区', to: '改过' } } } })
  })

  it('binds and unbinds accounts, with the spec’s messages, and lists them', async () => {
    const person = await buildAccount(t, { role: null, name: '钱多多' })
    const bind = (username: string) => get(`/org-center/user/account-bind-group?groupId=${other.id}&username=${username}`)
    expect((await bind('')).json().message).toBe('绑定账号不可为空')
    expect((await bind('13999999999')).json().message).toBe('该手机号尚未注册账号')
    expect((await bind(person.username)).json()).toMatchObject({ status: true, message: '绑定成功' })
    expect((await bind(person.username)).json().message).toBe('该账号已绑定此集团')
    const list = (await post('/org-center/group/list-group-account', { groupId: other.id, type: 1, pageNum: 1, pageSize: 10 })).json().data
    expect(list.list).toContainEqual({ username: person.username, contactName: '钱多多', contactPhone: person.username, contactEmail: '' })
    // The bound account can now act for the group; unbinding ends that session.
    const token = await login(t, person.username, person.password)
    await post('/org-center/not-power/select-role-org', { type: 1, typeId: other.id }, token)
    expect((await get(`/org-center/user/account-unbind-group?groupId=${other.id}&username=${person.username}`)).json().message).toBe('解绑成功')
    expect((await post('/sellers/user/info', {}, token)).json().code).toBe(50002)
    expect((await get(`/org-center/user/account-unbind-group?groupId=${other.id}&username=${person.username}`)).json().message).toBe('该账号未绑定此集团')
  })

  it('keeps brand staff out of group management entirely (403 on every call)', async () => {
    const staff = await buildAccount(t, { role: 'staff' })
    const token = await login(t, staff.username, staff.password)
    expect((await post('/org-center/group/list-group', { pageNum: 1 }, token)).statusCode).toBe(403)
    expect((await post('/org-center/group/save-group', valid, token)).statusCode).toBe(403)
    expect((await get(`/org-center/user/account-bind-group?groupId=${home.id}&username=13800000000`, token)).statusCode).toBe(403)
    expect((await get(`/org-center/group/detail?id=${home.id}`, token)).statusCode).toBe(403)
  })

  it('keeps a group’s own staff to their group', async () => {
    // Give the group role the group page and the edit code, as an administrator would.
    await t.database.db.execute(sql`
      insert into role_menus (role_id, menu_id)
      select r.id, m.id from roles r, menus m
      where r.key = 'group_ops' and (m.path = '/businessCenter/group' or m.code in ('group.edit.btn', 'group.create.btn'))
      on conflict do nothing`)
    const { token } = await buildGroupOps(t, home.id)
    const list = await post('/org-center/group/list-group', { pageNum: 1 }, token)
    expect(list.json().data.list.map((g: { groupId: number }) => g.groupId)).toEqual([home.id])
    expect((await get(`/org-center/group/detail?id=${other.id}`, token)).json()).toMatchObject({ status: false, code: 40301 })
    expect((await post('/org-center/group/save-group', { ...valid, id: other.id, version: 1, name: other.name }, token)).json().code).toBe(40301)
    // Creating groups is the provider's business, whatever codes a group role holds.
    expect((await post('/org-center/group/save-group', { ...valid, name: '越权新建' }, token)).statusCode).toBe(403)
  })

  it('lets a group’s session bind only accounts already tied to its group or brands: another tenant’s person answers as unknown (it was bound before)', async () => {
    await t.database.db.execute(sql`
      insert into role_menus (role_id, menu_id)
      select r.id, m.id from roles r, menus m
      where r.key = 'group_ops' and (m.path = '/businessCenter/group' or m.code = 'group.account.btn')
      on conflict do nothing`)
    const { token } = await buildGroupOps(t, home.id)
    const bind = (username: string) => get(`/org-center/user/account-bind-group?groupId=${home.id}&username=${username}`, token)
    const bound = async () =>
      ((await post('/org-center/group/list-group-account', { groupId: home.id, type: 1, pageNum: 1, pageSize: 50 }, token)).json().data.list as Array<{ username: string }>).map((a) => a.username)
    const outside = '未找到该手机号的账号，仅可绑定本集团及旗下品牌已有的账号'
    // A person of another group's brand, and a mobile nobody registered: the same answer, nothing bound.
    const foreign = await buildBrandStaff(t, [await buildTenantBrand(t, { groupId: other.id })], '别家店长', false)
    const refused = await bind(foreign.username)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ status: false, code: 40400, message: outside })
    expect((await bind('13999999998')).json()).toMatchObject({ status: false, code: 40400, message: outside })
    expect(await bound()).not.toContain(foreign.username)
    expect((await get(`/org-center/user/account-unbind-group?groupId=${home.id}&username=${foreign.username}`, token)).json().message).toBe('该账号未绑定此集团')
    // The staff of the group's own brand can be bound, and unbound.
    const own = await buildBrandStaff(t, [homeBrand], '本店店长', false)
    expect((await bind(own.username)).json()).toMatchObject({ status: true, message: '绑定成功' })
    expect(await bound()).toContain(own.username)
    expect((await get(`/org-center/user/account-unbind-group?groupId=${home.id}&username=${own.username}`, token)).json().message).toBe('解绑成功')
    // The platform operator still binds any registered account.
    expect((await get(`/org-center/user/account-bind-group?groupId=${home.id}&username=${foreign.username}`)).json()).toMatchObject({ status: true, message: '绑定成功' })
  })

  it('answers brand and group sessions only their own group in the group picker (list-all leaked every group)', async () => {
    const { token: staff } = await buildBrandStaff(t, [homeBrand])
    const forStaff = (await get('/org-center/group/list-all', staff)).json().data
    expect(forStaff).toEqual([{ id: home.id, name: home.name }])
    const { token: groupOps } = await buildGroupOps(t, home.id)
    expect((await get('/org-center/group/list-all', groupOps)).json().data).toEqual([{ id: home.id, name: home.name }])
    expect((await get('/org-center/group/list-all')).json().data).toEqual(expect.arrayContaining([{ id: home.id, name: home.name }, { id: other.id, name: other.name }]))
  })

  it('keeps a group’s boss-cockpit accounts: add by mobile (the name from the form), search, refuse twice, delete', async () => {
    const groupId = other.id
    const add = (body: object) => post('/org-center/group/create-boss-account', { groupId, ...body })
    const bad = await add({ name: '', mobile: '1381234' })
    expect(bad.statusCode).toBe(400)
    expect((bad.json().data as Array<{ message: string }>).map((d) => d.message)).toEqual(expect.arrayContaining(['请输入姓名', '请输入正确的手机号']))
    const created = await add({ name: '集团老板', mobile: '13655550001' })
    expect(created.json()).toMatchObject({ status: true, message: '添加成功', data: { groupId, name: '集团老板', mobile: '13655550001', createChannel: 'pc' } })
    expect(created.json().data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const again = await add({ name: '集团老板', mobile: '13655550001' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('该手机号已是本集团的老板驾驶舱账号')
    await add({ name: '财务总监', mobile: '13655550002' })

    const list = (body: object = {}) => post('/org-center/group/list-boss-account', { groupId, ...body })
    expect((await list()).json().data).toMatchObject({ total: 2, pageSize: 20 })
    expect((await list({ keyword: '财务' })).json().data.list.map((r: { mobile: string }) => r.mobile)).toEqual(['13655550002'])
    expect((await list({ keyword: '5550001' })).json().data.list.map((r: { name: string }) => r.name)).toEqual(['集团老板'])

    // Another group's row cannot be deleted through this group; a group session manages only its own.
    expect((await post('/org-center/group/delete-boss-account', { id: created.json().data.id, groupId: home.id })).statusCode).toBe(404)
    const { token: groupOps } = await buildGroupOps(t, home.id)
    expect((await post('/org-center/group/list-boss-account', { groupId }, groupOps)).statusCode).toBe(403)
    expect((await post('/org-center/group/delete-boss-account', { id: created.json().data.id, groupId })).json().message).toBe('删除成功')
    expect((await list()).json().data.total).toBe(1)
  })
})
