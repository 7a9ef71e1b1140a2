import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RoleDetail, RoleTreeNode } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { RoleEdit } from './role-edit.js'

const TREE: RoleTreeNode[] = [{ id: 1, pid: 0, name: '商户中心', path: '/businessCenter', code: '', type: 0, grantable: true, heldBy: [] }]
let role: RoleDetail
let detailCalls = 0

const envelope = (data: unknown) => new Response(JSON.stringify({ status: true, code: 0, message: '操作成功', data }), { headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  detailCalls = 0
  role = { id: 5, name: '品牌导出员', orgType: 0, status: 1, remark: '', system: false, accountCount: 0, grantCount: 0, dataScopeGroupIds: null, updatedAt: '2026-11-25 10:00:00', version: 1, menuIds: [] }
  useAccountStore.setState({ permission: ['role.edit.btn'] })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input)).pathname
      if (url.endsWith('role/detail')) return (detailCalls++, envelope(role))
      if (url.endsWith('role/menu-tree')) return envelope(TREE)
      return new Response(JSON.stringify({ status: false, code: 40400, message: 'not found', data: null }), { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the role editor', () => {
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
