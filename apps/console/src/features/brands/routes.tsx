import type { FeatureRoute } from '../../shared/lib/routes.js'

/** The brand screens (spec 2 §2), lazily loaded; the editor is granted by the list's menu entry. */
export const routes: FeatureRoute[] = [
  {
    path: '/businessCenter/brand',
    handle: { title: '品牌管理' },
    lazy: async () => ({ Component: (await import('./pages/brand-list-page.js')).BrandListPage }),
  },
  {
    path: '/businessCenter/brand/edit',
    handle: { title: '编辑品牌', titleFor: (search) => (search.get('id') ? '编辑品牌' : '新建品牌') },
    lazy: async () => ({ Component: (await import('./pages/brand-edit-page.js')).BrandEditPage }),
  },
]
