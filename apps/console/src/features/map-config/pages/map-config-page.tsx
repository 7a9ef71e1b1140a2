import { PlusOutlined } from '@ant-design/icons'
import { MAP_PROVIDERS, MAP_PROVIDER_TYPES, type MapConfigRow } from '@yunying/contracts'
import { App, Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useDeleteMapConfig, useMapConfigs, type MapConfigFilter } from '../api/map-config-api.js'
import { MapConfigDialog, type MapConfigTarget } from '../components/map-config-dialog.js'
import { MapKeysCell } from '../components/map-keys-cell.js'
import { LoadError } from '../../../shared/ui/load-error.js'

interface SearchValues {
  sellerName?: string
  sellerId?: string
}

const FIRST_PAGE = { pageNumber: 1, pageSize: 10 }
/** Brand ids are positive whole numbers; ten digits keep the filter a safe integer. */
const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 10)

const toFilter = ({ sellerName, sellerId }: SearchValues): Omit<MapConfigFilter, 'pageNumber' | 'pageSize'> => ({
  ...(sellerName?.trim() ? { sellerName: sellerName.trim() } : {}),
  ...(Number(sellerId) > 0 ? { sellerId: Number(sellerId) } : {}),
})

/** /businessCenter/mapService (spec 2 §2): the brands' map-service keys, searched by brand, with add, edit and delete. */
export const MapConfigPage = () => {
  const { message } = App.useApp()
  const [filter, setFilter] = useState<MapConfigFilter>(FIRST_PAGE)
  const configs = useMapConfigs(filter)
  const remove = useDeleteMapConfig()
  const [target, setTarget] = useState<MapConfigTarget>(null)
  const rows = configs.data?.list ?? []

  const removeRow = async (row: MapConfigRow) => {
    await remove.mutateAsync({ id: row.id })
    message.success('删除成功')
    // The last row of a later page: show the page before it rather than an empty one.
    if (rows.length === 1 && filter.pageNumber > 1) setFilter((f) => ({ ...f, pageNumber: f.pageNumber - 1 }))
  }

  const columns: ColumnsType<MapConfigRow> = [
    { title: '品牌ID', dataIndex: 'sellerId', width: 90 },
    { title: '品牌名称', dataIndex: 'sellerName', width: 160, ellipsis: true },
    { title: '所属集团', dataIndex: 'groupName', width: 160, ellipsis: true, render: (v: string) => v || '—' },
    ...MAP_PROVIDER_TYPES.map((type) => ({
      title: `${MAP_PROVIDERS[type]} Key`,
      key: `provider-${type}`,
      width: 240,
      render: (_: unknown, row: MapConfigRow) => <MapKeysCell keys={row.infoList.find((info) => info.type === type)?.keys} provider={MAP_PROVIDERS[type] ?? ''} />,
    })),
    { title: '更新人', dataIndex: 'updatedBy', width: 110, render: (v: string) => v || '—' },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setTarget({ row })}>
            编辑
          </Button>
          <Popconfirm title="此操作将永久删除, 是否继续?" onConfirm={() => removeRow(row).catch(() => {})}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Form<SearchValues> name="mapConfigSearch" layout="inline" aria-label="地图服务查询" onFinish={(values) => setFilter((f) => ({ ...toFilter(values), pageNumber: 1, pageSize: f.pageSize }))}>
          <Form.Item name="sellerName" label="品牌名称">
            <Input placeholder="请输入品牌名称" allowClear maxLength={20} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="sellerId" label="品牌ID" normalize={digitsOnly}>
            <Input placeholder="请输入品牌ID" allowClear inputMode="numeric" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button htmlType="reset" onClick={() => setFilter((f) => ({ ...FIRST_PAGE, pageSize: f.pageSize }))}>
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card
        title="地图服务配置"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({})}>
            新增配置
          </Button>
        }
      >
        {configs.isError && <LoadError what="地图配置" error={configs.error} onRetry={() => void configs.refetch()} style={{ marginBottom: 16 }} />}
        <Table<MapConfigRow>
          rowKey="id"
          size="middle"
          loading={configs.isFetching}
          dataSource={rows}
          columns={columns}
          scroll={{ x: 1300 }}
          locale={{ emptyText: '暂无地图配置' }}
          pagination={{
            current: filter.pageNumber,
            pageSize: filter.pageSize,
            total: configs.data?.totalCount ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (pageNumber, pageSize) => setFilter((f) => ({ ...f, pageNumber: pageSize === f.pageSize ? pageNumber : 1, pageSize })),
          }}
        />
      </Card>
      <MapConfigDialog target={target} onClose={() => setTarget(null)} />
    </Space>
  )
}
