import type { FeatureRoute } from '../../shared/lib/routes.js'

/** The store registry (issue 13). */
export const routes: FeatureRoute[] = [
  {
    path: '/orgCenter/store/list',
    handle: { title: '门店列表' },
    lazy: async () => ({ Component: (await import('./pages/store-list.js')).StoreList }),
  },
]
