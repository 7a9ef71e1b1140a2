import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'
import { BRAND_CONFIG_PATH, GROUP_CONFIG_PATH, brandConfigTitle, groupConfigTitle } from './lib/config-titles.js'

/** 配置中心 (spec 2 §2, issue 14): the dictionary, brand and group configuration, lazily loaded. */
export const routes: FeatureRoute[] = [
  lazyPage('/businessCenter/config/dictionary', '配置字典', async () => (await import('./pages/dictionary-list.js')).DictionaryList),
  lazyPage('/businessCenter/config/dictionary/edit', { title: '编辑字段', titleFor: (search) => (search.get('id') ? '编辑字段' : '新建字段'), menuPath: '/businessCenter/config/dictionary' }, async () => (await import('./pages/dictionary-edit.js')).DictionaryEdit),
  lazyPage(BRAND_CONFIG_PATH, '品牌配置', async () => (await import('./pages/brand-config-list-page.js')).BrandConfigListPage),
  lazyPage(`${BRAND_CONFIG_PATH}/edit`, { title: '编辑品牌配置', titleFor: (search) => brandConfigTitle(search.get('sellerName'), search.get('groupName')) ?? '编辑品牌配置', menuPath: BRAND_CONFIG_PATH }, async () => (await import('./pages/brand-config-edit-page.js')).BrandConfigEditPage),
  lazyPage(GROUP_CONFIG_PATH, '集团配置', async () => (await import('./pages/group-config-list-page.js')).GroupConfigListPage),
  lazyPage(`${GROUP_CONFIG_PATH}/edit`, { title: '集团配置', titleFor: (search) => groupConfigTitle(search.get('groupName')), menuPath: GROUP_CONFIG_PATH }, async () => (await import('./pages/group-config-edit-page.js')).GroupConfigEditPage),
]
