import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { authPublicRoutes, authSignedInRoutes } from '../features/auth/routes.js'
import { RequireSession, RootRoute } from './route-guard.js'
import { PUBLIC_FEATURE_ROUTES } from './routes/feature-routes.js'
import { PUBLIC_SPEC_ROUTES } from './routes/spec-routes.js'

// Public screens (no token): the auth feature's, then every feature's `handle.public` routes.
const PUBLIC_ROUTES: RouteObject[] = [...authPublicRoutes, ...PUBLIC_FEATURE_ROUTES]
const publicPaths = new Set(PUBLIC_ROUTES.map((r) => r.path))

// Status pages load on demand too: /login's first paint carries none of them.
const statusPages = () => import('../shared/ui/status-pages.js')

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/', element: <Navigate to="/homePage" replace /> },
      ...PUBLIC_ROUTES,
      ...PUBLIC_SPEC_ROUTES.filter((r) => !publicPaths.has(r.path)).map((r) => ({
        path: r.path,
        handle: { title: r.title, public: true },
        lazy: async () => {
          const { NotInstalledPage } = await statusPages()
          return { element: <NotInstalledPage path={r.path} title={r.title} /> }
        },
      })),
      { path: '/404', handle: { title: '页面不存在', name: '404' }, lazy: async () => ({ Component: (await statusPages()).NotFoundPage }) },
      { path: '/403', handle: { title: '无权限', name: '403' }, lazy: async () => ({ Component: (await statusPages()).ForbiddenPage }) },
      {
        element: <RequireSession />,
        // The frame (menus, tabs, header) and every screen inside it load after sign-in, not with /login.
        children: [
          // Signed-in pages outside the frame (the phone's side of QR login).
          ...authSignedInRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('./layout/app-layout.js')).AppLayout }) },
        ],
      },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
