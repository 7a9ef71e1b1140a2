import type { FeatureRoute } from '../../shared/lib/routes.js'
import { handleOf } from '../../shared/lib/routes.js'
import { routes as adminRoutes } from '../../features/admin/routes.js'
import { routes as brandRoutes } from '../../features/brands/routes.js'
import { routes as configCenterRoutes } from '../../features/config-center/routes.js'
import { routes as feedbackRoutes } from '../../features/feedback/routes.js'
import { routes as formPlaygroundRoutes } from '../../features/form-playground/routes.js'
import { groupRoutes } from '../../features/groups/routes.js'
import { routes as homeRoutes } from '../../features/home/routes.js'
import { routes as mapConfigRoutes } from '../../features/map-config/routes.js'
import { routes as remoteAssistRoutes } from '../../features/remote-assist/routes.js'
import { routes as qrRuleRoutes } from '../../features/qr-rules/routes.js'
import { routes as dataStandardRoutes } from '../../features/data-standards/routes.js'
import { routes as dataCheckRoutes } from '../../features/data-checks/routes.js'
import { routes as serviceRoutes } from '../../features/services/routes.js'
import { routes as shellRoutes } from '../../features/shell/routes.js'
import { routes as storeRoutes } from '../../features/stores/routes.js'
import { routes as systemRoutes } from '../../features/system/routes.js'

/**
 * Every feature's routes. A feature adds its screens by exporting `routes: FeatureRoute[]` from
 * `features/<name>/routes.tsx` (paths, titles, `lazy` imports, `handle.keepAlive`…) and one line here.
 */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [...homeRoutes, ...shellRoutes, ...feedbackRoutes, ...systemRoutes, ...formPlaygroundRoutes, ...groupRoutes, ...brandRoutes, ...mapConfigRoutes, ...remoteAssistRoutes, ...qrRuleRoutes, ...adminRoutes, ...storeRoutes, ...serviceRoutes, ...configCenterRoutes, ...dataStandardRoutes, ...dataCheckRoutes]

export const PUBLIC_FEATURE_ROUTES = FEATURE_ROUTES.filter((r) => handleOf(r).public)
export const FRAME_FEATURE_ROUTES = FEATURE_ROUTES.filter((r) => !handleOf(r).public)
