import type { ColumnsType } from 'antd/es/table'
import type { FormKitContextValue } from '../../core/provider.js'
import type { ActivityInfo, CouponInfo, MarketingRow } from '../../core/types.js'

/** The `coupon.*` or `activity.*` part of a row, whichever its type names. */
export function rowInfo(row: MarketingRow): CouponInfo | ActivityInfo {
  return row.type === 1 ? row.activity : row.coupon
}

/** A stable key for a row: its type and the id of its coupon or activity. */
export function rowKey(row: MarketingRow): string {
  return `${row.type}-${String(rowInfo(row).id)}`
}

/** The default columns: name, type (活动 or 优惠券) and id. */
export function defaultMarketingColumns(t: FormKitContextValue['t']): ColumnsType<MarketingRow> {
  return [
    { key: 'name', title: t('name'), render: (_, row) => rowInfo(row).name },
    { key: 'type', title: t('type'), render: (_, row) => t(row.type === 1 ? 'typeActivity' : 'typeCoupon') },
    { key: 'id', title: t('code'), render: (_, row) => String(rowInfo(row).id) },
  ]
}
