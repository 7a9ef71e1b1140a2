import { METADATA_LOG_ACTIONS, type DefinitionLog } from '@yunying/contracts'
import { DatePicker, Form } from 'antd'
import type { Dayjs } from 'dayjs'
import { ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useDataStandardLogs, type DataStandardLogFilters } from '../api/list-data-standard-logs.js'
import { definitionLogColumns, diffExpandable } from '../components/definition-log-table.js'
import { chinaToday } from '../../../shared/lib/china-time.js'
import { pickedRange, rangeFilter } from '../../../shared/lib/date-range.js'

interface SearchValues {
  createdAt?: [Dayjs | null, Dayjs | null] | null
  operator?: string
  name?: string
  action?: string
}

const toFilters = (v: SearchValues): DataStandardLogFilters => ({
  ...rangeFilter(v.createdAt, 'createdAtBegin', 'createdAtEnd'),
  ...(v.operator?.trim() ? { operator: v.operator.trim() } : {}),
  ...(v.name?.trim() ? { name: v.name.trim() } : {}),
  ...(v.action ? { action: v.action } : {}),
})

const toValues = (f: DataStandardLogFilters): SearchValues => ({
  createdAt: pickedRange(f.createdAtBegin, f.createdAtEnd),
  operator: f.operator,
  name: f.name,
  action: f.action,
})

const actionOptions = Object.entries(METADATA_LOG_ACTIONS).map(([value, label]) => ({ value, label }))

/**
 * /dataStandard/operationLog/list (统一日志 › 操作日志列表, spec 3 §2.2): the data standards' log for
 * whoever holds this page: who changed or reviewed which definition, when, with the remark and the
 * field-level diff, by day, person, name and action. The system operation log is another page's.
 */
export const OperationLogListPage = () => {
  const list = useListState<DataStandardLogFilters>()
  const logs = pageQuery(useDataStandardLogs(list))
  return (
    <ListPage
      search={
        // The log grows while the page is open: the same search again asks anew.
        <SearchForm<SearchValues, DataStandardLogFilters> state={list} name="dataStandardLogSearch" label="操作日志查询" toFilters={toFilters} toValues={toValues} refresh={logs.refetch}>
          <Form.Item name="createdAt" label="操作时间">
            <DatePicker.RangePicker allowEmpty={[true, true]} disabledDate={(d) => d.isAfter(chinaToday(), 'day')} style={{ width: 260 }} />
          </Form.Item>
          <TextFilter name="operator" label="操作人" placeholder="请输入操作人姓名" maxLength={50} width={160} />
          <TextFilter name="name" label="名称" placeholder="数据名称或字段" maxLength={64} width={180} />
          <SelectFilter name="action" label="操作" placeholder="全部操作" options={actionOptions} width={150} />
        </SearchForm>
      }
      title="数据标准操作日志"
    >
      <ListTable<DefinitionLog, DataStandardLogFilters> state={list} query={logs} what="操作日志" of="操作日志" columns={definitionLogColumns} scroll={{ x: 1200 }} expandable={diffExpandable} />
    </ListPage>
  )
}
