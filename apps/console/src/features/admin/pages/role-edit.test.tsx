import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RoleDetail, RoleTreeNode } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { RoleEdit } from './role-edit.js'

const node = (id: number, pid: number, name: string, type: number, code = ''): RoleTreeNode => ({ id, pid, name, path: `/n${id}`, code, type, grantable: true, heldBy: [] })
let TREE: RoleTreeNode[] = []
let role: RoleDetail
let detailCalls = 0
let saved: Array<Record<string, unknown>> = []

const envelope = (data: unknown) => new Response(JSON.stringify({ status: true, code: 0, message: '操作成功', data }), { headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  detailCalls = 0
  saved = []
  TREE = [node(1, 0, '商户中心', 0)]
  role = { id: 5, name: '品牌导出员', orgType: 0, status: 1, remark: '', system: false, accountCount: 0, disableRefusal: null, grantCount: 0, dataScopeGroupIds: null, updatedAt: '2026-11-25 10:00:00', version: 1, menuIds: [] }
  useAccountStore.setState({ permission: ['role.edit.btn'] })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input)).pathname
      if (url.endsWith('role/save')) return (saved.push(JSON.parse(String(init?.body)) as Record<string, unknown>), envelope(role))
      if (url.endsWith('role/detail')) return (detailCalls++, envelope(role))
      if (url.endsWith('role/menu-tree')) return envelope(TREE)
      return new Response(JSON.stringify({ status: false, code: 40400, message: 'not found', data: null }), { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const renderEditor = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/businessCenter/roleManagement/edit', element: <RoleEdit /> }], { initialEntries: ['/businessCenter/roleManagement/edit?id=5'] })
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  )
}
/** The state of a node's checkbox in the tree: checked, half (indeterminate) or none. */
const stateOf = (name: string) => {
  const box = screen.getByText(name, { selector: '.ant-tree-title *' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!
  return box.classList.contains('ant-tree-checkbox-checked') ? 'checked' : box.classList.contains('ant-tree-checkbox-indeterminate') ? 'half' : 'none'
}

describe('the role editor', () => {
  it('shows a page granted without its buttons as half checked with 父子联动 on, and a save keeps it', async () => {
    TREE = [node(1, 0, '商户中心', 1), node(2, 1, '品牌管理', 2), node(3, 2, '新建品牌', 4, 'brand.create.btn'), node(4, 2, '导出品牌', 4, 'brand.export.btn'), node(5, 1, '门店管理', 2)]
    role = { ...role, menuIds: [1, 2] }
    renderEditor()
    await screen.findByPlaceholderText('请输入角色名称')
    await userEvent.click(screen.getByRole('button', { name: /展开全部/ }))
    await screen.findByText('新建品牌', { selector: '.ant-tree-title *' })
    expect(screen.getByRole('switch', { name: '父子联动' })).toBeChecked()
    expect(stateOf('品牌管理')).toBe('half')
    expect(stateOf('商户中心')).toBe('half')
    expect(stateOf('新建品牌')).toBe('none')

    // Another grant, then save: the page without its buttons is still granted.
    await userEvent.click(screen.getByText('门店管理', { selector: '.ant-tree-title *' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!)
    expect(stateOf('门店管理')).toBe('checked')
    expect(stateOf('品牌管理')).toBe('half')
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect([...(saved[0]!.menuIds as number[])].sort()).toEqual([1, 2, 5])
  })

  it('checks a node with what is under it, and unchecks it with what is under it, with 父子联动 on', async () => {
    TREE = [node(1, 0, '商户中心', 1), node(2, 1, '品牌管理', 2), node(3, 2, '新建品牌', 4, 'brand.create.btn'), node(4, 2, '导出品牌', 4, 'brand.export.btn')]
    role = { ...role, menuIds: [] }
    renderEditor()
    await screen.findByPlaceholderText('请输入角色名称')
    await userEvent.click(screen.getByRole('button', { name: /展开全部/ }))
    const box = (name: string) => screen.getByText(name, { selector: '.ant-tree-title *' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!
    await userEvent.click(await waitFor(() => box('品牌管理')))
    expect([stateOf('商户中心'), stateOf('品牌管理'), stateOf('新建品牌'), stateOf('导出品牌')]).toEqual(['checked', 'checked', 'checked', 'checked'])
    await userEvent.click(box('导出品牌'))
    expect([stateOf('商户中心'), stateOf('品牌管理'), stateOf('新建品牌'), stateOf('导出品牌')]).toEqual(['half', 'half', 'checked', 'none'])
  })

  it('fills the form with the saved role once: a later answer does not overwrite what is being typed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const router = createMemoryRouter([{ path: '/businessCenter/roleManagement/edit', element: <RoleEdit /> }], { initialEntries: ['/businessCenter/roleManagement/edit?id=5'] })
    render(
      <QueryClientProvider client={client}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </QueryClientProvider>,
    )
    const name = await screen.findByPlaceholderText('请输入角色名称')
    await waitFor(() => expect(name).toHaveValue('品牌导出员'))
    await userEvent.clear(name)
    await userEvent.type(name, '只读运营')

    // Another operator renames the role, and the editor hears of it (a refetch after any admin change).
    role = { ...role, name: '别人改的名字', version: 2 }
    await client.invalidateQueries()
    await waitFor(() => expect(detailCalls).toBe(2))
    await screen.findByText('编辑角色：别人改的名字')
    expect(name).toHaveValue('只读运营')
  })
})
