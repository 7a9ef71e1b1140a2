import type { FeatureRoute } from '../../shared/lib/routes.js'

/** 聚合码配置 (spec 2 §2): the rule list (with the stores' codes) and the rule editor, lazily loaded. */
export const routes: FeatureRoute[] = [
  {
    path: '/businessCenter/codeManagement/codeConfig/index',
    handle: { title: '聚合码配置' },
    lazy: async () => ({ Component: (await import('./pages/qr-rule-list-page.js')).QrRuleListPage }),
  },
  {
    path: '/businessCenter/codeManagement/codeConfig/edit',
    handle: { title: '编辑聚合码配置', titleFor: (search) => (search.get('id') ? '编辑聚合码配置' : '新增聚合码配置') },
    lazy: async () => ({ Component: (await import('./pages/qr-rule-edit-page.js')).QrRuleEditPage }),
  },
]
