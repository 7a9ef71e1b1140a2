import type { FeatureRoute } from '../../shared/lib/routes.js'

/** The group screens (spec 2 §2), lazily loaded, for the signed-in part of the router. */
export const groupRoutes: FeatureRoute[] = [
  {
    path: '/businessCenter/group',
    handle: { title: '集团管理' },
    lazy: async () => ({ Component: (await import('./pages/group-list-page.js')).default }),
  },
  {
    path: '/businessCenter/group/edit',
    handle: { title: '编辑集团', titleFor: (search) => (search.get('id') ? '编辑集团' : '新建集团') },
    lazy: async () => ({ Component: (await import('./pages/group-edit-page.js')).default }),
  },
]
