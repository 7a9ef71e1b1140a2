import { REMOTE_TYPES, type RemoteLogRow } from '@yunying/contracts'
import { DatePicker, Form } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { pickedRange, rangeFilter, type PickedRange } from '../../../shared/lib/date-range.js'
import { ListPage, ListTable, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useRecords, type RecordFilters } from '../api/list-records.js'
import { BrandStoreFields } from '../components/brand-store-fields.js'
import { deviceColumns } from '../components/device-columns.js'

interface SearchValues extends Omit<RecordFilters, 'remoteStartTime' | 'remoteEndTime'> {
  range?: PickedRange
}
const toFilters = ({ range, ...rest }: SearchValues): RecordFilters => ({ ...rest, ...rangeFilter(range, 'remoteStartTime', 'remoteEndTime', true) })
const toValues = ({ remoteStartTime, remoteEndTime, ...rest }: RecordFilters): SearchValues => ({ ...rest, range: pickedRange(remoteStartTime, remoteEndTime) })

/** 1 分 05 秒, as a duration reads. */
export const durationText = (seconds: number | null) => {
  if (seconds === null) return '进行中'
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return [h ? `${h} 小时` : '', h || m ? `${m} 分` : '', `${s} 秒`].filter(Boolean).join(' ')
}

/** /businessCenter/remoteAssistance/records (spec 3 §2.3, §3.2): every session, with its duration. */
export const RecordsPage = () => {
  const list = useListState<RecordFilters>()
  const records = useRecords(list)
  const columns: ColumnsType<RemoteLogRow> = [
    { title: '远程类型', dataIndex: 'remoteTypeName', width: 100 },
    { title: '开始时间', dataIndex: 'startTime', width: 170 },
    { title: '结束时间', dataIndex: 'endTime', width: 170, render: (v: string | null) => v ?? '—' },
    { title: '时长', dataIndex: 'duration', width: 120, render: (v: number | null) => durationText(v) },
    { title: '远程账号', dataIndex: 'remoteAccount', width: 180, ellipsis: true },
    ...deviceColumns<RemoteLogRow>('被控'),
  ]
  return (
    <ListPage
      search={
        <SearchForm<SearchValues, RecordFilters> state={list} name="remoteRecordSearch" label="远程记录查询" toFilters={toFilters} toValues={toValues}>
          <SelectFilter name="remoteType" label="远程类型" options={Object.entries(REMOTE_TYPES).map(([value, label]) => ({ value: Number(value), label }))} width={120} />
          <Form.Item name="range" label="远程时间">
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} aria-label="远程时间" />
          </Form.Item>
          <BrandStoreFields />
          <TextFilter name="deviceSn" label="设备SN" placeholder="请输入设备SN" maxLength={64} width={200} />
        </SearchForm>
      }
      title="远程记录"
    >
      <ListTable<RemoteLogRow, RecordFilters> state={list} query={records} what="远程记录" of="远程记录" columns={columns} scroll={{ x: 1400 }} />
    </ListPage>
  )
}
