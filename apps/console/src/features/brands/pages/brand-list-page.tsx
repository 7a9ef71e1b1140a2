import { DownloadOutlined, PlusOutlined } from '@ant-design/icons'
import {
  BRAND_STATUS_LABELS,
  PRODUCE_MODEL_LABELS,
  PRODUCE_VERSION_LABELS,
  type BrandFilters,
  type BrandListRow,
} from '@yunying/contracts'
import { Button, Card, Space, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { brandExportResult } from '../api/brand-export-result.js'
import { useBrands } from '../api/list-brands.js'
import { startBrandExport } from '../api/start-brand-export.js'
import type { BrandRef } from '../api/operate-account.js'
import { BossAccountsDialog } from '../components/boss-accounts-dialog.js'
import { BrandDetailDialog } from '../components/brand-detail-dialog.js'
import { BrandSearchForm } from '../components/brand-search-form.js'
import { BrandTagSelect } from '../components/brand-tag-select.js'
import { SuperAdminsDialog } from '../components/super-admins-dialog.js'
import { useExportRunner } from '../components/use-export-runner.js'
import { actionsColumn, ListTable, pageQuery, useListState } from '../../../shared/ui/list-page/index.js'

const EDIT_PATH = '/businessCenter/brand/edit'
const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'green', 2: 'blue', 3: 'default', 4: 'purple', 5: 'red', 6: 'cyan' }

const refOf = (row: BrandListRow): BrandRef => ({ id: row.id, groupId: row.groupId, name: row.name })

/** /businessCenter/brand: every filter of spec 2, the list (10 a page), row actions, create and export. */
export const BrandListPage = () => {
  const navigate = useNavigate()
  const codes = useAccountStore((s) => s.permission)
  const can = (code: string) => hasPermission(codes, code)
  const list = useListState<BrandFilters>()
  const { filters } = list
  const brands = pageQuery(useBrands({ ...filters, pageNum: list.page, pageSize: list.pageSize }))
  // The selection belongs to one search: a new search starts without one.
  const searched = JSON.stringify(filters)
  const [selection, setSelection] = useState<{ of: string; keys: number[] }>({ of: searched, keys: [] })
  const selected = selection.of === searched ? selection.keys : []
  const setSelected = (keys: number[]) => setSelection({ of: searched, keys })
  const [detailOf, setDetailOf] = useState<number | null>(null)
  const [adminsOf, setAdminsOf] = useState<BrandRef | null>(null)
  const [bossOf, setBossOf] = useState<BrandRef | null>(null)
  const exporter = useExportRunner()

  const exportList = () =>
    void exporter.run({ key: 'brand-export', title: '品牌列表导出', start: () => startBrandExport(filters), result: brandExportResult })

  const columns: ColumnsType<BrandListRow> = [
    { title: '品牌ID', dataIndex: 'id', width: 90, fixed: 'left' },
    { title: '品牌名称', dataIndex: 'name', width: 160, fixed: 'left', ellipsis: true },
    { title: '所属集团', dataIndex: 'groupName', width: 160, ellipsis: true },
    { title: '品牌类型', dataIndex: 'brandTypeName', width: 100 },
    { title: '行业', dataIndex: 'industryName', width: 100, render: (v: string) => v || '--' },
    { title: '产品版本', dataIndex: 'produceVersion', width: 90, render: (v: number) => PRODUCE_VERSION_LABELS[v] ?? '--' },
    { title: '服务模式', dataIndex: 'produceModel', width: 100, render: (v: number) => PRODUCE_MODEL_LABELS[v] ?? '--' },
    { title: '品牌状态', dataIndex: 'status', width: 90, render: (v: number) => <Tag color={STATUS_COLOR[v]}>{BRAND_STATUS_LABELS[v] ?? '--'}</Tag> },
    { title: '测试品牌', dataIndex: 'isTest', width: 80, render: (v: number) => (v === 1 ? '是' : '否') },
    { title: '账号版本', dataIndex: 'accountVersion', width: 80, render: (v: number | null) => (v === 1 ? '新版' : v ? `V${v}` : '--') },
    { title: '老板驾驶舱', dataIndex: 'bossCockpitOpen', width: 100, render: (v: number) => (v === 1 ? <Tag color="green">已开通</Tag> : <Tag>未开通</Tag>) },
    { title: '品牌标记', dataIndex: 'abandonFlag', width: 110, render: (_, row) => <BrandTagSelect row={row} /> },
    { title: '创建时间', dataIndex: 'createdAt', width: 170 },
    actionsColumn<BrandListRow>(
      300,
      (row) => [
        { label: '服务详情', onClick: () => setDetailOf(row.id) },
        { label: '编辑', show: can('brand.edit.btn'), onClick: () => navigate(`${EDIT_PATH}?id=${row.id}`) },
        { label: '老板驾驶舱账号', onClick: () => setBossOf(refOf(row)) },
        { label: '账号', disabledReason: row.accountVersion ? undefined : '该品牌尚未启用新版账号体系', onClick: () => setAdminsOf(refOf(row)) },
      ],
      true,
    ),
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <BrandSearchForm state={list} />
      </Card>
      <Card
        title="品牌列表"
        extra={
          <Space>
            {selected.length > 0 && (
              <Typography.Text type="secondary">
                已选择 {selected.length} 个品牌
                <Button type="link" size="small" onClick={() => setSelected([])}>
                  清空
                </Button>
              </Typography.Text>
            )}
            {can('brand.export.btn') && (
              <Button icon={<DownloadOutlined />} loading={exporter.running} onClick={exportList}>
                导出
              </Button>
            )}
            {can('brand.create.btn') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(EDIT_PATH)}>
                新建品牌
              </Button>
            )}
          </Space>
        }
      >
        <ListTable<BrandListRow, BrandFilters>
          state={list}
          query={brands}
          of="品牌"
          columns={columns}
          scroll={{ x: 1800 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true, getCheckboxProps: (row) => ({ title: `选择 ${row.name}` }) }}
        />
      </Card>
      <BrandDetailDialog brandId={detailOf} onClose={() => setDetailOf(null)} />
      <SuperAdminsDialog brand={adminsOf} onClose={() => setAdminsOf(null)} />
      <BossAccountsDialog brand={bossOf} onClose={() => setBossOf(null)} />
    </Space>
  )
}
