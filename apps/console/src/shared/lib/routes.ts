import type { ComponentType } from 'react'
import { useSearchParams, type RouteObject } from 'react-router-dom'

/**
 * What a route tells the shell, in its `handle`. Features contribute routes by exporting
 * `routes: RouteObject[]` from `features/<name>/routes.tsx` (listed in `app/routes/feature-routes.ts`):
 * public ones (`handle.public`) join the top-level router, the rest render inside the console frame,
 * where the menu the server gave decides whether the user may open them.
 */
export interface RouteHandle {
  /** Page title: the tab, the header and the document title (`{title} - 运营平台`). */
  title?: string
  /** A title that depends on the query, e.g. 新建品牌 without `?id=` and 编辑品牌 with it; wins over `title`. */
  titleFor?: (search: URLSearchParams) => string
  /** Public by name (spec 1 §2.2: 404, 403, activation). */
  name?: string
  /** Needs no session; rendered outside the frame. */
  public?: boolean
  /** Keep the page mounted when its tab is left, with its state and scroll position (spec 1 §2.5). */
  keepAlive?: boolean
  /**
   * The menu path that grants this route when it is not itself a menu path nor under one
   * (a hidden page such as `/payManage/payTransfer/detail` under `/payManage/payTransfer/index`).
   */
  menuPath?: string
  /** Open to every signed-in user whatever the menu (the home page, the shell's own pages). */
  always?: boolean
}

/** A route a feature contributes. `lazy` (a function returning `{ Component }`) keeps each feature in its own chunk. */
export type FeatureRoute = RouteObject & { path: string; handle?: RouteHandle }

export const handleOf = (route: { handle?: unknown } | undefined): RouteHandle => (route?.handle ?? {}) as RouteHandle

/**
 * A page a feature contributes, loaded when first opened: its path, its title (or its whole `handle`) and
 * its loader, `async () => (await import('./pages/brand-list-page.js')).BrandListPage`. The `import()`
 * stays in the feature's `routes.tsx`, so each feature keeps its own chunk.
 */
export const lazyPage = (path: string, handle: string | RouteHandle, load: () => Promise<ComponentType>): FeatureRoute => ({
  path,
  handle: typeof handle === 'string' ? { title: handle } : handle,
  lazy: async () => ({ Component: await load() }),
})

/** An edit page's record: its `?id=` as a number, or null on the page that makes a new one. */
export const useIdParam = (): number | null => {
  const [params] = useSearchParams()
  return Number(params.get('id')) || null
}
