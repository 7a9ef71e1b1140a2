import { REMOTE_APPLY_STATUS, type RemoteApplyRow } from '@yunying/contracts'
import { DatePicker, Form, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { pickedRange, rangeFilter, type PickedRange } from '../../../shared/lib/date-range.js'
import { ListPage, ListTable, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useApplications, type ApplyFilters } from '../api/list-applications.js'
import { BrandStoreFields } from '../components/brand-store-fields.js'
import { ConnectButton, deviceColumns } from '../components/device-columns.js'
import { RemoteConnectDialog, type RemoteTarget } from '../components/remote-connect-dialog.js'

interface SearchValues extends Omit<ApplyFilters, 'startTime' | 'endTime'> {
  range?: PickedRange
}
const toFilters = ({ range, ...rest }: SearchValues): ApplyFilters => ({ ...rest, ...rangeFilter(range, 'startTime', 'endTime', true) })
const toValues = ({ startTime, endTime, ...rest }: ApplyFilters): SearchValues => ({ ...rest, range: pickedRange(startTime, endTime) })
const COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' }

/** /businessCenter/remoteAssistance/apply (spec 3 §2.3, §4.2): connect only at status 1 (申请中). */
export const ApplyPage = () => {
  const list = useListState<ApplyFilters>()
  const applications = useApplications(list)
  const [target, setTarget] = useState<RemoteTarget>(null)

  const columns: ColumnsType<RemoteApplyRow> = [
    ...deviceColumns<RemoteApplyRow>(),
    { title: '申请时间', dataIndex: 'applyTime', width: 170 },
    { title: '申请状态', key: 'applyStatus', width: 100, render: (_, row) => <Tag color={COLORS[row.applyStatus]}>{row.applyStatusName}</Tag> },
    { title: '远程次数', dataIndex: 'remoteNum', width: 90 },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) =>
        row.applyStatus === 1 ? (
          <ConnectButton reason={row.unavailableReason} label="开始远程协助" onClick={() => setTarget({ id: row.id, type: 2, deviceSn: row.deviceSn })} />
        ) : null,
    },
  ]

  return (
    <ListPage
      search={
        <SearchForm<SearchValues, ApplyFilters> state={list} name="remoteApplySearch" label="申请查询" toFilters={toFilters} toValues={toValues}>
          <BrandStoreFields />
          <TextFilter name="deviceSn" label="设备SN" placeholder="请输入设备SN" maxLength={64} width={200} />
          <SelectFilter name="applyStatus" label="申请状态" options={Object.entries(REMOTE_APPLY_STATUS).map(([value, label]) => ({ value: Number(value), label }))} width={120} />
          <Form.Item name="range" label="申请时间">
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} aria-label="申请时间" />
          </Form.Item>
        </SearchForm>
      }
      title="申请列表"
      dialogs={<RemoteConnectDialog target={target} onClose={() => setTarget(null)} />}
    >
      <ListTable<RemoteApplyRow, ApplyFilters> state={list} query={applications} what="申请" of="申请" columns={columns} scroll={{ x: 1200 }} />
    </ListPage>
  )
}
