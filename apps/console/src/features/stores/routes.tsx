import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** The store registry (issue 13). */
export const routes: FeatureRoute[] = [
  lazyPage('/orgCenter/store/list', '门店列表', async () => (await import('./pages/store-list.js')).StoreList),
]
