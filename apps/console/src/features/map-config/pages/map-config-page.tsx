import { MAP_PROVIDERS, MAP_PROVIDER_TYPES, type MapConfigRow } from '@yunying/contracts'
import { App } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useDeleteMapConfig } from '../api/delete-map-config.js'
import { useMapConfigs, type MapConfigFilters } from '../api/list-map-configs.js'
import { MapConfigDialog, type MapConfigTarget } from '../components/map-config-dialog.js'
import { MapKeysCell } from '../components/map-keys-cell.js'
import { ListPage, ListTable, SearchForm, TextFilter, actionsColumn, useListState } from '../../../shared/ui/list-page/index.js'

interface SearchValues {
  sellerName?: string
  sellerId?: string
}

/** Brand ids are positive whole numbers; ten digits keep the filter a safe integer. */
const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 10)

const toFilters = ({ sellerName, sellerId }: SearchValues): MapConfigFilters => ({
  ...(sellerName?.trim() ? { sellerName: sellerName.trim() } : {}),
  ...(Number(sellerId) > 0 ? { sellerId: Number(sellerId) } : {}),
})
const toValues = ({ sellerName, sellerId }: MapConfigFilters): SearchValues => ({ sellerName, sellerId: sellerId ? String(sellerId) : undefined })

/** /businessCenter/mapService (spec 2 §2): the brands' map-service keys, searched by brand, with add, edit and delete. */
export const MapConfigPage = () => {
  const { message } = App.useApp()
  const list = useListState<MapConfigFilters>()
  const configs = useMapConfigs(list)
  const remove = useDeleteMapConfig()
  const [target, setTarget] = useState<MapConfigTarget>(null)

  const removeRow = async (row: MapConfigRow) => {
    await remove.mutateAsync(row.id)
    message.success('删除成功')
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
    actionsColumn(120, (row) => [
      { label: '编辑', onClick: () => setTarget({ row }) },
      { label: '删除', danger: true, confirm: { title: '此操作将永久删除, 是否继续?', onConfirm: () => removeRow(row).catch(() => {}) } },
    ]),
  ]

  return (
    <ListPage
      search={
        <SearchForm<SearchValues, MapConfigFilters> state={list} name="mapConfigSearch" label="地图服务查询" toFilters={toFilters} toValues={toValues}>
          <TextFilter name="sellerName" label="品牌名称" placeholder="请输入品牌名称" maxLength={20} width={220} />
          <TextFilter name="sellerId" label="品牌ID" normalize={digitsOnly} placeholder="请输入品牌ID" inputMode="numeric" width={180} />
        </SearchForm>
      }
      title="地图服务配置"
      create={{ label: '新增配置', onClick: () => setTarget({}) }}
      dialogs={
        <MapConfigDialog target={target} onClose={() => setTarget(null)} />
      }
    >
      <ListTable<MapConfigRow, MapConfigFilters> state={list} query={configs} what="地图配置" of="地图配置" columns={columns} scroll={{ x: 1300 }} />
    </ListPage>
  )
}
