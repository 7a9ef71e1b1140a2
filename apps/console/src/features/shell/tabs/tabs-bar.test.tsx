import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TabsBar } from './tabs-bar.js'
import { HOME_PATH, useTabsStore } from './tabs-store.js'

const GROUPS = { path: '/businessCenter/group/list', fullPath: '/businessCenter/group/list', title: '集团管理' }
const BRANDS = { path: '/businessCenter/brand/list', fullPath: '/businessCenter/brand/list?page=2', title: '品牌管理' }

let before = ''
beforeEach(() => {
  before = window.location.pathname + window.location.search
  useTabsStore.getState().reset()
  for (const tab of [GROUPS, BRANDS]) useTabsStore.getState().visit(tab)
})
afterEach(() => window.history.replaceState(null, '', before))

/** The bar as the frame renders it at the URL shown, with `active` the page its last render knew of. */
const renderBar = (active: string) => {
  const shown = window.location.pathname
  const router = createMemoryRouter([{ path: '*', element: <TabsBar active={active} /> }], { initialEntries: [shown] })
  render(<RouterProvider router={router} />)
  return router
}

describe('the tab bar', () => {
  it('Delete on the shown page’s tab opens its neighbour, even when the bar has not re-rendered since the navigation', () => {
    // The URL already shows 品牌管理 (a navigation just happened); the bar still thinks 集团管理 is shown.
    window.history.replaceState(null, '', BRANDS.path)
    const router = renderBar(GROUPS.path)
    fireEvent.keyDown(screen.getByRole('tab', { name: /^品牌管理/ }), { key: 'Delete' })
    expect(useTabsStore.getState().tabs.map((t) => t.path)).toEqual([HOME_PATH, GROUPS.path])
    // Without the neighbour, the page shown would be left without a tab.
    expect(router.state.location.pathname).toBe(GROUPS.path)
  })

  it('Delete on another tab closes it and stays on the page shown', () => {
    window.history.replaceState(null, '', BRANDS.path)
    const router = renderBar(BRANDS.path)
    fireEvent.keyDown(screen.getByRole('tab', { name: /^集团管理/ }), { key: 'Delete' })
    expect(useTabsStore.getState().tabs.map((t) => t.path)).toEqual([HOME_PATH, BRANDS.path])
    expect(router.state.location.pathname).toBe(BRANDS.path)
  })

  it('hands the focus of a tab closed from the keyboard to the tab of the page then shown, so the next key is not lost', () => {
    window.history.replaceState(null, '', BRANDS.path)
    renderBar(BRANDS.path)
    const brands = screen.getByRole('tab', { name: /^品牌管理/ })
    brands.focus()
    fireEvent.keyDown(brands, { key: 'Delete' })
    expect(screen.getByRole('tab', { name: /^集团管理/ })).toHaveFocus()
  })

  it('hands the focus of another tab closed from the keyboard to the shown page’s tab', () => {
    window.history.replaceState(null, '', BRANDS.path)
    renderBar(BRANDS.path)
    const groups = screen.getByRole('tab', { name: /^集团管理/ })
    groups.focus()
    fireEvent.keyDown(groups, { key: 'Delete' })
    expect(screen.getByRole('tab', { name: /^品牌管理/ })).toHaveFocus()
  })

  it('首页 has no close button and Delete does not close it', () => {
    window.history.replaceState(null, '', HOME_PATH)
    renderBar(HOME_PATH)
    expect(screen.queryByLabelText('关闭 首页')).toBeNull()
    expect(screen.getByLabelText('关闭 品牌管理')).toBeInTheDocument()
    fireEvent.keyDown(screen.getByRole('tab', { name: '首页' }), { key: 'Delete' })
    expect(useTabsStore.getState().tabs).toHaveLength(3)
  })
})
