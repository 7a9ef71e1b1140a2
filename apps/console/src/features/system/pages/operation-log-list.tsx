import type { OperationLogRow } from '@yunying/contracts'

import { Button, DatePicker, Form, Select, Space, Tag, Typography, type TableColumnsType } from 'antd'
import dayjs from 'dayjs'
import { useState, type ReactNode } from 'react'
import { useOperationLogs } from '../api/list-operation-logs.js'
import { LogExportButton } from '../components/log-export-button.js'
import { OperationLogDetail } from '../components/operation-log-detail.js'
import {
  checkRange,
  defaultSearchValues,
  isOutsideRange,
  resultLabel,
  toOperationLogFilter,
  type OperationLogFilter,
  type OperationLogSearchValues,
} from '../lib/operation-log-filters.js'
import { chinaToday } from '../../../shared/lib/china-time.js'
import { ListPage, ListTable, pageQuery, SearchForm, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'

const RESULT_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'success', label: '成功' },
  { value: 'failure', label: '失败' },
]

/** A main line with a smaller secondary line under it. */
const TwoLines = ({ main, sub }: { main: ReactNode; sub: ReactNode }) => (
  <Space direction="vertical" size={0}>
    {main}
    {sub}
  </Space>
)

const rangeRule = (value: OperationLogSearchValues['createdAt']) => {
  const message = checkRange(value)
  return message ? Promise.reject(new Error(message)) : Promise.resolve()
}

/** The filters back to the form (a search read from the URL). */
const toValues = ({ createdAtBegin, createdAtEnd, operator, keyword, result }: OperationLogFilter): OperationLogSearchValues => ({
  createdAt: [dayjs(createdAtBegin), dayjs(createdAtEnd)],
  operator: operator ?? '',
  keyword: keyword ?? '',
  result: result ?? 'all',
})

const columns = (openDetail: (row: OperationLogRow) => void): TableColumnsType<OperationLogRow> => [
  { title: '操作时间', dataIndex: 'createdAt', width: 170 },
  {
    title: '操作人',
    key: 'operator',
    width: 140,
    render: (_, row) => (
      <TwoLines main={row.accountName || '—'} sub={row.accountPhone && <Typography.Text type="secondary">{row.accountPhone}</Typography.Text>} />
    ),
  },
  { title: '所属组织', dataIndex: 'orgName', width: 150, ellipsis: true, render: (v: string) => v || '—' },
  {
    title: '页面',
    key: 'page',
    width: 200,
    render: (_, row) =>
      row.pageTitle || row.operatingUrl ? (
        <TwoLines main={row.pageTitle} sub={row.operatingUrl && <Typography.Text type="secondary">{row.operatingUrl}</Typography.Text>} />
      ) : (
        '—'
      ),
  },
  {
    title: '操作',
    key: 'action',
    render: (_, row) => (
      <TwoLines
        main={row.action || '—'}
        sub={
          <Typography.Text code style={{ fontSize: 12 }}>
            {`${row.method} ${row.route}`}
          </Typography.Text>
        }
      />
    ),
  },
  { title: '结果', key: 'result', width: 120, render: (_, row) => <Tag color={row.success ? 'green' : 'red'}>{resultLabel(row)}</Tag> },
  { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string) => v || '—' },
  {
    title: '详情',
    key: 'detail',
    width: 80,
    fixed: 'right',
    render: (_, row) => (
      <Button type="link" size="small" onClick={() => openDetail(row)}>
        详情
      </Button>
    ),
  },
]

/** /system/operatingLog/list (spec 3 §2.9): every change made through the server, searched by day, person, page or call and result. */
export const OperationLogList = () => {
  // Today's last 7 days, computed again on each render: 重置 after midnight asks for the new week.
  const list = useListState<OperationLogFilter>({ initial: toOperationLogFilter(defaultSearchValues()) })
  const filter = list.filters
  const logs = pageQuery(useOperationLogs({ ...filter, pageNum: list.page, pageSize: list.pageSize }))
  const [detail, setDetail] = useState<{ entry: OperationLogRow | null; open: boolean }>({ entry: null, open: false })

  return (
    <ListPage
      search={
        // The log grows while the page is open: the same search again asks anew.
        <SearchForm<OperationLogSearchValues, OperationLogFilter>
          state={list}
          name="operationLogSearch"
          label="操作日志查询"
          toFilters={(values) => toOperationLogFilter(values)}
          toValues={toValues}
          refresh={logs.refetch}
        >
          <Form.Item
            name="createdAt"
            label="操作时间"
            rules={[{ validator: (_, value: OperationLogSearchValues['createdAt']) => rangeRule(value) }]}
          >
            <DatePicker.RangePicker
              allowClear={false}
              disabledDate={(current, { from, type }) => isOutsideRange(current, from, chinaToday(), type)}
              style={{ width: 260 }}
            />
          </Form.Item>
          <TextFilter name="operator" label="操作人" placeholder="请输入姓名或手机号" maxLength={50} width={180} />
          <TextFilter name="keyword" label="关键词" placeholder="页面或接口" maxLength={100} width={180} />
          <Form.Item name="result" label="结果">
            <Select options={RESULT_OPTIONS} style={{ width: 100 }} aria-label="结果" />
          </Form.Item>
        </SearchForm>
      }
      title="操作日志"
      extra={<LogExportButton kind="operating-log" code="oplog.export.btn" filter={filter} />}
      dialogs={
        <OperationLogDetail entry={detail.entry} open={detail.open} onClose={() => setDetail((d) => ({ ...d, open: false }))} />
      }
    >
      <ListTable<OperationLogRow, OperationLogFilter> state={list} query={logs} what="操作日志" empty="暂无操作日志" columns={columns((entry) => setDetail({ entry, open: true }))} scroll={{ x: 1300 }} />
    </ListPage>
  )
}
