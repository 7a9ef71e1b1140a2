import {
  ABANDON_FLAG_LABELS,
  ACCOUNT_VERSION_LABELS,
  BOSS_COCKPIT_LABELS,
  BRAND_STATUS_LABELS,
  BRAND_TYPE_LABELS,
  PRODUCE_MODEL_LABELS,
  PRODUCE_VERSION_LABELS,
  YES_NO_LABELS,
  type BrandFilters,
} from '@yunying/contracts'
import type { ExportSource } from '../exports/export-source.js'
import { lookupColumn } from '../exports/exports.service.js'
import type { TenantScope } from '../access/tenant-scope.js'
import { brandWhereText } from './brand-filters.js'

export const BRAND_EXPORT_MODEL = 'BRAND_LIST'

/**
 * The brand list as an export (spec 2 §4): the list's filters, its row, Chinese headers and words.
 * The filters only name brand columns, so the pages read `brands` alone and the group and industry
 * names come from lookups (one read of each table, not a join per row).
 */
export const brandExportSource = (filters: BrandFilters, scope: TenantScope): ExportSource => {
  const { where, narrowed } = brandWhereText(filters, scope)
  return {
    modelName: BRAND_EXPORT_MODEL,
    modelNameDesc: '品牌列表导出',
    title: '品牌列表',
    keyTable: 'brands',
    keyAlias: 'b',
    from: 'brands b',
    where,
    narrowed,
    columns: [
      { header: '品牌ID', sql: 'b.id', type: 'int', width: 10 },
      { header: '品牌名称', sql: 'b.name', type: 'text', width: 24 },
      { header: '集团ID', sql: 'b.group_id', type: 'int', width: 10 },
      lookupColumn('集团名称', { key: 'b.group_id', table: 'groups', value: 'name' }, 24),
      { header: '品牌类型', sql: 'b.brand_type', type: 'label', labels: BRAND_TYPE_LABELS, width: 12 },
      lookupColumn('行业', { key: 'b.industry_id', table: 'industries', value: 'name' }, 14),
      { header: '允许升级', sql: 'b.is_allow_upgrade', type: 'label', labels: YES_NO_LABELS, width: 10 },
      { header: '账号版本', sql: 'b.account_version', type: 'label', labels: ACCOUNT_VERSION_LABELS, width: 10 },
      { header: '测试品牌', sql: 'b.is_test', type: 'label', labels: YES_NO_LABELS, width: 10 },
      { header: '产品版本', sql: 'b.produce_version', type: 'label', labels: PRODUCE_VERSION_LABELS, width: 10 },
      { header: '服务模式', sql: 'b.produce_model', type: 'label', labels: PRODUCE_MODEL_LABELS, width: 12 },
      { header: '老板驾驶舱', sql: 'b.boss_cockpit_open', type: 'label', labels: BOSS_COCKPIT_LABELS, width: 12 },
      { header: '品牌标记', sql: 'b.abandon_flag', type: 'label', labels: ABANDON_FLAG_LABELS, width: 10 },
      { header: '状态', sql: 'b.status', type: 'label', labels: BRAND_STATUS_LABELS, width: 8 },
      { header: '创建时间', sql: 'b.created_at', type: 'time', width: 20 },
    ],
  }
}
