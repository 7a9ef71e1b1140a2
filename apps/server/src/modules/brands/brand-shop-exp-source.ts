import { sql } from 'drizzle-orm'
import { toSqlText } from '../../lib/sql-literal.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import type { ExportSource } from '../exports/export-source.js'

export const SHOP_EXP_SOURCE = 'brand-shop-exp'

const TODAY = `(now() at time zone interval '+08:00')::date`
const DAYS_LEFT = `(st.expire_date - ${TODAY})`
const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`

/**
 * The brand's store expiry detail (spec 2 §3 detail dialog, `export-brand-shop-exp`): one row per
 * store of the brand with its status, region, contact, the expiry of its store-level services, the
 * days left and the 3-day / 30-day warning band (0–2 days, then up to 30).
 */
export const brandShopExpSource = (params: { brandId: number }, scope: TenantScope): ExportSource => ({
  modelName: 'BRAND_SHOP_EXP',
  modelNameDesc: '品牌门店到期明细导出',
  title: '品牌门店到期明细',
  keyTable: 'stores',
  keyAlias: 'st',
  from: 'stores st join brands b on b.id = st.brand_id join groups g on g.id = b.group_id',
  where: toSqlText(sql.join([sql`st.brand_id = ${params.brandId}`, brandRowsCondition(scope, { brandId: sql.raw('b.id'), groupId: sql.raw('b.group_id') }) ?? sql`true`], sql` and `)),
  narrowed: true,
  columns: [
    { header: '门店ID', sql: 'st.id', type: 'int', width: 10 },
    { header: '门店名称', sql: 'st.name', type: 'text', width: 24 },
    { header: '门店编码', sql: "coalesce(st.code, '')", type: 'text', width: 14 },
    { header: '品牌名称', sql: 'b.name', type: 'text', width: 20 },
    { header: '集团名称', sql: 'g.name', type: 'text', width: 20 },
    { header: '营业状态', sql: "case st.status when 1 then '营业' else '停业' end", type: 'text', width: 10 },
    { header: '所在地区', sql: "coalesce(st.region_name, '')", type: 'text', width: 24 },
    { header: '详细地址', sql: 'st.address', type: 'text', width: 30 },
    { header: '联系人', sql: "coalesce(st.contact_name, '')", type: 'text', width: 12 },
    { header: '联系电话', sql: "coalesce(st.contact_phone, '')", type: 'text', width: 14 },
    { header: '开业日期', sql: day('st.open_date'), type: 'text', width: 14 },
    { header: '到期日期', sql: day('st.expire_date'), type: 'text', width: 14 },
    { header: '剩余天数', sql: DAYS_LEFT, type: 'int', width: 10 },
    {
      header: '到期提醒',
      sql: `case when st.expire_date is null then '' when ${DAYS_LEFT} < 0 then '已过期' when ${DAYS_LEFT} <= 2 then '3天内到期' when ${DAYS_LEFT} <= 30 then '30天内到期' else '' end`,
      type: 'text',
      width: 12,
    },
  ],
})
