import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { buildMenuModel } from './menu-model.js'
import { buildShellRoutes } from './shell-routes.js'
import { menuNode } from './testing/menu-node.js'

const menu = [menuNode(1, '商户中心', '/businessCenter', [menuNode(2, '成本中心', '/businessCenter/costView', [menuNode(3, '账户查询', '/businessCenter/costView/accountList')]), menuNode(4, '品牌管理', '/businessCenter/brand')])]
const routes = buildShellRoutes(buildMenuModel(menu), {
  features: [
    { path: '/businessCenter/brand', element: <p>品牌列表</p> },
    { path: '/businessCenter/brand/edit', element: <p>编辑品牌</p> },
    { path: '/system/operatingMenu/list', element: <p>菜单权限</p> },
    { path: '/homePage', handle: { always: true }, element: <p>首页内容</p> },
  ],
  spec: [{ path: '/businessCenter/costView/accountList', title: '账户查询', keepAlive: true }, { path: '/dataStandard/pos', title: 'POS 权限刷新' }],
})

const Shell = ({ routes: r }: { routes: RouteObject[] }) => useRoutes(r)
const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Shell routes={routes} />} />
      </Routes>
    </MemoryRouter>,
  )

describe('the frame routes built from the menu', () => {
  it('answers 403 for a registered or specified route the menu does not grant', () => {
    at('/system/operatingMenu/list')
    expect(screen.getByText('抱歉，您没有权限访问此页面')).toBeInTheDocument()
    expect(screen.queryByText('菜单权限')).toBeNull()
  })

  it.each([
    ['renders a registered screen the menu grants, and its sub page through the hidden catch-all child', '/businessCenter/brand/edit', '编辑品牌'],
    ['says "not installed" for a granted route no feature builds, and 404 for unknown paths', '/businessCenter/costView/accountList', '账户查询：该功能暂未开放，敬请期待'],
    ['redirects a parent to its first child', '/businessCenter/costView', '账户查询：该功能暂未开放，敬请期待'],
    ['answers 404 under a menu page and anywhere unknown; the home page is always open', '/businessCenter/costView/accountList/x', '抱歉，您访问的页面不存在'],
  ])('%s', (_, path, text) => {
    at(path)
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('keeps the keep-alive flag on the route', () => {
    expect(routes.find((r) => r.path === '/businessCenter/costView/accountList')?.handle).toMatchObject({ keepAlive: true })
  })
})
