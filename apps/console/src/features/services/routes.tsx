import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'
import { serviceEditTitle } from './lib/service-edit-title.js'

/** The service catalogue (issue 13). */
export const routes: FeatureRoute[] = [
  lazyPage('/businessCenter/serviceManagement/list', '服务管理', async () => (await import('./pages/service-list.js')).ServiceList),
  lazyPage('/businessCenter/serviceManagement/edit', { title: '编辑服务', titleFor: serviceEditTitle, menuPath: '/businessCenter/serviceManagement/list' }, async () => (await import('./pages/service-edit.js')).ServiceEdit),
]
