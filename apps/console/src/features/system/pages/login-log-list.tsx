import { LOGIN_METHOD_LABELS, LOGIN_METHODS, type LoginLogRow, type LoginMethod } from '@yunying/contracts'
import { DatePicker, Form, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useLoginLog } from '../api/list-login-log.js'
import { LogExportButton } from '../components/log-export-button.js'
import { chinaToday } from '../../../shared/lib/china-time.js'
import { checkRange, defaultSearchValues, isOutsideRange, type OperationLogSearchValues } from '../lib/operation-log-filters.js'

interface Values {
  createdAt?: OperationLogSearchValues['createdAt']
  keyword?: string
  method?: LoginMethod
  result?: 'success' | 'failure'
  ip?: string
}

interface Filter {
  createdAtBegin: string
  createdAtEnd: string
  keyword?: string
  method?: LoginMethod
  result?: 'success' | 'failure'
  ip?: string
}

const toFilter = (values: Values): Filter => {
  const [begin, end] = values.createdAt ?? (defaultSearchValues().createdAt as [dayjs.Dayjs, dayjs.Dayjs])
  return {
    createdAtBegin: (begin ?? chinaToday()).format('YYYY-MM-DD'),
    createdAtEnd: (end ?? chinaToday()).format('YYYY-MM-DD'),
    keyword: values.keyword?.trim() || undefined,
    method: values.method,
    result: values.result,
    ip: values.ip?.trim() || undefined,
  }
}

const toValues = ({ createdAtBegin, createdAtEnd, ...rest }: Filter): Values => ({ ...rest, createdAt: [dayjs(createdAtBegin), dayjs(createdAtEnd)] })

const columns: TableColumnsType<LoginLogRow> = [
  { title: '登录时间', dataIndex: 'createdAt', width: 170 },
  { title: '账号', key: 'account', width: 150, render: (_, r) => <Space direction="vertical" size={0}>{r.accountName || '—'}<Typography.Text type="secondary">{r.accountPhone || '—'}</Typography.Text></Space> },
  { title: '登录方式', dataIndex: 'method', width: 110, render: (v: LoginMethod) => LOGIN_METHOD_LABELS[v] ?? v },
  { title: '结果', dataIndex: 'success', width: 80, render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{v ? '成功' : '失败'}</Tag> },
  { title: '原因', dataIndex: 'reason', ellipsis: true, render: (v: string) => v || '—' },
  { title: '客户端地址', dataIndex: 'ip', width: 130 },
  { title: '浏览器', dataIndex: 'userAgent', width: 220, ellipsis: { showTitle: false }, render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip> },
]

/** /system/loginLog/list: every sign-in attempt, successful or not, searched by day (30 at most), person, method, result and address. */
export const LoginLogList = () => {
  const [initial] = useState<Filter>(() => toFilter({ createdAt: defaultSearchValues().createdAt }))
  const list = useListState<Filter>({ initial })
  const filter = list.filters
  const logs = pageQuery(useLoginLog({ ...filter, pageNum: list.page, pageSize: list.pageSize }))

  return (
    <ListPage
      search={
        <SearchForm<Values, Filter> state={list} name="loginLogSearch" label="登录日志查询" toFilters={toFilter} toValues={toValues}>
          <Form.Item name="createdAt" label="登录时间" rules={[{ validator: (_, v: Values['createdAt']) => (checkRange(v) ? Promise.reject(new Error(checkRange(v)!)) : Promise.resolve()) }]}>
            <DatePicker.RangePicker allowClear={false} disabledDate={(current, { from, type }) => isOutsideRange(current, from, chinaToday(), type)} style={{ width: 260 }} />
          </Form.Item>
          <TextFilter name="keyword" label="账号" placeholder="姓名或手机号" maxLength={50} width={160} />
          <SelectFilter name="method" label="方式" aria-label="登录方式" options={LOGIN_METHODS.map((m) => ({ value: m, label: LOGIN_METHOD_LABELS[m] }))} width={130} />
          <SelectFilter name="result" label="结果" aria-label="结果" options={[{ value: 'success', label: '成功' }, { value: 'failure', label: '失败' }]} width={100} />
          <TextFilter name="ip" label="地址" placeholder="IP 或前缀" maxLength={64} width={140} />
        </SearchForm>
      }
      title="登录日志"
      extra={<LogExportButton kind="login-log" code="loginlog.export.btn" filter={filter} />}
    >
      <ListTable<LoginLogRow, Filter> state={list} query={logs} what="登录日志" empty="暂无登录记录" columns={columns} scroll={{ x: 1100 }} />
    </ListPage>
  )
}
