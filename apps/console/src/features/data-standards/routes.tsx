import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** 数据标准 (spec 3 §2.2): the metadata registry's pages, lazily loaded. */
export const routes: FeatureRoute[] = [
  lazyPage('/dataStandard/metadata/index', '字段配置', async () => (await import('./pages/metadata-list-page.js')).MetadataListPage),
  lazyPage('/dataStandard/metadata/edit', { title: '元数据', menuPath: '/dataStandard/metadata/index', titleFor: (q) => (q.get('preview') === '1' ? '查看元数据' : q.get('id') ? '编辑元数据' : '新增元数据') }, async () => (await import('./pages/metadata-edit-page.js')).MetadataEditPage),
  lazyPage('/dataStandard/metadata/operationLog', '操作日志', async () => (await import('./pages/metadata-log-page.js')).MetadataLogPage),
  lazyPage('/dataStandard/metadata/businessRule', '业务规则', async () => (await import('./pages/business-rule-page.js')).BusinessRulePage),
  lazyPage('/dataStandard/metadata/basicfield', '基础属性管理', async () => (await import('./pages/basic-field-page.js')).BasicFieldPage),
  lazyPage('/dataStandard/operationLog/list', '操作日志列表', async () => (await import('./pages/operation-log-list-page.js')).OperationLogListPage),
]
