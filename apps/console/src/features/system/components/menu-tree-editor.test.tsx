import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RoleCodes, type OperatingMenuRow } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { MenuTreeEditor } from './menu-tree-editor.js'

const row = (id: number, pid: number, name: string, type: number, path: string): OperatingMenuRow => ({ id, pid, name, path, type, code: '', sort: id, menuStatus: 1, keepAlive: false, trail: name, roleCount: 1 })
const ROWS = [row(1, 0, '业务中心', 1, '/orgCenter'), row(2, 1, '门店管理', 2, '/orgCenter/store/list')]
const NODE = {
  id: 2,
  pid: 1,
  name: '门店管理',
  path: '/orgCenter/store/list',
  description: '',
  sort: 2,
  type: 2,
  clientType: 1,
  menuStatus: 1,
  icon: 'ShopOutlined',
  url: '',
  serviceId: null,
  code: '',
  keepAlive: false,
  key: 'page:/orgCenter/store/list',
  declaredBy: 'page:/orgCenter/store/list',
  roles: [{ id: 1, name: '运营管理员' }],
}

beforeEach(() => {
  useAccountStore.setState({ permission: [RoleCodes.menuEdit, RoleCodes.menuDelete] })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input)
      const data = url.includes('operating-menu/list') ? ROWS : url.includes('operating-menu/node') ? NODE : { list: [] }
      return new Response(JSON.stringify({ status: true, code: 0, message: '获取成功', data }), { headers: { 'content-type': 'application/json' } })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  useAccountStore.setState({ permission: [] })
})

describe('the menu tree editor', () => {
  it('labels every field in an operator’s words and says why a checked node cannot be deleted, without route syntax', async () => {
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AntApp>
          <MenuTreeEditor />
        </AntApp>
      </QueryClientProvider>,
    )
    await user.click(await screen.findByText('业务中心'))
    await user.click(screen.getByRole('button', { name: '全部展开' }))
    await user.click(await screen.findByText('门店管理'))
    const form = (await screen.findByText('编辑「门店管理」')).closest('.ant-card') as HTMLElement
    expect(await within(form).findByText('系统功能按此页面校验权限：类型、路径与权限码不能修改，也不能删除。')).toBeVisible()
    for (const label of ['上级菜单', '排序', '关联服务编号', '使用端', '图标', '外链地址']) expect(within(form).getByText(label, { selector: 'label' })).toBeVisible()
    // The parent is shown by name, the client by its name, the icon as a choice.
    expect(within(form).getByTitle('业务中心')).toBeVisible()
    expect(within(form).getByTitle('运营后台')).toBeVisible()
    expect(within(form).getByText('ShopOutlined')).toBeVisible()
    expect(form.textContent).not.toMatch(/上级ID|服务ID|客户端类型|attrAlias|page:\//)
  })
})
