import type { RouteObject } from 'react-router-dom'

/** The group screens (spec 2 §2), lazily loaded, for the signed-in part of the router. */
export const groupRoutes: RouteObject[] = [
  {
    path: '/businessCenter/group',
    handle: { title: '集团管理' },
    lazy: async () => ({ Component: (await import('./pages/group-list-page.js')).default }),
  },
  {
    path: '/businessCenter/group/edit',
    handle: { title: '集团编辑' },
    lazy: async () => ({ Component: (await import('./pages/group-edit-page.js')).default }),
  },
]
