/**
 * The browser half of `npm run bench:menu` (bench/menu.ts builds and drives it in Chromium): the real
 * menu model, route builder, menus and keep-alive outlet of the console on a generated 500-node,
 * four-level menu. Results go to `window.benchResult`.
 */
import type { MenuNode } from '@yunying/contracts'
import { ConfigProvider, Input } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { createMemoryRouter, RouterProvider, useLocation, useNavigate, type RouteObject } from 'react-router-dom'
import { buildMenuModel, routeSegments, trailOf, type MenuModel } from '../src/app/layout/menu-model.js'
import { FourthMenu, MainMenu, SubMenu } from '../src/app/layout/menus.js'
import { buildShellRoutes } from '../src/app/layout/shell-routes.js'
import { KeepAliveOutlet } from '../src/features/shell/tabs/keep-alive-outlet.js'
import type { FeatureRoute } from '../src/shared/lib/routes.js'

let nextId = 1
const node = (name: string, path: string, type: number, items: MenuNode[] = []): MenuNode => ({
  id: nextId++,
  name,
  path,
  pid: 0,
  sort: nextId,
  type,
  clientType: 1,
  menuStatus: 1,
  attrAlias: { url: '', icon: 'AppstoreOutlined' },
  serviceId: null,
  code: '',
  items,
})

/** 10 first-level, 50 second-level, 150 third-level and 290 fourth-level entries: 500 nodes. */
export const generateTree = (): MenuNode[] => {
  nextId = 1
  let fourth = 0
  return Array.from({ length: 10 }, (_, a) =>
    node(`模块${a + 1}中心`, `/m${a}`, 1, Array.from({ length: 5 }, (_, b) =>
      node(`分组${a + 1}-${b + 1}`, `/m${a}/g${b}`, 1, Array.from({ length: 3 }, (_, c) => {
        const base = `/m${a}/g${b}/s${c}`
        const leaves = fourth < 290 ? 2 : 0
        fourth += leaves
        return node(`子菜单${a + 1}-${b + 1}-${c + 1}`, base, leaves ? 1 : 2, Array.from({ length: leaves }, (_, d) => node(`页面${d + 1}`, `${base}/p${d}`, 2)))
      })),
    )),
  )
}

const countNodes = (nodes: MenuNode[]): number => nodes.reduce((n, x) => n + 1 + countNodes(x.items), 0)

/** A list page with a filter and 100 rows: what a kept-alive page costs to keep and to show. */
const ListPage = () => {
  const location = useLocation()
  const [keyword, setKeyword] = useState('')
  const rows = useMemo(() => Array.from({ length: 100 }, (_, i) => `${location.pathname} 第 ${i + 1} 行`), [location.pathname])
  return (
    <div>
      <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="筛选" />
      <ul>{rows.filter((r) => r.includes(keyword)).map((r) => <li key={r}>{r}</li>)}</ul>
    </div>
  )
}

const leafPaths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => (n.items.length ? leafPaths(n.items) : [n.path]))

const tree = generateTree()
const features: FeatureRoute[] = leafPaths(tree).map((path) => ({ path, handle: { title: path, keepAlive: true }, element: <ListPage /> }))

const Frame = ({ model, routes, withPage }: { model: MenuModel; routes: RouteObject[]; withPage: boolean }) => {
  const location = useLocation()
  const navigate = useNavigate()
  // As app-layout.tsx does: stable segments and callback, so unchanged menus skip rendering.
  const segmentKey = routeSegments(model, location.pathname).join('|')
  const segments = useMemo(() => segmentKey.split('|'), [segmentKey])
  const onNavigate = useCallback((p: string) => navigate(p), [navigate])
  const trail = trailOf(model, location.pathname)
  const props = { segments, adminType: 1, feedbackCount: 0, onNavigate }
  return (
    <div style={{ display: 'flex', height: '100vh' }}>
      <MainMenu roots={model.roots} {...props} />
      {trail[0] ? <SubMenu parent={trail[0]} {...props} /> : null}
      {trail[2]?.children.length ? <FourthMenu parent={trail[2]} {...props} /> : null}
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {withPage ? <KeepAliveOutlet routes={routes} keepAlive openPaths={openPaths} generation={0} /> : null}
      </div>
    </div>
  )
}

const openPaths = new Set(leafPaths(tree))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const max = (xs: number[]) => Math.max(...xs)
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
const shown = (path: string) =>
  new Promise<void>((resolve) => {
    const visible = () => document.querySelector(`[data-page="${path}"]:not([hidden])`)?.textContent?.includes(`${path} 第 1 行`)
    if (visible()) return resolve()
    const observer = new MutationObserver(() => {
      if (visible()) {
        observer.disconnect()
        resolve()
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] })
  })

const run = async () => {
  const container = document.getElementById('root')!
  const build: number[] = []
  const buildRoutes: number[] = []
  const withFirstPage: number[] = []
  let root: Root | null = null
  let router = null as ReturnType<typeof createMemoryRouter> | null
  // Cold runs: build the menu model and the routes from the tree and render the menus (then, separately,
  // the same with the first page inside). The first run also warms antd's style cache.
  for (let i = 0; i < 32; i++) {
    const withPage = i % 2 === 1
    root?.unmount()
    root = createRoot(container)
    const t0 = performance.now()
    const model = buildMenuModel(tree)
    const routes = buildShellRoutes(model, { features, spec: [] })
    const t1 = performance.now()
    router = createMemoryRouter([{ path: '*', element: <Frame model={model} routes={routes} withPage={withPage} /> }], { initialEntries: ['/m3/g2/s1/p0'] })
    flushSync(() => root!.render(<ConfigProvider><RouterProvider router={router!} /></ConfigProvider>))
    const t2 = performance.now()
    if (i > 0) {
      buildRoutes.push(t1 - t0)
      ;(withPage ? withFirstPage : build).push(t2 - t0)
    }
    await nextFrame()
  }
  // Open ten keep-alive pages, then switch between them by clicking their menu entries.
  const pages = ['/m3/g2/s1/p0', '/m3/g2/s1/p1', '/m3/g2/s0/p0', '/m3/g1/s2/p1', '/m3/g4/s0/p0', '/m5/g0/s0/p0', '/m5/g0/s1/p1', '/m7/g3/s2/p0', '/m0/g0/s0/p1', '/m9/g1/s1/p0']
  for (const path of pages) {
    await router!.navigate(path)
    await shown(path)
  }
  const switches: number[] = []
  const clickEntry = (path: string) => {
    const segments = path.split('/').filter(Boolean)
    const l3 = `/${segments.slice(0, 3).join('/')}`
    // The entry in the sub menu (third level) or, for a fourth-level page, the fourth column.
    const fourth = document.querySelector<HTMLElement>(`nav[aria-label="四级菜单"] li[aria-label="页面${Number(segments[3]!.slice(1)) + 1}"]`)
    const inSameThird = document.querySelector(`[data-page^="${l3}/"]:not([hidden])`)
    if (fourth && inSameThird) return fourth.click()
    void router!.navigate(path)
  }
  for (let round = 0; round < 3; round++) {
    for (const path of pages) {
      const t0 = performance.now()
      clickEntry(path)
      await shown(path)
      await nextFrame()
      switches.push(performance.now() - t0)
    }
  }
  const kept = document.querySelectorAll('[data-page]').length
  ;(window as unknown as { benchResult: unknown }).benchResult = {
    nodes: countNodes(tree),
    routes: buildShellRoutes(buildMenuModel(tree), { features, spec: [] }).length,
    buildRoutes: { median: median(buildRoutes), max: max(buildRoutes), runs: buildRoutes.length },
    buildAndRender: { median: median(build), max: max(build), runs: build.length },
    withFirstPage: { median: median(withFirstPage), max: max(withFirstPage), runs: withFirstPage.length },
    switchToKeptPage: { median: median(switches), max: max(switches), runs: switches.length, keptPages: kept },
  }
}

void run().catch((error: unknown) => {
  ;(window as unknown as { benchResult: unknown }).benchResult = { error: String(error) }
})
