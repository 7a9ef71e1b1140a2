import type { FeatureRoute } from '../../shared/lib/routes.js'
import { serviceEditTitle } from './lib/service-edit-title.js'

/** The service catalogue (issue 13). */
export const routes: FeatureRoute[] = [
  {
    path: '/businessCenter/serviceManagement/list',
    handle: { title: '服务管理' },
    lazy: async () => ({ Component: (await import('./pages/service-list.js')).ServiceList }),
  },
  {
    path: '/businessCenter/serviceManagement/edit',
    handle: { title: '编辑服务', titleFor: serviceEditTitle, menuPath: '/businessCenter/serviceManagement/list' },
    lazy: async () => ({ Component: (await import('./pages/service-edit.js')).ServiceEdit }),
  },
]
