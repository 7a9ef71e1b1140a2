import { Input, Modal, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { useFormKit } from '../../core/provider.js'
import type { MarketingDataSource, MarketingPage, MarketingRow } from '../../core/types.js'
import { DataTable } from '../data-table/data-table.js'
import { defaultMarketingColumns, rowKey } from './marketing-rows.js'
import { useDialogFocusBack } from '../../core/return-focus.js'

/** Props of the coupon and activity picker dialog. */
export interface MarketingPickerDialogProps {
  open: boolean
  title: ReactNode
  source?: MarketingDataSource
  /** How many rows may be chosen; unlimited when absent. */
  selectNumber?: number
  /** Rows chosen before the dialog opened. */
  selectedCouponList?: MarketingRow[]
  columns?: ColumnsType<MarketingRow>
  onOk: (rows: MarketingRow[]) => void
  onCancel: () => void
}

const EMPTY_PAGE: MarketingPage = { list: [], total: 0 }

/** A paged, searchable table of coupons or activities with a selection limit. */
export function MarketingPickerDialog(props: MarketingPickerDialogProps) {
  const { open, source, selectNumber, selectedCouponList } = props
  useDialogFocusBack(open)
  const { t } = useFormKit()
  const [query, setQuery] = useState({ page: 1, keyword: '' })
  const [data, setData] = useState(EMPTY_PAGE)
  const [loading, setLoading] = useState(false)
  const [selected, setSelected] = useState<MarketingRow[]>([])
  const initial = useRef(selectedCouponList)
  initial.current = selectedCouponList

  // The earlier choice is copied in only when the dialog opens, so that a re-render keeps the user's ticks.
  useEffect(() => {
    if (open) setSelected(initial.current ?? [])
  }, [open])

  useEffect(() => {
    if (!open || !source) return
    let current = true
    setLoading(true)
    source({ page: query.page, pageSize: DEFAULTS.pageSize, ...(query.keyword ? { keyword: query.keyword } : {}) })
      .then((page) => current && setData(page))
      .catch(() => current && setData(EMPTY_PAGE))
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [open, source, query])

  const keys = selected.map(rowKey)
  const full = selectNumber !== undefined && selected.length >= selectNumber
  const toggle = (row: MarketingRow, checked: boolean) =>
    setSelected((list) => (checked ? [...list, row] : list.filter((item) => rowKey(item) !== rowKey(row))))

  return (
    <Modal
      open={open}
      title={props.title}
      width={800}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={() => props.onOk(selected)}
      onCancel={props.onCancel}
      focusTriggerAfterClose={false}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('searchPlaceholder')}
        onSearch={(keyword) => setQuery({ page: 1, keyword })}
        style={{ marginBottom: 12 }}
      />
      {selectNumber !== undefined ? (
        <Typography.Text type="secondary">{t('selectLimit', { n: selectNumber })}</Typography.Text>
      ) : null}
      <DataTable<MarketingRow>
        rowKey={rowKey}
        loading={loading}
        columns={props.columns ?? defaultMarketingColumns(t)}
        dataSource={data.list}
        total={data.total}
        current={query.page}
        onPageChange={(page) => setQuery((previous) => ({ ...previous, page }))}
        rowSelection={{
          selectedRowKeys: keys,
          hideSelectAll: true,
          onSelect: (row, checked) => toggle(row, checked),
          getCheckboxProps: (row) => ({ disabled: full && !keys.includes(rowKey(row)) }),
        }}
      />
    </Modal>
  )
}
