import { App, Button, Descriptions, Empty, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useOperator } from '../api/get-operator.js'
import { useKick } from '../api/kick-operator.js'
import { useOperatorSessions } from '../api/list-operator-sessions.js'
import { nodeTypeWord } from '../lib/role-tree.js'
import { Drawer } from '../../../shared/ui/drawer.js'

/** An account's roles per organisation, every page and code it holds (and through which role), and its sessions. */
export const OperatorDrawer = ({ id, onClose }: { id: number | null; onClose(): void }) => {
  const { message } = App.useApp()
  const canKick = hasPermission(useAccountStore((s) => s.permission), 'operator.kick.btn')
  const detail = useOperator(id)
  const sessions = useOperatorSessions(id)
  const kick = useKick()
  const data = detail.data

  return (
    <Drawer open={id !== null} onClose={onClose} width={820} title={data ? `${data.name}（${data.mobile}）` : '账号详情'}>
      {detail.isError && <LoadError what="账号详情" error={detail.error} onRetry={() => void detail.refetch()} />}
      {data && (
        <Tabs
          items={[
            {
              key: 'roles',
              label: '角色',
              children: (
                <Descriptions column={1} bordered size="small">
                  {data.roles.length === 0 && <Descriptions.Item label="角色">暂无</Descriptions.Item>}
                  {data.roles.map((r) => (
                    <Descriptions.Item key={`${r.orgType}:${r.orgId}:${r.roleId}`} label={r.orgName || '—'}>
                      {r.roleName}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ),
            },
            {
              key: 'grants',
              label: `权限说明（${data.grants.length}）`,
              children: (
                <Table
                  rowKey="menuId"
                  size="small"
                  dataSource={data.grants}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  locale={{ emptyText: '该账号没有任何页面或按钮权限' }}
                  columns={[
                    { title: '页面 / 按钮', dataIndex: 'trail', render: (v: string, g) => <Space direction="vertical" size={0}>{v}{g.code && <Typography.Text type="secondary">{g.code}</Typography.Text>}</Space> },
                    { title: '类型', dataIndex: 'type', width: 70, render: (v: number) => nodeTypeWord(v) },
                    {
                      title: '经由角色',
                      key: 'via',
                      width: 260,
                      render: (_, g) => g.via.map((v) => <Tag key={`${v.roleId}:${v.orgName}`} color={v.enabled ? 'blue' : 'default'}>{`${v.roleName} @ ${v.orgName}${v.enabled ? '' : '（已停用）'}`}</Tag>),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'sessions',
              label: `在线会话（${sessions.data?.length ?? 0}）`,
              children: sessions.data?.length ? (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {canKick && (
                    <Popconfirm title="确定让该账号在所有设备上下线吗？" onConfirm={() => kick.mutateAsync({ id: data.id }).then((r) => void message.success(`已下线 ${r.endedSessions} 个会话`))}>
                      <Button danger>全部下线</Button>
                    </Popconfirm>
                  )}
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={sessions.data}
                    columns={[
                      { title: '登录时间', dataIndex: 'createdAt', width: 170 },
                      { title: '最近活动', dataIndex: 'lastSeenAt', width: 170 },
                      { title: '组织', dataIndex: 'orgName', width: 120 },
                      { title: '地址', dataIndex: 'ip', width: 120 },
                      { title: '浏览器', dataIndex: 'userAgent', ellipsis: true },
                      ...(canKick
                        ? [
                            {
                              title: '操作',
                              key: 'kick',
                              width: 90,
                              render: (_: unknown, s: { id: number }) => (
                                <Popconfirm title="确定强制下线该会话吗？" onConfirm={() => kick.mutateAsync({ id: data.id, sessionId: s.id }).then(() => void message.success('已强制下线'))}>
                                  <Button type="link" size="small" danger>
                                    强制下线
                                  </Button>
                                </Popconfirm>
                              ),
                            },
                          ]
                        : []),
                    ]}
                  />
                </Space>
              ) : (
                <Empty description="当前没有在线会话" />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  )
}
