import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  lazyPage('/system/operatingMenu/list', '菜单权限', async () => (await import('./pages/operating-menu-list.js')).OperatingMenuList),
  lazyPage('/system/operatingMenu/detail', { title: '权限详情', menuPath: '/system/operatingMenu/list' }, async () => (await import('./pages/operating-menu-detail.js')).OperatingMenuDetail),
  lazyPage('/system/operatingLog/list', '操作日志', async () => (await import('./pages/operation-log-list.js')).OperationLogList),
  lazyPage('/system/loginLog/list', '登录日志', async () => (await import('./pages/login-log-list.js')).LoginLogList),
]
