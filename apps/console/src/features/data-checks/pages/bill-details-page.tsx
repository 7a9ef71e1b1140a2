import { DownloadOutlined } from '@ant-design/icons'
import { RECONCILE_STATE_KEYS, RECONCILE_STATES, type ReconcileItem, type ReconcileState } from '@yunying/contracts'
import { App, Button, Card, DatePicker, Descriptions, Form, Space, Spin, Statistic, Tag, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { bus } from '../../../shared/lib/event-bus.js'
import { ListPage, ListTable, pageQuery, RowActions, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { Modal } from '../../../shared/ui/dialog.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { exportReconcile } from '../api/export-reconcile.js'
import { useReconcileDetail } from '../api/get-reconcile-detail.js'
import { useReconcileTotals } from '../api/get-reconcile-totals.js'
import { useReconcile, type ReconcileFilters } from '../api/list-reconcile.js'
import { pickedRange, rangeFilter, type PickedRange } from '../../../shared/lib/date-range.js'

const STATE_COLORS: Readonly<Record<ReconcileState, string>> = { matched: 'green', amountDiffers: 'red', missingOurs: 'orange', missingTheirs: 'orange' }
const StateTag = ({ state }: { state: ReconcileState }) => <Tag color={STATE_COLORS[state]}>{RECONCILE_STATES[state]}</Tag>
const amount = (v: string | null) => v ?? '—'

interface Values {
  billDate?: PickedRange
  state?: ReconcileState
  source?: string
  orderNo?: string
}

const toFilters = (v: Values): ReconcileFilters => ({
  ...rangeFilter(v.billDate, 'dateFrom', 'dateTo'),
  ...(v.state ? { state: v.state } : {}),
  ...(v.source?.trim() ? { source: v.source.trim() } : {}),
  ...(v.orderNo?.trim() ? { orderNo: v.orderNo.trim() } : {}),
})
const toValues = (f: ReconcileFilters): Values => ({ billDate: pickedRange(f.dateFrom, f.dateTo), state: f.state, source: f.source, orderNo: f.orderNo })

/** /dataStandard/reconciliation/billDetails 订单对账: the records of both sides, totals per state, a detail and an export. */
export const BillDetailsPage = () => {
  const { message } = App.useApp()
  const list = useListState<ReconcileFilters>()
  const rows = pageQuery(useReconcile({ filters: list.filters, page: list.page, pageSize: list.pageSize }))
  const totals = useReconcileTotals(list.filters)
  const [detailId, setDetailId] = useState<number | null>(null)
  const detail = useReconcileDetail(detailId)
  const [exporting, setExporting] = useState(false)

  const startExport = async () => {
    setExporting(true)
    try {
      const started = await exportReconcile(list.filters)
      message.success('导出任务已创建，可在下载中心查看进度')
      bus.emit('open-task-center', { highlightPlanId: started.planId })
    } finally {
      setExporting(false)
    }
  }

  const columns: TableColumnsType<ReconcileItem> = [
    { title: '订单号', dataIndex: 'orderNo', width: 180, ellipsis: true },
    { title: '来源系统', dataIndex: 'source', width: 110 },
    { title: '账单日期', dataIndex: 'billDate', width: 110 },
    { title: '本方金额', dataIndex: 'ourAmount', width: 110, align: 'right', render: amount },
    { title: '对方金额', dataIndex: 'theirAmount', width: 110, align: 'right', render: amount },
    { title: '差额', dataIndex: 'difference', width: 100, align: 'right' },
    { title: '状态', dataIndex: 'state', width: 110, render: (v: ReconcileState) => <StateTag state={v} /> },
    { title: '上报时间', dataIndex: 'reportedAt', width: 170 },
    { title: '操作', key: 'actions', width: 80, fixed: 'right', render: (_, r) => <RowActions actions={[{ label: '详情', 'aria-label': `查看订单 ${r.orderNo} 的详情`, onClick: () => setDetailId(r.id) }]} /> },
  ]

  return (
    <ListPage
      search={
        <SearchForm<Values, ReconcileFilters> state={list} name="billDetailsSearch" label="对账查询" toFilters={toFilters} toValues={toValues}>
          <Form.Item name="billDate" label="账单日期">
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 260 }} />
          </Form.Item>
          <SelectFilter name="state" label="状态" aria-label="状态" options={RECONCILE_STATE_KEYS.map((k) => ({ value: k, label: RECONCILE_STATES[k] }))} width={130} />
          <TextFilter name="source" label="来源" maxLength={40} placeholder="来源系统" width={140} />
          <TextFilter name="orderNo" label="订单号" maxLength={64} width={180} />
        </SearchForm>
      }
      title="对账记录"
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void startExport()}>
          导出
        </Button>
      }
      dialogs={
        <Modal title="对账详情" open={detailId !== null} footer={null} onCancel={() => setDetailId(null)} destroyOnHidden>
          {detail.isPending ? <Spin style={{ display: 'block', margin: '24px auto' }} /> : null}
          {detail.isError ? <LoadError what="对账记录" error={detail.error} onRetry={() => void detail.refetch()} /> : null}
          {detail.data ? (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="订单号">{detail.data.orderNo}</Descriptions.Item>
              <Descriptions.Item label="来源系统">{detail.data.source}</Descriptions.Item>
              <Descriptions.Item label="账单日期">{detail.data.billDate}</Descriptions.Item>
              <Descriptions.Item label="本方金额">{amount(detail.data.ourAmount)}</Descriptions.Item>
              <Descriptions.Item label="对方金额">{amount(detail.data.theirAmount)}</Descriptions.Item>
              <Descriptions.Item label="差额">{detail.data.difference}</Descriptions.Item>
              <Descriptions.Item label="状态"><StateTag state={detail.data.state} /></Descriptions.Item>
              <Descriptions.Item label="上报时间">{detail.data.reportedAt}</Descriptions.Item>
            </Descriptions>
          ) : null}
        </Modal>
      }
    >
      <Card size="small" style={{ marginBottom: 16 }} loading={totals.isPending}>
        {/* A search the server refuses (an end date before the start) fails both calls: the list's alert says why, once. */}
        {totals.isError && !rows.isError ? <LoadError what="各状态合计" error={totals.error} onRetry={() => void totals.refetch()} /> : null}
        <Space size={48} wrap>
          {(totals.data ?? []).map((t) => (
            <Statistic key={t.state} title={<StateTag state={t.state} />} value={t.count} suffix={t.state === 'matched' ? '条' : `条，差额 ${t.difference}`} />
          ))}
        </Space>
      </Card>
      <ListTable<ReconcileItem, ReconcileFilters> state={list} query={rows} what="对账记录" of="对账记录" columns={columns} scroll={{ x: 1200 }} />
    </ListPage>
  )
}
