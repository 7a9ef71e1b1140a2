import { App, Button, Input, Modal, Popconfirm, Table } from 'antd'
import { useState } from 'react'
import { useGroupAccounts, useUnbindGroupAccount, type GroupAccountRow } from '../api/group-accounts-api.js'

/** 账号列表 of a group, with 解绑 after a confirmation. */
export const GroupAccountsDialog = ({ group, onClose }: { group: { groupId: number; groupName: string } | null; onClose: () => void }) => {
  const [pageNum, setPageNum] = useState(1)
  const [username, setUsername] = useState('')
  const accounts = useGroupAccounts(group?.groupId ?? null, pageNum, username)
  const unbind = useUnbindGroupAccount()
  const { message } = App.useApp()
  const total = accounts.data?.total ?? 0
  return (
    <Modal title={`账号列表 · ${group?.groupName ?? ''}`} open={group !== null} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Input.Search
        aria-label="按账号搜索"
        placeholder="请输入账号（手机号）"
        allowClear
        maxLength={11}
        enterButton="查询"
        style={{ width: 320, marginBottom: 16 }}
        onSearch={(value) => {
          setUsername(value.replace(/\D/g, ''))
          setPageNum(1)
        }}
      />
      <Table<GroupAccountRow>
        rowKey="username"
        size="middle"
        loading={accounts.isFetching}
        dataSource={accounts.data?.list ?? []}
        locale={{ emptyText: '暂无绑定账号' }}
        pagination={total > 10 ? { current: pageNum, pageSize: 10, total, onChange: setPageNum, showSizeChanger: false } : false}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '联系人', dataIndex: 'contactName' },
          { title: '联系电话', dataIndex: 'contactPhone' },
          { title: '邮箱', dataIndex: 'contactEmail', render: (v: string) => v || '--' },
          {
            title: '操作',
            width: 90,
            render: (_, row) => (
              <Popconfirm
                title="确定解绑该账号吗？"
                description="解绑后该账号将不能再以此集团身份登录。"
                okText="解绑"
                cancelText="取消"
                onConfirm={async () => {
                  await unbind.mutateAsync({ groupId: group!.groupId, username: row.username })
                  message.success('解绑成功')
                }}
              >
                <Button type="link" danger size="small">
                  解绑
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  )
}
