import { screen, waitFor } from '@testing-library/react'
import { RoleDetailSchema, RoleTreeNodeSchema, type RoleDetail, type RoleTreeNode } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, listOf, renderScreen, type FakeApi } from '../../../test/screen.js'
import { RoleEdit } from './role-edit.js'

const node = (id: number, pid: number, name: string, type: number, code = ''): RoleTreeNode => ({ id, pid, name, path: `/n${id}`, code, type, grantable: true, heldBy: [] })
let TREE: RoleTreeNode[] = []
let role: RoleDetail
let api: FakeApi

beforeEach(() => {
  TREE = [node(1, 0, '商户中心', 0)]
  role = { id: 5, name: '品牌导出员', orgType: 0, status: 1, remark: '', system: false, accountCount: 0, disableRefusal: null, grantCount: 0, dataScopeGroupIds: null, updatedAt: '2026-11-25 10:00:00', version: 1, menuIds: [] }
  useAccountStore.setState({ permission: ['role.edit.btn'] })
  api = fakeApi()
    .answer('role/save', RoleDetailSchema, () => role)
    .answer('role/detail', RoleDetailSchema, () => role)
    .answer('role/menu-tree', listOf(RoleTreeNodeSchema), () => TREE)
})

const renderEditor = () => renderScreen(<RoleEdit />, { url: '/businessCenter/roleManagement/edit?id=5' })
const saved = () => api.calls('role/save')
/** The state of a node's checkbox in the tree: checked, half (indeterminate) or none. */
const stateOf = (name: string) => {
  const box = screen.getByText(name, { selector: '.ant-tree-title *' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!
  return box.classList.contains('ant-tree-checkbox-checked') ? 'checked' : box.classList.contains('ant-tree-checkbox-indeterminate') ? 'half' : 'none'
}

describe('the role editor', () => {
  it('shows a page granted without its buttons as half checked with 父子联动 on, and a save keeps it', async () => {
    TREE = [node(1, 0, '商户中心', 1), node(2, 1, '品牌管理', 2), node(3, 2, '新建品牌', 4, 'brand.create.btn'), node(4, 2, '导出品牌', 4, 'brand.export.btn'), node(5, 1, '门店管理', 2)]
    role = { ...role, menuIds: [1, 2] }
    const { user } = renderEditor()
    await screen.findByPlaceholderText('请输入角色名称')
    await user.click(screen.getByRole('button', { name: /展开全部/ }))
    await screen.findByText('新建品牌', { selector: '.ant-tree-title *' })
    expect(screen.getByRole('switch', { name: '父子联动' })).toBeChecked()
    expect(stateOf('品牌管理')).toBe('half')
    expect(stateOf('商户中心')).toBe('half')
    expect(stateOf('新建品牌')).toBe('none')

    // Another grant, then save: the page without its buttons is still granted.
    await user.click(screen.getByText('门店管理', { selector: '.ant-tree-title *' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!)
    expect(stateOf('门店管理')).toBe('checked')
    expect(stateOf('品牌管理')).toBe('half')
    await user.click(screen.getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(saved()).toHaveLength(1))
    expect([...(saved()[0]!.menuIds as number[])].sort()).toEqual([1, 2, 5])
  })

  it('checks a node with what is under it, and unchecks it with what is under it, with 父子联动 on', async () => {
    TREE = [node(1, 0, '商户中心', 1), node(2, 1, '品牌管理', 2), node(3, 2, '新建品牌', 4, 'brand.create.btn'), node(4, 2, '导出品牌', 4, 'brand.export.btn')]
    role = { ...role, menuIds: [] }
    const { user } = renderEditor()
    await screen.findByPlaceholderText('请输入角色名称')
    await user.click(screen.getByRole('button', { name: /展开全部/ }))
    const box = (name: string) => screen.getByText(name, { selector: '.ant-tree-title *' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!
    await user.click(await waitFor(() => box('品牌管理')))
    expect([stateOf('商户中心'), stateOf('品牌管理'), stateOf('新建品牌'), stateOf('导出品牌')]).toEqual(['checked', 'checked', 'checked', 'checked'])
    await user.click(box('导出品牌'))
    expect([stateOf('商户中心'), stateOf('品牌管理'), stateOf('新建品牌'), stateOf('导出品牌')]).toEqual(['half', 'half', 'checked', 'none'])
  })

  it('fills the form with the saved role once: a later answer does not overwrite what is being typed', async () => {
    const { client, user } = renderEditor()
    const name = await screen.findByPlaceholderText('请输入角色名称')
    await waitFor(() => expect(name).toHaveValue('品牌导出员'))
    await user.clear(name)
    await user.type(name, '只读运营')

    // Another operator renames the role, and the editor hears of it (a refetch after any admin change).
    role = { ...role, name: '别人改的名字', version: 2 }
    await client.invalidateQueries()
    await waitFor(() => expect(api.calls('role/detail')).toHaveLength(2))
    await screen.findByText('编辑角色：别人改的名字')
    expect(name).toHaveValue('只读运营')
  })
})
