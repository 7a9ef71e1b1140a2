import { REMOTE_DEVICE_FILTER_TYPES, REMOTE_DEVICE_TYPES, type RemoteDeviceRow } from '@yunying/contracts'
import { Badge, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ListPage, ListTable, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useDevices, type DeviceFilters } from '../api/list-devices.js'
import { BrandStoreFields } from '../components/brand-store-fields.js'
import { ConnectButton, deviceColumns } from '../components/device-columns.js'
import { RemoteConnectDialog, type RemoteTarget } from '../components/remote-connect-dialog.js'

const positive = (value: string | null) => (Number(value) > 0 && Number.isSafeInteger(Number(value)) ? Number(value) : undefined)

/** /businessCenter/remoteAssistance/device (spec 3 §2.3): `?storeId=` (a brand id, as the spec names it) and `?shopId=` (a store id) preselect the filters. */
export const DevicePage = () => {
  const [params] = useSearchParams()
  const sellerId = positive(params.get('storeId'))
  const storeId = positive(params.get('shopId'))
  const list = useListState<DeviceFilters>({ initial: { ...(sellerId ? { sellerId } : {}), ...(storeId ? { storeId } : {}) } })
  const devices = useDevices(list)
  const [target, setTarget] = useState<RemoteTarget>(null)

  const columns: ColumnsType<RemoteDeviceRow> = [
    ...deviceColumns<RemoteDeviceRow>(),
    {
      title: '在线状态',
      key: 'online',
      width: 150,
      render: (_, row) => (
        <Tooltip title={row.lastSeenTime ? `最近上线 ${row.lastSeenTime}` : '从未上线'}>
          <Badge status={row.online ? 'success' : 'default'} text={row.online ? '在线' : '离线'} />
        </Tooltip>
      ),
    },
    { title: '屏幕控制', key: 'controllable', width: 100, render: (_, row) => (row.controllable ? '已授权' : '未授权') },
    { title: '客户端版本', dataIndex: 'clientVersion', width: 110, render: (v: string) => v || '—' },
    { title: '远程次数', dataIndex: 'remoteNum', width: 90 },
    { title: '最近远程时间', dataIndex: 'latestRemoteTime', width: 170, render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, row) => (
        <ConnectButton reason={row.unavailableReason} label="远程协助" onClick={() => setTarget({ id: row.id, type: 1, deviceSn: row.deviceSn })} />
      ),
    },
  ]

  return (
    <ListPage
      search={
        <SearchForm<DeviceFilters, DeviceFilters> state={list} name="remoteDeviceSearch" label="设备查询">
          <BrandStoreFields />
          <TextFilter name="deviceSn" label="设备SN" placeholder="请输入设备SN" maxLength={64} width={200} />
          <SelectFilter name="deviceType" label="设备类型" options={REMOTE_DEVICE_FILTER_TYPES.map((t) => ({ value: t, label: REMOTE_DEVICE_TYPES[t] }))} width={140} />
          <SelectFilter name="online" label="在线状态" options={[{ value: 1, label: '在线' }, { value: 0, label: '离线' }]} width={120} />
        </SearchForm>
      }
      title="设备列表"
      dialogs={<RemoteConnectDialog target={target} onClose={() => setTarget(null)} />}
    >
      <ListTable<RemoteDeviceRow, DeviceFilters> state={list} query={devices} what="设备" of="设备" columns={columns} scroll={{ x: 1400 }} />
    </ListPage>
  )
}
