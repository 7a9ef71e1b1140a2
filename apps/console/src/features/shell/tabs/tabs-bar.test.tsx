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

/** The bar with the URL showing `shown`, its last render knowing `active` (the page shown unless told). */
const barAt = (shown: string, active = shown) => {
  window.history.replaceState(null, '', shown)
  return renderBar(active)
}
const tab = (name: RegExp | string) => screen.getByRole('tab', { name })
const pressDelete = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Delete' })
const openTabs = () => useTabsStore.getState().tabs.map((t) => t.path)

describe('the tab bar', () => {
  it('Delete on the shown page’s tab opens its neighbour, even when the bar has not re-rendered since the navigation', () => {
    // The URL already shows 品牌管理 (a navigation just happened); the bar still thinks 集团管理 is shown.
    const router = barAt(BRANDS.path, GROUPS.path)
    pressDelete(tab(/^品牌管理/))
    expect(openTabs()).toEqual([HOME_PATH, GROUPS.path])
    // Without the neighbour, the page shown would be left without a tab.
    expect(router.state.location.pathname).toBe(GROUPS.path)
  })

  it('Delete on another tab closes it and stays on the page shown', () => {
    const router = barAt(BRANDS.path)
    pressDelete(tab(/^集团管理/))
    expect(openTabs()).toEqual([HOME_PATH, BRANDS.path])
    expect(router.state.location.pathname).toBe(BRANDS.path)
  })

  it.each([
    ['hands the focus of a tab closed from the keyboard to the tab of the page then shown, so the next key is not lost', /^品牌管理/, /^集团管理/],
    ['hands the focus of another tab closed from the keyboard to the shown page’s tab', /^集团管理/, /^品牌管理/],
  ])('%s', (_, closed, then) => {
    barAt(BRANDS.path)
    tab(closed).focus()
    pressDelete(tab(closed))
    expect(tab(then)).toHaveFocus()
  })

  it('首页 has no close button and Delete does not close it', () => {
    barAt(HOME_PATH)
    expect(screen.queryByLabelText('关闭 首页')).toBeNull()
    expect(screen.getByLabelText('关闭 品牌管理')).toBeInTheDocument()
    pressDelete(tab('首页'))
    expect(useTabsStore.getState().tabs).toHaveLength(3)
  })
})
