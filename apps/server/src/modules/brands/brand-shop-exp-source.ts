import { PRODUCE_MODEL_LABELS } from '@yunying/contracts'
import { sql } from 'drizzle-orm'
import { toSqlText } from '../../lib/sql-literal.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import type { ExportSource } from '../exports/export-source.js'

export const SHOP_EXP_SOURCE = 'brand-shop-exp'

const TODAY = `(now() at time zone interval '+08:00')::date`
const DAYS_LEFT = `(s.now_end_date - ${TODAY})`
const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`

/**
 * The brand's service expiry detail (spec 2 §3 detail dialog, `export-brand-shop-exp`). There is
 * no store table yet, so the file has one row per opened service (and sub-item) with its
 * current period, days left, the 3-day / 30-day warning and its seat batches with their end dates.
 */
export const brandShopExpSource = (params: { brandId: number }, scope: TenantScope): ExportSource => ({
  modelName: 'BRAND_SHOP_EXP',
  modelNameDesc: '品牌服务到期明细导出',
  title: '品牌服务到期明细',
  keyTable: 'brand_services',
  keyAlias: 's',
  from: 'brand_services s join produce_types p on p.id = s.produce_type_id join brands b on b.id = s.brand_id join groups g on g.id = b.group_id',
  where: toSqlText(sql.join([sql`s.brand_id = ${params.brandId}`, brandRowsCondition(scope, { brandId: sql.raw('b.id'), groupId: sql.raw('b.group_id') }) ?? sql`true`], sql` and `)),
  narrowed: true,
  columns: [
    { header: '记录ID', sql: 's.id', type: 'int', width: 10 },
    { header: '品牌ID', sql: 'b.id', type: 'int', width: 10 },
    { header: '品牌名称', sql: 'b.name', type: 'text', width: 20 },
    { header: '集团名称', sql: 'g.name', type: 'text', width: 20 },
    { header: '服务分类', sql: 'p.class_desc', type: 'text', width: 12 },
    { header: '服务名称', sql: 'p.produce_name', type: 'text', width: 20 },
    { header: '服务模式', sql: 's.produce_model', type: 'label', labels: PRODUCE_MODEL_LABELS, width: 12 },
    {
      header: '状态',
      sql: `case when s.produce_model = 31 then (case s.status when 0 then '生效中' when 1 then '已开通' when 2 then '已过期' else '' end)
        when s.status = 1 then '生效中' else '未开通' end`,
      type: 'text',
      width: 10,
    },
    { header: '总数量', sql: 's.total_num', type: 'int', width: 10 },
    { header: '已用数量', sql: 's.used_num', type: 'int', width: 10 },
    { header: '席位总数', sql: 's.total_seat_num', type: 'int', width: 10 },
    { header: '已用席位', sql: 's.used_seat_num', type: 'int', width: 10 },
    { header: '首次开通日期', sql: day('s.first_begin_date'), type: 'text', width: 14 },
    { header: '本期开始日期', sql: day('s.now_begin_date'), type: 'text', width: 14 },
    { header: '到期日期', sql: day('s.now_end_date'), type: 'text', width: 14 },
    { header: '剩余天数', sql: DAYS_LEFT, type: 'int', width: 10 },
    {
      header: '到期提醒',
      sql: `case when ${DAYS_LEFT} < 0 then '已过期' when ${DAYS_LEFT} <= 2 then '3天内到期' when ${DAYS_LEFT} <= 30 then '30天内到期' else '' end`,
      type: 'text',
      width: 12,
    },
    {
      header: '席位到期明细',
      sql: `(select string_agg((e->>'endDate') || ' 到期 ' || (e->>'expNum') || ' 个', '；' order by e->>'endDate') from jsonb_array_elements(s.seat_end_date_list) e)`,
      type: 'text',
      width: 40,
    },
  ],
})
