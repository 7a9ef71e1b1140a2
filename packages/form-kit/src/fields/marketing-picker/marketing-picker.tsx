import { connect, mapReadPretty } from '@formily/react'
import { Button, Space } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useFormKit } from '../../core/provider.js'
import type { MarketingDataSource, MarketingRow } from '../../core/types.js'
import { DataTable } from '../data-table/data-table.js'
import { MarketingPickerDialog } from './marketing-picker-dialog.js'
import { defaultMarketingColumns, rowKey } from './marketing-rows.js'

/** Props of `CouponPicker` and `ActivityPicker`. The value is the chosen rows. */
export interface MarketingPickerProps {
  value?: MarketingRow[]
  onChange?: (value: MarketingRow[]) => void
  /** How many rows may be chosen. */
  selectNumber?: number
  /** Overrides the provider's data source. */
  source?: MarketingDataSource
  columns?: ColumnsType<MarketingRow>
  disabled?: boolean
  readOnly?: boolean
}

function createPicker(kind: 'coupon' | 'activity') {
  return function MarketingPicker(props: MarketingPickerProps) {
    const config = useFormKit()
    const { t } = config
    const [open, setOpen] = useState(false)
    const rows = props.value ?? []
    const source = props.source ?? (kind === 'coupon' ? config.couponSource : config.activitySource)
    const title = t(kind === 'coupon' ? 'selectCoupon' : 'selectActivity')
    const columns = props.columns ?? defaultMarketingColumns(t)
    const editable = !props.disabled && !props.readOnly
    const actions: ColumnsType<MarketingRow> = editable
      ? [
          {
            key: 'action',
            title: t('action'),
            render: (_, row) => (
              <Button autoInsertSpace={false} type="link" size="small" onClick={() => props.onChange?.(rows.filter((item) => rowKey(item) !== rowKey(row)))}>
                {t('delete')}
              </Button>
            ),
          },
        ]
      : []
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {editable ? <Button autoInsertSpace={false} onClick={() => setOpen(true)}>{title}</Button> : null}
        {rows.length > 0 ? <DataTable<MarketingRow> rowKey={rowKey} columns={[...columns, ...actions]} dataSource={rows} /> : null}
        <MarketingPickerDialog
          open={open}
          title={title}
          source={source}
          selectNumber={props.selectNumber}
          selectedCouponList={rows}
          columns={columns}
          onCancel={() => setOpen(false)}
          onOk={(chosen) => {
            setOpen(false)
            props.onChange?.(chosen)
          }}
        />
      </Space>
    )
  }
}

const CouponPickerBase = createPicker('coupon')
const ActivityPickerBase = createPicker('activity')

/** Chooses coupons from the provider's `couponSource` (or `source`), at most `selectNumber`. */
export const CouponPicker = connect(
  CouponPickerBase,
  mapReadPretty((props: MarketingPickerProps) => <CouponPickerBase {...props} readOnly />),
)

/** Chooses activities from the provider's `activitySource` (or `source`), at most `selectNumber`. */
export const ActivityPicker = connect(
  ActivityPickerBase,
  mapReadPretty((props: MarketingPickerProps) => <ActivityPickerBase {...props} readOnly />),
)
