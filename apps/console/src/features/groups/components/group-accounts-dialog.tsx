import { App, Input } from 'antd'
import type { GroupAccountRow } from '@yunying/contracts'
import { Modal } from '../../../shared/ui/dialog.js'
import { actionsColumn, ListTable, pageQuery, useListState } from '../../../shared/ui/list-page/index.js'
import { GROUP_ACCOUNTS_PAGE_SIZE, useGroupAccounts } from '../api/list-group-accounts.js'
import { useUnbindGroupAccount } from '../api/unbind-group-account.js'

/** 账号列表 of a group, with 解绑 after a confirmation. */
export const GroupAccountsDialog = ({ group, onClose }: { group: { groupId: number; groupName: string } | null; onClose: () => void }) => {
  const list = useListState<{ username?: string }>({ inUrl: false, pageSize: GROUP_ACCOUNTS_PAGE_SIZE })
  const accounts = pageQuery(useGroupAccounts(group?.groupId ?? null, { pageNum: list.page, username: list.filters.username ?? '' }))
  const unbind = useUnbindGroupAccount()
  const { message } = App.useApp()
  return (
    <Modal title={`账号列表 · ${group?.groupName ?? ''}`} open={group !== null} onCancel={() => {
        list.reset()
        onClose()
      }} footer={null} width={760} destroyOnHidden>
      <Input.Search
        aria-label="按账号搜索"
        placeholder="请输入账号（手机号）"
        allowClear
        maxLength={11}
        enterButton="查询"
        style={{ width: 320, marginBottom: 16 }}
        onSearch={(value) => list.search({ username: value.replace(/\D/g, '') })}
      />
      <ListTable<GroupAccountRow, { username?: string }>
        state={list}
        query={accounts}
        what="账号列表"
        empty="暂无绑定账号"
        emptyFiltered="没有找到符合条件的账号"
        pageSizes={false}
        rowKey="username"
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '联系人', dataIndex: 'contactName' },
          { title: '联系电话', dataIndex: 'contactPhone' },
          { title: '邮箱', dataIndex: 'contactEmail', render: (v: string) => v || '--' },
          actionsColumn<GroupAccountRow>(90, (row) => [
            {
              label: '解绑',
              danger: true,
              confirm: {
                title: '确定解绑该账号吗？',
                description: '解绑后该账号将不能再以此集团身份登录。',
                okText: '解绑',
                onConfirm: async () => {
                  await unbind.mutateAsync({ groupId: group!.groupId, username: row.username })
                  message.success('解绑成功')
                },
              },
            },
          ]),
        ]}
      />
    </Modal>
  )
}
