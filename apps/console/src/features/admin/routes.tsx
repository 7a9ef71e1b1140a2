import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** Administration (issue 12): roles and operator accounts (the login log is in features/system). */
export const routes: FeatureRoute[] = [
  lazyPage('/businessCenter/roleManagement/index', '角色列表', async () => (await import('./pages/role-list.js')).RoleList),
  lazyPage('/businessCenter/roleManagement/edit', { title: '编辑角色', titleFor: (search) => (search.get('id') ? '编辑角色' : '新建角色'), menuPath: '/businessCenter/roleManagement/index' }, async () => (await import('./pages/role-edit.js')).RoleEdit),
  lazyPage('/system/operator/list', '运营账号', async () => (await import('./pages/operator-list.js')).OperatorList),
]
