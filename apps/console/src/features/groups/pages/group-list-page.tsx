import { PlusOutlined } from '@ant-design/icons'
import type { GroupRow } from '@yunying/contracts'
import { Button, Card, Form, Input, Space, Tag } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { ListTable, pageQuery, SearchForm, useListState } from '../../../shared/ui/list-page/index.js'
import { useGroups } from '../api/groups-api.js'
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
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <SearchForm<Filters, Filters> state={list} name="groupSearch" label="集团查询">
          <Form.Item name="name" label="集团名称">
            <Input placeholder="请输入集团名称" allowClear maxLength={20} style={{ width: 220 }} />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card
        title="集团列表"
        extra={
          can('group.create.btn') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/businessCenter/group/edit')}>
              新建集团
            </Button>
          )
        }
      >
        <ListTable<GroupRow, Filters>
          state={list}
          query={groups}
          what="集团列表"
          empty="暂无集团"
          emptyFiltered="没有找到符合条件的集团"
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
            {
              title: '操作',
              width: 340,
              render: (_, row) => (
                <Space size={0} wrap>
                  {can('group.edit.btn') && (
                    <Button type="link" size="small" onClick={() => navigate(`/businessCenter/group/edit?id=${row.groupId}`)}>
                      编辑
                    </Button>
                  )}
                  {/* Spec 2 §2: the boss-cockpit button needs no code beyond the page. */}
                  <Button type="link" size="small" onClick={() => setBossOf(row)}>
                    老板驾驶舱
                  </Button>
                  {can('group.account.btn') && (
                    <>
                      <Button type="link" size="small" onClick={() => setBinding(row)}>
                        绑定账号
                      </Button>
                      <Button type="link" size="small" onClick={() => setListing(row)}>
                        账号列表
                      </Button>
                    </>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <BindAccountDialog group={binding} onClose={() => setBinding(null)} />
      <GroupAccountsDialog group={listing} onClose={() => setListing(null)} />
      <GroupBossAccountsDialog group={bossOf} onClose={() => setBossOf(null)} />
    </Space>
  )
}

export default GroupListPage
