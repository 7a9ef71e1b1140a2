import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RouteHandle } from '../../../shared/lib/routes.js'
import { routes } from '../routes.js'
import { ServiceEdit } from './service-edit.js'

const envelope = (data: unknown) => new Response(JSON.stringify({ status: true, code: 0, message: '操作成功', data }), { headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input)).pathname
      if (url.endsWith('produce-mold-list')) return envelope([{ id: 1, name: '收银', serviceCount: 0, fixed: false }])
      if (url.endsWith('produce-type-list-simple')) return envelope([])
      if (url.endsWith('brand-types')) return envelope([])
      return new Response(JSON.stringify({ status: false, code: 40400, message: 'not found', data: null }), { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/businessCenter/serviceManagement/edit', element: <ServiceEdit /> },
      { path: '/businessCenter/serviceManagement/list', element: <p>服务列表页</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  )
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}

const titleOf = (list: Array<{ path: string; handle?: unknown }>, path: string, search: string) => {
  const handle = list.find((r) => r.path === path)!.handle as RouteHandle
  return handle.titleFor ? handle.titleFor(new URLSearchParams(search)) : handle.title
}

describe('the service editor', () => {
  it('asks before 取消 discards typed input', async () => {
    const user = renderAt('/businessCenter/serviceManagement/edit?produceMold=1')
    const name = await screen.findByPlaceholderText('请输入服务名称')
    await user.type(name, '门店收银')
    await user.click(screen.getByRole('button', { name: '取消' }))
    const ask = await screen.findByRole('dialog', { name: '放弃未保存的修改？' })
    expect(screen.queryByText('服务列表页')).toBeNull()
    await user.click(within(ask).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull())
    expect(name).toHaveValue('门店收银')
    await user.click(screen.getByRole('button', { name: '取消' }))
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃并离开' }))
    expect(await screen.findByText('服务列表页')).toBeInTheDocument()
  })

  it('leaves at once when nothing was typed', async () => {
    const user = renderAt('/businessCenter/serviceManagement/edit?produceMold=1')
    await screen.findByPlaceholderText('请输入服务名称')
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(await screen.findByText('服务列表页')).toBeInTheDocument()
  })

  it('titles a creation page as one, in the header as in the tab and the browser title', async () => {
    renderAt('/businessCenter/serviceManagement/edit?produceMold=1')
    expect(await screen.findByText('新增服务', { selector: '.ant-breadcrumb *' })).toBeInTheDocument()
    const edit = '/businessCenter/serviceManagement/edit'
    expect(titleOf(routes, edit, 'produceMold=1')).toBe('新增服务')
    expect(titleOf(routes, edit, 'pid=3&produceMold=1')).toBe('新增子服务')
    expect(titleOf(routes, edit, 'produceType=store_pos')).toBe('编辑服务')
  })
})
