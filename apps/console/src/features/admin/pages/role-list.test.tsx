import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import type { OperatorRow, RoleRow } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore, type StoredUser } from '../../../shared/lib/account-store.js'
import { routes } from '../routes.js'
import { OperatorList } from './operator-list.js'
import { RoleList } from './role-list.js'

const role = (over: Partial<RoleRow>): RoleRow => ({
  id: 1,
  name: '角色',
  orgType: 0,
  status: 1,
  remark: '',
  system: false,
  accountCount: 0,
  disableRefusal: null,
  grantCount: 3,
  dataScopeGroupIds: null,
  updatedAt: '2026-11-25 10:00:00',
  version: 1,
  ...over,
})
const ROLES = [role({ id: 1, name: '运营管理员', system: true, accountCount: 1, disableRefusal: '运营管理员角色不能停用' }), role({ id: 2, name: '品牌员工', accountCount: 2 }), role({ id: 3, name: '无人角色' })]
const operator = (id: number, name: string): OperatorRow => ({ id, name, mobile: '138****0000', status: 1, mustChangePassword: false, roles: [], onlineSessions: 0, lastLoginAt: '', createdAt: '2026-01-01 10:00:00' })

let calls: Array<{ url: string; body: Record<string, unknown> }> = []
const envelope = (data: unknown) => new Response(JSON.stringify({ status: true, code: 0, message: '操作成功', data }), { headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  calls = []
  useAccountStore.setState({ user: { id: 7, name: '运营小王' } as StoredUser, permission: ['role.edit.btn', 'role.delete.btn', 'operator.edit.btn'] })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(String(input)).pathname.replace(/^\/[^/]+\//, '')
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>
      calls.push({ url, body })
      if (url === 'role/list') return envelope({ list: ROLES, total: 3, pageNum: 1, pageSize: 10 })
      if (url === 'role/status') return envelope(ROLES.find((r) => r.id === body.id))
      if (url === 'operator/list') return envelope({ list: [operator(7, '运营小王'), operator(8, '运营小李')], total: 2, pageNum: 1, pageSize: 10 })
      return new Response(JSON.stringify({ status: false, code: 40400, message: 'not found', data: null }), { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const show = (element: React.ReactNode) => {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  )
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}
const statusCalls = (url: string) => calls.filter((c) => c.url === url)

describe('the role list', () => {
  it('asks before disabling a role that accounts hold, saying how many', async () => {
    const user = show(<RoleList />)
    await user.click(await screen.findByRole('switch', { name: '品牌员工：已启用' }))
    const ask = await screen.findByRole('dialog', { name: '停用角色“品牌员工”？' })
    expect(ask).toHaveTextContent('有 2 个账号持有该角色')
    expect(statusCalls('role/status')).toEqual([])
    await user.click(within(ask).getByRole('button', { name: /停\s*用/ }))
    await waitFor(() => expect(statusCalls('role/status').map((c) => c.body)).toEqual([expect.objectContaining({ id: 2, status: 0 })]))
  })

  it('disables a role nobody holds at once', async () => {
    const user = show(<RoleList />)
    await user.click(await screen.findByRole('switch', { name: '无人角色：已启用' }))
    await waitFor(() => expect(statusCalls('role/status').map((c) => c.body)).toEqual([expect.objectContaining({ id: 3, status: 0 })]))
  })

  it('shows the 运营管理员 switch disabled with the reason', async () => {
    const user = show(<RoleList />)
    const locked = await screen.findByRole('switch', { name: '运营管理员：已启用' })
    expect(locked).toBeDisabled()
    await user.hover(locked.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('运营管理员角色不能停用')
  })
})

describe('the operator list', () => {
  it('shows 停用 on one’s own account disabled with the reason', async () => {
    const user = show(<OperatorList />)
    const mine = (await screen.findByText('运营小王', { selector: 'td' })).closest('tr')!
    const theirs = screen.getByText('运营小李', { selector: 'td' }).closest('tr')!
    expect(within(theirs).getByRole('button', { name: '停用' })).toBeEnabled()
    const own = within(mine).getByRole('button', { name: '停用' })
    expect(own).toBeDisabled()
    await user.hover(own.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('不能停用您自己的账号')
  })
})

describe('the role editor’s title', () => {
  it('is 新建角色 without an id and 编辑角色 with one', () => {
    const handle = routes.find((r) => r.path === '/businessCenter/roleManagement/edit')!.handle!
    expect(handle.titleFor!(new URLSearchParams(''))).toBe('新建角色')
    expect(handle.titleFor!(new URLSearchParams('id=5'))).toBe('编辑角色')
  })
})
