import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** The group screens (spec 2 §2), lazily loaded, for the signed-in part of the router. */
export const groupRoutes: FeatureRoute[] = [
  lazyPage('/businessCenter/group', '集团管理', async () => (await import('./pages/group-list-page.js')).default),
  lazyPage('/businessCenter/group/edit', { title: '编辑集团', titleFor: (search) => (search.get('id') ? '编辑集团' : '新建集团') }, async () => (await import('./pages/group-edit-page.js')).default),
]
