import type { FeatureRoute } from '../../shared/lib/routes.js'
import { BRAND_CONFIG_PATH, GROUP_CONFIG_PATH, brandConfigTitle, groupConfigTitle } from './lib/config-titles.js'

/** 配置中心 (spec 2 §2, issue 14): the dictionary, brand and group configuration, lazily loaded. */
export const routes: FeatureRoute[] = [
  {
    path: '/businessCenter/config/dictionary',
    handle: { title: '配置字典' },
    lazy: async () => ({ Component: (await import('./pages/dictionary-list.js')).DictionaryList }),
  },
  {
    path: '/businessCenter/config/dictionary/edit',
    handle: { title: '编辑字段', titleFor: (search) => (search.get('id') ? '编辑字段' : '新建字段'), menuPath: '/businessCenter/config/dictionary' },
    lazy: async () => ({ Component: (await import('./pages/dictionary-edit.js')).DictionaryEdit }),
  },
  {
    path: BRAND_CONFIG_PATH,
    handle: { title: '品牌配置' },
    lazy: async () => ({ Component: (await import('./pages/brand-config-list-page.js')).BrandConfigListPage }),
  },
  {
    path: `${BRAND_CONFIG_PATH}/edit`,
    handle: { title: '编辑品牌配置', titleFor: (search) => brandConfigTitle(search.get('sellerName'), search.get('groupName')) ?? '编辑品牌配置', menuPath: BRAND_CONFIG_PATH },
    lazy: async () => ({ Component: (await import('./pages/brand-config-edit-page.js')).BrandConfigEditPage }),
  },
  {
    path: GROUP_CONFIG_PATH,
    handle: { title: '集团配置' },
    lazy: async () => ({ Component: (await import('./pages/group-config-list-page.js')).GroupConfigListPage }),
  },
  {
    path: `${GROUP_CONFIG_PATH}/edit`,
    handle: { title: '集团配置', titleFor: (search) => groupConfigTitle(search.get('groupName')), menuPath: GROUP_CONFIG_PATH },
    lazy: async () => ({ Component: (await import('./pages/group-config-edit-page.js')).GroupConfigEditPage }),
  },
]
