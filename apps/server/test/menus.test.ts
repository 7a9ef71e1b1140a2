import { eq } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import { applyBaseData } from '../src/db/base/base-data.js'
import { baseData } from '../src/db/seed-steps.table.js'
import { menus, roleMenus, roles } from '../src/modules/access/access.table.js'
import { adminTestApp, authed } from './factories/accounts.js'

const BRAND_PAGE = '/businessCenter/brand'
const ROLE_PAGE = '/businessCenter/roleManagement/index'

describe('the menu tree editor', () => {
  const t = adminTestApp()
  let seq = 0
  const uniq = (p: string) => `${p}${process.pid % 1000}-${++seq}`

  const post = (url: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url, headers: authed(token), payload })
  const get = (url: string, token = t.operator) => t.app.inject({ method: 'GET', url, headers: authed(token) })
  const nodeId = async (where: { path?: string; code?: string; type?: number }) => {
    const all = await t.database.db.select().from(menus)
    const found = all.find((m) => (where.code ? m.code === where.code : m.path === where.path && m.type === (where.type ?? 2)))
    if (!found) throw new Error(`no node ${JSON.stringify(where)}`)
    return found
  }
  const menuIdsOf = async (roleId: number) => (await t.database.db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.id).sort((a, b) => a - b)

  it('adds, edits, moves and deletes menu nodes; refuses to delete what a route declares', async () => {
    const brandPage = await nodeId({ path: BRAND_PAGE })
    const declared = await post('/org-center/operating-menu/delete', { id: brandPage.id })
    expect(declared.json()).toMatchObject({ status: false, message: `接口按「page:${BRAND_PAGE}」校验权限，该节点不能删除` })
    const exportBtn = await nodeId({ code: 'brand.export.btn' })
    expect((await post('/org-center/operating-menu/delete', { id: exportBtn.id })).json().message).toContain('code:brand.export.btn')
    const renameDeclared = await post('/org-center/operating-menu/save', { ...exportBtn, id: exportBtn.id, code: 'brand.export2.btn', serviceId: null })
    expect(renameDeclared.json().message).toContain('不能修改该节点的类型、路径或权限码')

    const added = await post('/org-center/operating-menu/save', { pid: brandPage.id, name: '打印品牌', type: 4, code: uniq('brand.print.btn'), sort: 5 })
    expect(added.json()).toMatchObject({ status: true, message: '保存成功' })
    const id = added.json().data.id as number
    const [adminRole] = await t.database.db.select().from(roles).where(eq(roles.key, 'platform_admin'))
    expect(await menuIdsOf(adminRole!.id)).toContain(id)
    expect((await post('/org-center/operating-menu/save', { pid: 0, name: '错位按钮', type: 4, code: uniq('x.btn') })).json().message).toBe('按钮不能放在根下')

    const edited = await post('/org-center/operating-menu/save', { id, pid: brandPage.id, name: '打印品牌清单', type: 4, code: uniq('brand.print.btn'), sort: 5, keepAlive: false })
    expect(edited.json().status).toBe(true)
    const node = (await get(`/org-center/operating-menu/node?id=${id}`)).json().data
    expect(node).toMatchObject({ name: '打印品牌清单', declaredBy: null })
    expect(node.roles.map((r: { id: number }) => r.id)).toContain(adminRole!.id)

    const moved = await post('/org-center/operating-menu/move', { id, pid: brandPage.id, index: 0 })
    expect(moved.json()).toMatchObject({ status: true })
    const siblings = (await t.database.db.select().from(menus).where(eq(menus.pid, brandPage.id))).sort((a, b) => a.sort - b.sort)
    expect(siblings[0]!.id).toBe(id)
    expect(siblings.map((s) => s.sort)).toEqual(siblings.map((_, i) => (i + 1) * 10))
    expect((await post('/org-center/operating-menu/move', { id: brandPage.id, pid: id, index: 0 })).json().status).toBe(false)

    expect((await post('/org-center/operating-menu/delete', { id: brandPage.id })).json().status).toBe(false)
    expect((await post('/org-center/operating-menu/delete', { id })).json()).toMatchObject({ status: true, message: '删除成功' })
  })

  it('previews the menu a role would see', async () => {
    const exportBtn = await nodeId({ code: 'brand.export.btn' })
    const id = (await post('/org-center/role/save', { name: uniq('预览'), orgType: OrgType.brand, menuIds: [exportBtn.id] })).json().data.id
    const tree = (await get(`/org-center/operating-menu/preview?roleId=${id}`)).json().data
    expect(tree).toEqual([
      expect.objectContaining({ name: '商户中心', children: [expect.objectContaining({ name: '商户管理', children: [expect.objectContaining({ path: BRAND_PAGE, codes: ['brand.export.btn'] })] })] }),
    ])
  })

  it('keeps operator edits of base nodes across a re-apply of base data and never resurrects a removed node', async () => {
    const created = await post('/org-center/operating-menu/save', { pid: (await nodeId({ path: ROLE_PAGE })).id, name: '临时', type: 4, code: uniq('tmp.btn') })
    expect(created.json().status).toBe(true)
    // A base node no route declares: the hidden role edit page. Rename it; remove a base button no route declares.
    const editPage = await nodeId({ path: '/businessCenter/roleManagement/edit' })
    await post('/org-center/operating-menu/save', { ...editPage, serviceId: null, name: '角色编辑（改名）' })
    const print = await nodeId({ path: '/businessCenter/pathConfig' })
    expect((await post('/org-center/operating-menu/delete', { id: print.id })).json()).toMatchObject({ status: true })

    await t.database.db.update(baseData).set({ hash: '' }).where(eq(baseData.name, 'hash:base'))
    await applyBaseData(t.database.db, { adminPhone: '13800000000' })
    const all = await t.database.db.select().from(menus)
    expect(all.find((m) => m.id === editPage.id)!.name).toBe('角色编辑（改名）')
    expect(all.some((m) => m.path === '/businessCenter/pathConfig')).toBe(false)
    expect(all.some((m) => m.id === created.json().data.id)).toBe(true)
  })
})
