import type { FeatureRoute } from '../../shared/lib/routes.js'

/** 地图服务 (spec 2 §2: the brands' map-config list), lazily loaded. */
export const routes: FeatureRoute[] = [
  {
    path: '/businessCenter/mapService',
    handle: { title: '地图服务' },
    lazy: async () => ({ Component: (await import('./pages/map-config-page.js')).MapConfigPage }),
  },
]
