import { Button, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'

interface DeviceOfRow {
  sellerName: string
  storeName: string
  deviceTypeName: string
  deviceSn: string
}

/** The device a row is about: its brand, store, type and SN; `prefix` words the brand and store (被控 on the records). */
export const deviceColumns = <Row extends DeviceOfRow>(prefix = ''): ColumnsType<Row> => [
  { title: `${prefix}品牌`, dataIndex: 'sellerName', width: 150, ellipsis: true },
  { title: `${prefix}门店`, dataIndex: 'storeName', width: 160, ellipsis: true },
  { title: '设备类型', dataIndex: 'deviceTypeName', width: 110 },
  { title: '设备SN', dataIndex: 'deviceSn', width: 180 },
]

/** A row's way into a remote session: disabled, with the reason as its tip, while the device cannot take one. */
export const ConnectButton = ({ reason, label, onClick }: { reason: string | null; label: string; onClick: () => void }) => (
  <Tooltip title={reason ?? undefined}>
    <Button type="link" size="small" disabled={reason !== null} onClick={onClick}>
      {label}
    </Button>
  </Tooltip>
)
