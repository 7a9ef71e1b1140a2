import type { GroupRow } from '@yunying/contracts'
import { Tag } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { actionsColumn, ListPage, ListTable, pageQuery, SearchForm, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useGroups } from '../api/list-groups.js'
import { BindAccountDialog } from '../components/bind-account-dialog.js'
import { GroupAccountsDialog } from '../components/group-accounts-dialog.js'
import { GroupBossAccountsDialog } from '../components/group-boss-accounts-dialog.js'

type Target = { groupId: number; groupName: string } | null
type Filters = { name?: string }

/** /businessCenter/group: search, the list (10 a page), and the per-row account actions. */
const GroupListPage = () => {
  const navigate = useNavigate()
  const codes = useAccountStore((s) => s.permission)
  const list = useListState<Filters>()
  const groups = pageQuery(useGroups({ ...list.filters, pageNum: list.page, pageSize: list.pageSize }))
  const [binding, setBinding] = useState<Target>(null)
  const [listing, setListing] = useState<Target>(null)
  const [bossOf, setBossOf] = useState<Target>(null)
  const can = (code: string) => hasPermission(codes, code)

  return (
    <ListPage
      search={
        <SearchForm<Filters, Filters> state={list} name="groupSearch" label="集团查询">
          <TextFilter name="name" label="集团名称" placeholder="请输入集团名称" maxLength={20} width={220} />
        </SearchForm>
      }
      title="集团列表"
      create={can('group.create.btn') && { label: '新建集团', onClick: () => navigate('/businessCenter/group/edit') }}
      dialogs={
        <>
          <BindAccountDialog group={binding} onClose={() => setBinding(null)} />
          <GroupAccountsDialog group={listing} onClose={() => setListing(null)} />
          <GroupBossAccountsDialog group={bossOf} onClose={() => setBossOf(null)} />
        </>
      }
    >
        <ListTable<GroupRow, Filters>
          state={list}
          query={groups}
          of="集团"
          rowKey="groupId"
          columns={[
            { title: '集团ID', dataIndex: 'groupId', width: 90 },
            { title: '集团名称', dataIndex: 'groupName' },
            { title: '联系人', dataIndex: 'contactName', render: (v: string) => v || '--' },
            { title: '联系电话', dataIndex: 'contactPhone', render: (v: string) => v || '--' },
            { title: '品牌数', dataIndex: 'brandCount', width: 90 },
            {
              title: '配置状态',
              dataIndex: 'status',
              width: 110,
              render: (v: number) => (v === 0 ? <Tag>未配置</Tag> : <Tag color="green">已配置</Tag>),
            },
            { title: '创建时间', dataIndex: 'createdAt', width: 180 },
            actionsColumn<GroupRow>(
              340,
              (row) => [
                { label: '编辑', show: can('group.edit.btn'), onClick: () => navigate(`/businessCenter/group/edit?id=${row.groupId}`) },
                // Spec 2 §2: the boss-cockpit button needs no code beyond the page.
                { label: '老板驾驶舱', onClick: () => setBossOf(row) },
                { label: '绑定账号', show: can('group.account.btn'), onClick: () => setBinding(row) },
                { label: '账号列表', show: can('group.account.btn'), onClick: () => setListing(row) },
              ],
              true,
            ),
          ]}
        />
    </ListPage>
  )
}

export default GroupListPage
