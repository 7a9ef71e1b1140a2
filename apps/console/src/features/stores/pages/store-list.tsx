import { OrgType, type StoreRow } from '@yunying/contracts'
import { App, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { actionsColumn, ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useStores } from '../api/list-stores.js'
import { useStoreStatus } from '../api/set-store-status.js'
import { StoreDialog } from '../components/store-dialog.js'
import { StoreServicesDrawer } from '../components/store-services-drawer.js'

interface Search {
  brandName?: string
  name?: string
  status?: 0 | 1
  expireWithinDays?: number
}

const WARNING: Record<string, { color: string; text: (days: number) => string }> = {
  expired: { color: 'red', text: (d) => `已过期 ${-d} 天` },
  within3: { color: 'volcano', text: (d) => (d === 0 ? '今天到期' : `${d} 天后到期`) },
  within30: { color: 'orange', text: (d) => `${d} 天后到期` },
}

/** /orgCenter/store/list (门店列表): stores in the session's scope, searched by brand and name, with expiry warnings. */
export const StoreList = () => {
  const { message } = App.useApp()
  const codes = useAccountStore((s) => s.permission)
  const roles = useAccountStore((s) => s.roles)
  const brand = useAccountStore((s) => s.brand)
  const fixedBrand = roles?.type === OrgType.brand && brand ? { id: brand.id, name: brand.name } : null
  const canCreate = hasPermission(codes, 'store.create.btn')
  const canEdit = hasPermission(codes, 'store.edit.btn')
  const canStatus = hasPermission(codes, 'store.status.btn')
  // The renewal prompt's 查看门店 opens the list filtered to stores expiring within 30 days (`listPath`).
  const list = useListState<Search>()
  const stores = pageQuery(useStores({ ...list.filters, pageNum: list.page, pageSize: list.pageSize }))
  const status = useStoreStatus()
  const [dialog, setDialog] = useState<{ open: boolean; editing: StoreRow | null }>({ open: false, editing: null })
  const [servicesOf, setServicesOf] = useState<StoreRow | null>(null)

  const columns: TableColumnsType<StoreRow> = [
    { title: '门店', key: 'name', render: (_, r) => <Space direction="vertical" size={0}>{r.name}{r.code && <Typography.Text type="secondary">{r.code}</Typography.Text>}</Space> },
    { title: '品牌', key: 'brand', width: 180, render: (_, r) => <Space direction="vertical" size={0}>{r.brandName}<Typography.Text type="secondary">{r.groupName}</Typography.Text></Space> },
    { title: '地区与地址', key: 'address', ellipsis: true, render: (_, r) => `${r.regionName ? `${r.regionName} ` : ''}${r.address}` },
    { title: '状态', dataIndex: 'status', width: 80, render: (v: number, r) => <Tag color={v === 1 ? 'green' : 'default'}>{r.statusName}</Tag> },
    {
      title: '到期日期',
      key: 'expire',
      width: 190,
      render: (_, r) =>
        r.expireDate ? (
          <Space size={4}>
            {r.expireDate}
            {r.expireWarning && r.expireDays !== null && <Tag color={WARNING[r.expireWarning]!.color}>{WARNING[r.expireWarning]!.text(r.expireDays)}</Tag>}
          </Space>
        ) : (
          '—'
        ),
    },
    { title: '联系人', key: 'contact', width: 150, render: (_, r) => (r.contactName || r.contactPhone ? `${r.contactName ?? ''} ${r.contactPhone ?? ''}` : '—') },
    actionsColumn<StoreRow>(180, (r) => [
      { label: '服务', onClick: () => setServicesOf(r) },
      { label: '编辑', show: canEdit, onClick: () => setDialog({ open: true, editing: r }) },
      {
        label: r.status === 1 ? '停业' : '营业',
        show: canStatus,
        danger: r.status === 1,
        confirm: {
          title: r.status === 1 ? `确定将“${r.name}”设为停业吗？` : `确定将“${r.name}”恢复营业吗？`,
          onConfirm: () => status.mutateAsync({ id: r.id, status: r.status === 1 ? 0 : 1 }).then(() => void message.success(r.status === 1 ? '已停业' : '已恢复营业')),
        },
      },
    ]),
  ]

  return (
    <ListPage
      search={
        <SearchForm<Search, Search> state={list} name="storeSearch" label="门店查询">
          {!fixedBrand && (
            <TextFilter name="brandName" label="品牌" placeholder="请输入品牌名称" maxLength={50} width={160} />
          )}
          <TextFilter name="name" label="门店" placeholder="门店名称或编码" maxLength={50} width={160} />
          <SelectFilter name="status" label="状态" aria-label="状态" options={[{ value: 1, label: '营业' }, { value: 0, label: '停业' }]} width={100} />
          <SelectFilter name="expireWithinDays" label="到期" aria-label="到期" options={[{ value: 3, label: '3 天内到期' }, { value: 30, label: '30 天内到期' }]} width={140} />
        </SearchForm>
      }
      title="门店列表"
      create={canCreate && { label: '新建门店', onClick: () => setDialog({ open: true, editing: null }) }}
      dialogs={
        <>
          <StoreServicesDrawer store={servicesOf} canEdit={canEdit} onClose={() => setServicesOf(null)} />
          <StoreDialog open={dialog.open} editing={dialog.editing} fixedBrand={fixedBrand} onClose={() => setDialog({ open: false, editing: null })} />
        </>
      }
    >
      {/* Counts stop at 10,000 (STORE_LIST_COUNT_CAP), as the brand list's do: 超过 10000 条. */}
      <ListTable<StoreRow, Search> state={list} query={stores} of="门店" columns={columns} scroll={{ x: 1100 }} />
    </ListPage>
  )
}
