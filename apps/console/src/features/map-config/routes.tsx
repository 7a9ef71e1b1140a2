import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** 地图服务 (spec 2 §2: the brands' map-config list), lazily loaded. */
export const routes: FeatureRoute[] = [
  lazyPage('/businessCenter/mapService', '地图服务', async () => (await import('./pages/map-config-page.js')).MapConfigPage),
]
