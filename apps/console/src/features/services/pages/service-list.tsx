import { PlusOutlined } from '@ant-design/icons'
import { PRODUCE_MODELS, type ProduceTypeRow, type ProduceTypeTreeRow } from '@yunying/contracts'
import { App, Button, Card, Space, Switch, Tabs, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { actionsColumn, ListTable, SearchForm, SelectFilter, TextFilter, useListState, type ListQuery } from '../../../shared/ui/list-page/index.js'
import { useServices } from '../api/list-services.js'
import { useShowService } from '../api/show-service.js'
import { ChannelApplies } from '../components/channel-applies.js'
import { MoldPanel } from '../components/mold-panel.js'
import { ServiceIcon } from '../components/service-icon.js'

export const EDIT_PATH = '/businessCenter/serviceManagement/edit'
type Row = ProduceTypeRow & { children?: Row[] }

interface Search {
  keyword?: string
  isShow?: 0 | 1
  /** The category picked beside the list. */
  produceMold?: number
}

/** /businessCenter/serviceManagement/list (服务管理, spec 2 §2): categories beside the tree of main and sub-services. */
export const ServiceList = () => {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const codes = useAccountStore((s) => s.permission)
  const canCreate = hasPermission(codes, 'service.create.btn')
  const canEdit = hasPermission(codes, 'service.edit.btn')
  const canCategory = hasPermission(codes, 'service.category.btn')
  const search = useListState<Search>()
  const mold = search.filters.produceMold
  const services = useServices({ ...search.filters, pageNum: search.page, pageSize: search.pageSize })
  const show = useShowService()
  const [toggling, setToggling] = useState<string | null>(null)
  const [collapsed, setCollapsed] = useState<Set<number>>(() => new Set())

  const rows: Row[] = (services.data?.list ?? []).map(({ subProduceTypes, ...main }: ProduceTypeTreeRow) => ({ ...main, ...(subProduceTypes.length ? { children: subProduceTypes } : {}) }))
  const tree: ListQuery<Row> = { ...services, data: services.data && { rows, total: services.data.total } }

  const toggle = async (r: Row, on: boolean) => {
    setToggling(r.produceType)
    try {
      await show.mutateAsync({ produceType: r.produceType, isShow: on ? 1 : 0 })
      message.success(on ? `已显示“${r.produceName}”` : `已隐藏“${r.produceName}”，品牌已开通的服务不受影响`)
    } finally {
      setToggling(null)
    }
  }

  const columns: TableColumnsType<Row> = [
    {
      title: '服务名称',
      key: 'name',
      width: 260,
      // On one line with the tree's indent and expand icon (a long name ends in an ellipsis): wrapped below
      // them, a sub-service would not look indented.
      ellipsis: true,
      render: (_, r) => (
        <Space style={{ verticalAlign: 'middle' }}>
          <ServiceIcon src={r.produceIcon} name={r.produceName} />
          {r.produceName}
          {r.pid !== null && <Tag>子服务</Tag>}
        </Space>
      ),
    },
    { title: '服务CODE', dataIndex: 'produceType', width: 170, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: '服务标签', dataIndex: 'classDesc', width: 100 },
    { title: '服务粒度', dataIndex: 'levelName', width: 90 },
    { title: '售卖模式', dataIndex: 'produceModel', width: 110, render: (v: number) => PRODUCE_MODELS[v] ?? v },
    { title: '适用品牌类型', dataIndex: 'brandTypeNames', width: 200, render: (v: string[]) => (v.length ? v.map((n) => <Tag key={n}>{n}</Tag>) : <Typography.Text type="secondary">全部</Typography.Text>) },
    {
      title: '显示',
      dataIndex: 'isShow',
      width: 80,
      render: (v: number, r) => (
        <Switch
          size="small"
          checked={v === 1}
          disabled={!canEdit}
          loading={toggling === r.produceType}
          aria-label={`显示 ${r.produceName}`}
          onChange={(on) => void toggle(r, on).catch(() => undefined)}
        />
      ),
    },
    actionsColumn<Row>(170, (r) => [
      { label: canEdit ? '编辑' : '查看', onClick: () => navigate(`${EDIT_PATH}?produceType=${encodeURIComponent(r.produceType)}`) },
      { label: '新增子服务', show: canCreate && r.pid === null, onClick: () => navigate(`${EDIT_PATH}?pid=${r.id}&produceMold=${r.produceMold}`) },
    ]),
  ]

  const list = (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <MoldPanel
        selected={mold}
        canManage={canCategory}
        onSelect={(id) => search.search({ ...search.filters, produceMold: id })}
      />
      <Space direction="vertical" size={16} style={{ flex: 1, minWidth: 0 }}>
        <SearchForm<Search, Search>
          state={search}
          name="serviceSearch"
          label="服务查询"
          toFilters={(v) => ({ ...v, produceMold: mold })}
          extra={
            canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${EDIT_PATH}${mold !== undefined ? `?produceMold=${mold}` : ''}`)}>
                新增服务
              </Button>
            )
          }
        >
          <TextFilter name="keyword" label="服务" placeholder="服务名称或CODE" maxLength={50} width={200} />
          <SelectFilter name="isShow" label="显示状态" aria-label="显示状态" options={[{ value: 1, label: '显示' }, { value: 0, label: '隐藏' }]} width={110} />
        </SearchForm>
        <ListTable<Row, Search>
          state={search}
          query={tree}
          of="服务"
          pageSizes={false}
          columns={columns}
          // Every column has its width and the scroll covers them all: none sits under the fixed 操作 (issue 23 §16).
          scroll={{ x: 'max-content' }}
          expandable={{
            // A sub-service sits clearly under its parent (antd's 15 px reads as unindented beside the icons).
            indentSize: 32,
            // Trees start open; a main service the user folds stays folded across pages.
            expandedRowKeys: rows.filter((r) => r.children && !collapsed.has(r.id)).map((r) => r.id),
            onExpand: (open, r) =>
              setCollapsed((c) => {
                const next = new Set(c)
                if (open) next.delete(r.id)
                else next.add(r.id)
                return next
              }),
          }}
        />
      </Space>
    </div>
  )

  return (
    <Card>
      <Tabs
        items={[
          { key: 'services', label: '服务列表', children: list },
          { key: 'channels', label: '渠道开通申请', children: <ChannelApplies /> },
        ]}
      />
    </Card>
  )
}
