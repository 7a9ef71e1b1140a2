import type { FeatureRoute } from '../../shared/lib/routes.js'

/** 数据标准 (spec 3 §2.2): the metadata registry's pages, lazily loaded. */
export const routes: FeatureRoute[] = [
  {
    path: '/dataStandard/metadata/index',
    handle: { title: '字段配置' },
    lazy: async () => ({ Component: (await import('./pages/metadata-list-page.js')).MetadataListPage }),
  },
  {
    path: '/dataStandard/metadata/edit',
    handle: { title: '元数据', menuPath: '/dataStandard/metadata/index', titleFor: (q) => (q.get('preview') === '1' ? '查看元数据' : q.get('id') ? '编辑元数据' : '新增元数据') },
    lazy: async () => ({ Component: (await import('./pages/metadata-edit-page.js')).MetadataEditPage }),
  },
  {
    path: '/dataStandard/metadata/operationLog',
    handle: { title: '操作日志' },
    lazy: async () => ({ Component: (await import('./pages/metadata-log-page.js')).MetadataLogPage }),
  },
  {
    path: '/dataStandard/metadata/businessRule',
    handle: { title: '业务规则' },
    lazy: async () => ({ Component: (await import('./pages/business-rule-page.js')).BusinessRulePage }),
  },
  {
    path: '/dataStandard/metadata/basicfield',
    handle: { title: '基础属性管理' },
    lazy: async () => ({ Component: (await import('./pages/basic-field-page.js')).BasicFieldPage }),
  },
  {
    path: '/dataStandard/operationLog/list',
    handle: { title: '操作日志列表' },
    lazy: async () => ({ Component: (await import('./pages/operation-log-list-page.js')).OperationLogListPage }),
  },
]
