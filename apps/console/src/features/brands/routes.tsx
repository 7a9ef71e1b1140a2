import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** The brand screens (spec 2 §2), lazily loaded; the editor is granted by the list's menu entry. */
export const routes: FeatureRoute[] = [
  lazyPage('/businessCenter/brand', '品牌管理', async () => (await import('./pages/brand-list-page.js')).BrandListPage),
  lazyPage('/businessCenter/brand/edit', { title: '编辑品牌', titleFor: (search) => (search.get('id') ? '编辑品牌' : '新建品牌') }, async () => (await import('./pages/brand-edit-page.js')).BrandEditPage),
]
