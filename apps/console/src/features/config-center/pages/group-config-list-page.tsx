import type { GroupConfigRow } from '@yunying/contracts'
import type { ColumnsType } from 'antd/es/table'
import { ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useGroupConfigs, type GroupConfigFilter } from '../api/list-group-configs.js'
import { CONFIG_STATUS_OPTIONS, digitsOnly, useConfigColumnsTail } from '../components/config-list-parts.js'
import { groupEditorPath } from '../lib/config-titles.js'

interface SearchValues {
  groupId?: string
  groupName?: string
  status?: number
}

type Filters = Omit<GroupConfigFilter, 'pageNum' | 'pageSize'>

// The search form trims and drops empty fields (compactFilters); only the id needs making a number.
const toFilter = ({ groupId, ...rest }: SearchValues): Filters => ({ ...(Number(groupId) > 0 ? { groupId: Number(groupId) } : {}), ...rest })

const toValues = (f: Filters): SearchValues => ({ ...f, groupId: f.groupId ? String(f.groupId) : undefined })

/** /businessCenter/config/group (spec 2 §2): groups with their configuration status, edit and view (configured rows), 10 a page. */
export const GroupConfigListPage = () => {
  const list = useListState<Filters>()
  const configs = pageQuery(useGroupConfigs({ ...list.filters, pageNum: list.page, pageSize: list.pageSize }))
  const tail = useConfigColumnsTail<GroupConfigRow>('group', (row) => row.groupName, groupEditorPath)
  const columns: ColumnsType<GroupConfigRow> = [
    { title: '集团ID', dataIndex: 'groupId', width: 100 },
    { title: '集团名称', dataIndex: 'groupName', width: 220, ellipsis: true },
    { title: '品牌数', dataIndex: 'brandCount', width: 100 },
    ...tail,
  ]

  return (
    <ListPage
      search={
        <SearchForm<SearchValues, Filters> state={list} name="groupConfigSearch" label="集团配置查询" toFilters={toFilter} toValues={toValues}>
          <TextFilter name="groupId" label="集团ID" normalize={digitsOnly} placeholder="请输入集团ID" inputMode="numeric" width={160} />
          <TextFilter name="groupName" label="集团名称" placeholder="请输入集团名称" maxLength={50} width={200} />
          <SelectFilter name="status" label="配置状态" options={CONFIG_STATUS_OPTIONS} width={120} />
        </SearchForm>
      }
      title="集团配置"
    >
      <ListTable<GroupConfigRow, Filters> state={list} query={configs} what="集团配置列表" of="集团" rowKey="groupId" columns={columns} scroll={{ x: 850 }} />
    </ListPage>
  )
}
