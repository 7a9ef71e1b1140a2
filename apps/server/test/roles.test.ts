import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus } from '../src/modules/access/access.table.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'

describe('role management', () => {
  let t: TestApp
  let admin: Record<string, string>
  const node = async (by: { path?: string; code?: string }) => {
    const [row] = await t.database.db
      .select()
      .from(menus)
      .where(by.code ? eq(menus.code, by.code) : eq(menus.path, by.path!))
    return row!
  }
  const post = (headers: Record<string, string>, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers, payload })
  const saveRole = (headers: Record<string, string>, body: Record<string, unknown>) => post(headers, '/org-center/role/save', body)

  beforeAll(async () => {
    t = await createTestApp()
    admin = authed(await loginAsAdmin(t))
  })
  afterAll(() => t.close())

  it('saves a role with a button and normalises the tree: the button brings its page and directories', async () => {
    const exportBtn = await node({ code: 'brand.export.btn' })
    const brandPage = await node({ path: '/businessCenter/brand' })
    const res = await saveRole(admin, { name: '品牌导出员', orgType: 0, menuIds: [exportBtn.id], remark: '只导出' })
    expect(res.statusCode).toBe(200)
    const role = res.json().data
    expect(role).toMatchObject({ name: '品牌导出员', orgType: 0, status: 1, system: false, accountCount: 0, remark: '只导出' })
    expect(role.menuIds).toContain(exportBtn.id)
    expect(role.menuIds).toContain(brandPage.id)
    expect(role.menuIds).toContain(brandPage.pid)
    expect(role.grantCount).toBe(2)
    expect(role.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const list = await post(admin, '/org-center/role/list', { name: '导出员' })
    expect(list.json().data).toMatchObject({ total: 1, list: [{ id: role.id, name: '品牌导出员' }] })
    const detail = await t.app.inject({ method: 'GET', url: `/org-center/role/detail?id=${role.id}`, headers: admin })
    expect(detail.json().data.menuIds).toEqual(role.menuIds)
  })

  it('refuses a duplicate name, an unknown node and a stale version', async () => {
    const first = (await saveRole(admin, { name: '重名角色', orgType: 0, menuIds: [] })).json().data
    const dup = await saveRole(admin, { name: '重名角色', orgType: 0, menuIds: [] })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe('角色名称已存在')
    const unknown = await saveRole(admin, { id: first.id, name: '重名角色', orgType: 0, menuIds: [987654] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('菜单节点不存在或已删除：987654')
    await saveRole(admin, { id: first.id, name: '重名角色', orgType: 0, menuIds: [], remark: '改过', version: first.version })
    const stale = await saveRole(admin, { id: first.id, name: '重名角色', orgType: 0, menuIds: [], version: first.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('该角色已被他人修改，请刷新后重试')
    const empty = await saveRole(admin, { name: '  ', orgType: 0 })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('请输入角色名称')
  })

  it('never lets an editor grant what the editor does not hold', async () => {
    const rolePage = await node({ path: '/businessCenter/roleManagement/index' })
    const editBtn = await node({ code: 'role.edit.btn' })
    const exportBtn = await node({ code: 'brand.export.btn' })
    const createBtn = await node({ code: 'brand.create.btn' })
    // A role manager who may edit roles and export brands, nothing else.
    const manager = (await saveRole(admin, { name: '角色管理员', orgType: 0, menuIds: [rolePage.id, editBtn.id, exportBtn.id] })).json().data
    const account = await buildAccount(t, { roleId: manager.id, name: '小角' })
    const headers = authed(await login(t, account.username, account.password))

    const within = await saveRole(headers, { name: '导出助理', orgType: 0, menuIds: [exportBtn.id] })
    expect(within.statusCode).toBe(200)
    const beyond = await saveRole(headers, { name: '越权角色', orgType: 0, menuIds: [exportBtn.id, createBtn.id] })
    expect(beyond.statusCode).toBe(403)
    expect(beyond.json()).toMatchObject({ status: false, code: 40300, message: '不能授予您自己没有的权限：新建品牌' })
    // Nor by giving itself more.
    const self = await saveRole(headers, { id: manager.id, name: '角色管理员', orgType: 0, menuIds: [rolePage.id, editBtn.id, exportBtn.id, createBtn.id] })
    expect(self.statusCode).toBe(403)
    // Nor by copying a stronger role.
    const operatorRole = (await post(admin, '/org-center/role/list', { name: '运营管理员' })).json().data.list[0]
    const copy = await post(headers, '/org-center/role/copy', { id: operatorRole.id })
    expect(copy.statusCode).toBe(403)
    // Without role.delete.btn the delete route itself answers 403.
    const del = await post(headers, '/org-center/role/delete', { id: within.json().data.id })
    expect(del.statusCode).toBe(403)
  })

  it('applies a change to the very next request of every holder, without signing in again', async () => {
    const brandPage = await node({ path: '/businessCenter/brand' })
    const exportBtn = await node({ code: 'brand.export.btn' })
    const role = (await saveRole(admin, { name: '导出即时生效', orgType: 0, menuIds: [exportBtn.id] })).json().data
    const account = await buildAccount(t, { roleId: role.id })
    const headers = authed(await login(t, account.username, account.password))
    const exportCall = () => post(headers, '/org-center/operating/cfg/accounts/export-list-brand', { format: 'csv' })
    expect((await exportCall()).statusCode).toBe(200)

    await saveRole(admin, { id: role.id, name: '导出即时生效', orgType: 0, menuIds: [brandPage.id] })
    const refused = await exportCall()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe(40300)

    await saveRole(admin, { id: role.id, name: '导出即时生效', orgType: 0, menuIds: [exportBtn.id] })
    expect((await exportCall()).statusCode).toBe(200)
    await post(admin, '/org-center/role/status', { id: role.id, status: 0 })
    const disabled = await exportCall()
    expect(disabled.statusCode).toBe(403)
    expect(disabled.json().message).toBe('当前角色已停用，请联系管理员')
    await post(admin, '/org-center/role/status', { id: role.id, status: 1 })
    expect((await exportCall()).statusCode).toBe(200)
  })

  it('refuses to delete a role that accounts hold, and system roles; deletes an unused one', async () => {
    const role = (await saveRole(admin, { name: '待删除角色', orgType: 0, menuIds: [] })).json().data
    await buildAccount(t, { roleId: role.id })
    const held = await post(admin, '/org-center/role/delete', { id: role.id })
    expect(held.statusCode).toBe(409)
    expect(held.json().message).toBe('有 1 个账号持有该角色，请先为这些账号更换角色再删除')

    const operatorRole = (await post(admin, '/org-center/role/list', { name: '运营管理员' })).json().data.list[0]
    expect(operatorRole).toMatchObject({ system: true, disableRefusal: '运营管理员角色不能停用' })
    expect(role.disableRefusal).toBeNull()
    const system = await post(admin, '/org-center/role/delete', { id: operatorRole.id })
    expect(system.json()).toMatchObject({ status: false, message: '系统角色不能删除' })
    const disable = await post(admin, '/org-center/role/status', { id: operatorRole.id, status: 0 })
    expect(disable.json().message).toBe('运营管理员角色不能停用')

    const unused = (await saveRole(admin, { name: '无人使用', orgType: 0, menuIds: [] })).json().data
    const copied = (await post(admin, '/org-center/role/copy', { id: unused.id })).json().data
    expect(copied.name).toBe('无人使用 副本')
    expect((await post(admin, '/org-center/role/delete', { id: unused.id })).json()).toMatchObject({ status: true, message: '删除成功' })
    const gone = await t.app.inject({ method: 'GET', url: `/org-center/role/detail?id=${unused.id}`, headers: admin })
    expect(gone.statusCode).toBe(404)
  })

  it('limits a platform role to chosen groups: its holders see only those groups', async () => {
    const groupPage = await node({ path: '/businessCenter/group' })
    const groups = (await post(admin, '/org-center/group/list-group', { pageNum: 1, pageSize: 50 })).json().data.list as Array<{ groupId: number; groupName: string }>
    expect(groups.length).toBeGreaterThan(1)
    const [kept, ...others] = groups
    const role = (await saveRole(admin, { name: '华东运营', orgType: 0, menuIds: [groupPage.id], dataScopeGroupIds: [kept!.groupId] })).json().data
    expect(role.dataScopeGroupIds).toEqual([kept!.groupId])
    const account = await buildAccount(t, { roleId: role.id })
    const headers = authed(await login(t, account.username, account.password))
    const seen = (await post(headers, '/org-center/group/list-group', { pageNum: 1, pageSize: 50 })).json().data.list as Array<{ groupId: number }>
    expect(seen.map((g) => g.groupId)).toEqual([kept!.groupId])
    expect(others.length).toBeGreaterThan(0)

    const brandScoped = await saveRole(admin, { name: '品牌角色限范围', orgType: 2, menuIds: [], dataScopeGroupIds: [kept!.groupId] })
    expect(brandScoped.json().message).toBe('只有平台角色可以限定数据范围')
  })

  it('gives the editor the tree with what it may grant and who holds each node; staff of a brand cannot read roles', async () => {
    const tree = (await t.app.inject({ method: 'GET', url: '/org-center/role/menu-tree', headers: admin })).json().data as Array<{ code: string; grantable: boolean; heldBy: Array<{ name: string }> }>
    const exportNode = tree.find((n) => n.code === 'brand.export.btn')!
    expect(exportNode.grantable).toBe(true)
    expect(exportNode.heldBy.map((h) => h.name)).toContain('运营管理员')
    const staff = await buildAccount(t, { role: 'staff' })
    const res = await post(authed(await login(t, staff.username, staff.password)), '/org-center/role/list', {})
    expect(res.statusCode).toBe(403)
  })
})
