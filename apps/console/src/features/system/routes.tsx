import type { FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  {
    path: '/system/operatingMenu/list',
    handle: { title: '菜单权限' },
    lazy: async () => ({ Component: (await import('./pages/operating-menu-list.js')).OperatingMenuList }),
  },
  {
    path: '/system/operatingMenu/detail',
    handle: { title: '权限详情', menuPath: '/system/operatingMenu/list' },
    lazy: async () => ({ Component: (await import('./pages/operating-menu-detail.js')).OperatingMenuDetail }),
  },
  {
    path: '/system/operatingLog/list',
    handle: { title: '操作日志' },
    lazy: async () => ({ Component: (await import('./pages/operation-log-list.js')).OperationLogList }),
  },
  {
    path: '/system/loginLog/list',
    handle: { title: '登录日志' },
    lazy: async () => ({ Component: (await import('./pages/login-log-list.js')).LoginLogList }),
  },
]
