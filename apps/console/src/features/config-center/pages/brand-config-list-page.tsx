import { BIZ_TYPES, type SellerConfigRow } from '@yunying/contracts'
import type { ColumnsType } from 'antd/es/table'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useSellerConfigs, type SellerConfigFilter } from '../api/list-seller-configs.js'
import { ConfigExportButton } from '../components/config-export-button.js'
import { CONFIG_STATUS_OPTIONS, digitsOnly, useConfigColumnsTail } from '../components/config-list-parts.js'
import { brandEditorPath } from '../lib/config-titles.js'

interface SearchValues {
  sellerId?: string
  sellerName?: string
  groupName?: string
  bizType?: number
  status?: number
}

const BIZ_OPTIONS = Object.entries(BIZ_TYPES).map(([value, label]) => ({ value: Number(value), label }))

type Filters = Omit<SellerConfigFilter, 'pageNum' | 'pageSize'>

// The search form trims and drops empty fields (compactFilters); only the id needs making a number.
const toFilter = ({ sellerId, ...rest }: SearchValues): Filters => ({ ...(Number(sellerId) > 0 ? { sellerId: Number(sellerId) } : {}), ...rest })

const toValues = (f: Filters): SearchValues => ({ ...f, sellerId: f.sellerId ? String(f.sellerId) : undefined })

/** /businessCenter/config/brand (spec 2 §2): brands with their configuration status, edit and view, 10 a page, and 导出品牌. */
export const BrandConfigListPage = () => {
  const canExport = hasPermission(useAccountStore((s) => s.permission), 'brand.export.btn')
  const list = useListState<Filters>()
  const filter = list.filters
  const configs = pageQuery(useSellerConfigs({ ...filter, pageNum: list.page, pageSize: list.pageSize }))
  const tail = useConfigColumnsTail<SellerConfigRow>('brand', (row) => row.sellerName, brandEditorPath)
  const columns: ColumnsType<SellerConfigRow> = [
    { title: '品牌ID', dataIndex: 'sellerId', width: 100 },
    { title: '品牌名称', dataIndex: 'sellerName', width: 180, ellipsis: true },
    { title: '集团名称', dataIndex: 'groupName', width: 180, ellipsis: true, render: (v: string) => v || '—' },
    { title: '业态', dataIndex: 'bizTypeName', width: 100, render: (v: string) => v || '—' },
    ...tail,
  ]

  return (
    <ListPage
      search={
        <SearchForm<SearchValues, Filters> state={list} name="brandConfigSearch" label="品牌配置查询" toFilters={toFilter} toValues={toValues}>
          <TextFilter name="sellerId" label="品牌ID" normalize={digitsOnly} placeholder="请输入品牌ID" inputMode="numeric" width={160} />
          <TextFilter name="sellerName" label="品牌名称" placeholder="请输入品牌名称" maxLength={20} width={180} />
          <TextFilter name="groupName" label="集团名称" placeholder="请输入集团名称" maxLength={50} width={180} />
          <SelectFilter name="bizType" label="业态" options={BIZ_OPTIONS} width={120} />
          <SelectFilter name="status" label="配置状态" options={CONFIG_STATUS_OPTIONS} width={120} />
        </SearchForm>
      }
      title="品牌配置"
      extra={
        canExport ? (
          <ConfigExportButton
            filter={{ ...(filter.sellerId ? { brandId: filter.sellerId } : {}), ...(filter.sellerName ? { name: filter.sellerName } : {}) }}
            unapplied={[filter.groupName ? '集团名称' : '', filter.bizType !== undefined ? '业态' : '', filter.status !== undefined ? '配置状态' : ''].filter(Boolean)}
          />
        ) : null
      }
    >
      <ListTable<SellerConfigRow, Filters> state={list} query={configs} what="品牌配置列表" of="品牌" rowKey="sellerId" columns={columns} scroll={{ x: 1000 }} />
    </ListPage>
  )
}
