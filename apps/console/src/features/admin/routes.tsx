import type { FeatureRoute } from '../../shared/lib/routes.js'

/** Administration (issue 12): roles and operator accounts (the login log is in features/system). */
export const routes: FeatureRoute[] = [
  {
    path: '/businessCenter/roleManagement/index',
    handle: { title: '角色列表' },
    lazy: async () => ({ Component: (await import('./pages/role-list.js')).RoleList }),
  },
  {
    path: '/businessCenter/roleManagement/edit',
    handle: { title: '编辑角色', titleFor: (search) => (search.get('id') ? '编辑角色' : '新建角色'), menuPath: '/businessCenter/roleManagement/index' },
    lazy: async () => ({ Component: (await import('./pages/role-edit.js')).RoleEdit }),
  },
  {
    path: '/system/operator/list',
    handle: { title: '运营账号' },
    lazy: async () => ({ Component: (await import('./pages/operator-list.js')).OperatorList }),
  },
]
