import { Spin } from 'antd'
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { handleOf, type FeatureRoute, type RouteHandle } from '../../shared/lib/routes.js'
import { ForbiddenPage, NotFoundPage, NotInstalledPage } from '../../shared/ui/status-pages.js'
import type { SpecRoute } from '../routes/spec-routes.js'
import { isPermitted, type MenuEntry, type MenuModel } from './menu-model.js'
import { ModuleIndexPage } from './module-index-page.js'

const lazyComponents = new WeakMap<object, ComponentType>()

/** A feature route's screen: its `lazy` becomes React.lazy once, so each feature stays in its own chunk. */
const componentOf = (route: FeatureRoute): ComponentType | null => {
  if (route.Component) return route.Component
  const load = route.lazy
  if (typeof load !== 'function') return null
  let component = lazyComponents.get(route)
  if (!component) {
    component = lazy(async () => {
      const loaded = (await load()) as { Component?: ComponentType | null; element?: ReactNode }
      const Component = loaded.Component
      return { default: Component ?? (() => <>{loaded.element ?? null}</>) }
    })
    lazyComponents.set(route, component)
  }
  return component
}

/** While a screen's code loads: marked busy for assistive technology (and for the journeys' settle). */
const Loading = () => (
  <div data-route-loading="" role="status" aria-busy="true" aria-label="页面加载中" style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
    <Spin />
  </div>
)

const screen = (route: FeatureRoute): ReactNode => {
  const Component = componentOf(route)
  if (!Component) return route.element ?? null
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  )
}

export interface ShellRouteSources {
  /** Routes the features register (inside the frame). */
  features: readonly FeatureRoute[]
  /** Every route the specifications name; those no feature registers show the not-installed state. */
  spec: readonly SpecRoute[]
}

/**
 * The routes of the frame for one user's menu (spec 1 §2.4): registered screens where the menu grants
 * them and the 403 page where it does not; a menu page no feature builds shows "not installed"; parents
 * redirect to their first child except the special ones, which show their module index; every menu page
 * gets a hidden catch-all child (sub pages a feature registers, otherwise 404).
 */
export const buildShellRoutes = (model: MenuModel, sources: ShellRouteSources): RouteObject[] => {
  const routes: RouteObject[] = []
  const taken = new Set<string>()
  const guard = (path: string, handle: RouteHandle, element: ReactNode): ReactNode =>
    handle.always || isPermitted(model, path, handle.menuPath) ? element : <ForbiddenPage />

  for (const route of sources.features) {
    const handle = handleOf(route)
    taken.add(route.path)
    routes.push({ path: route.path, handle, element: guard(route.path, handle, screen(route)), children: route.children })
  }
  for (const spec of sources.spec) {
    if (taken.has(spec.path)) continue
    taken.add(spec.path)
    const handle: RouteHandle = { title: spec.title, keepAlive: spec.keepAlive, menuPath: spec.menuPath }
    routes.push({ path: spec.path, handle, element: guard(spec.path, handle, <NotInstalledPage path={spec.path} title={spec.title} />) })
  }
  const visit = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (!taken.has(entry.path)) {
        taken.add(entry.path)
        const handle: RouteHandle = { title: entry.name }
        const element =
          entry.children.length === 0 ? (
            <NotInstalledPage path={entry.path} title={entry.name} />
          ) : entry.special ? (
            <ModuleIndexPage entry={entry} />
          ) : (
            <Navigate to={entry.children[0]!.path} replace />
          )
        routes.push({ path: entry.path, handle, element })
      }
      if (entry.children.length === 0) routes.push({ path: `${entry.path}/*`, handle: { title: '页面不存在' }, element: <NotFoundPage /> })
      visit(entry.children)
    }
  }
  visit(model.roots)
  routes.push({ path: '*', handle: { title: '页面不存在' }, element: <NotFoundPage /> })
  return routes
}
