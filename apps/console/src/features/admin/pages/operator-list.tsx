import type { OperatorRow } from '@yunying/contracts'
import { Alert, App, Form, Select, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { actionsColumn, ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useOperator } from '../api/get-operator.js'
import { useOperators } from '../api/list-operators.js'
import { useAllRoles } from '../api/list-roles.js'
import { useResetPassword } from '../api/reset-password.js'
import { useOperatorStatus } from '../api/set-operator-status.js'
import { OperatorDialog } from '../components/operator-dialog.js'
import { OperatorDrawer } from '../components/operator-drawer.js'
import { useDialogs } from '../../../shared/ui/dialog.js'

interface Search {
  keyword?: string
  status?: number
  roleId?: number
  kind?: 'platform' | 'all'
}

/** /system/operator/list: the provider's accounts, their roles and sessions; finds any account with 全部账号. */
export const OperatorList = () => {
  const { message } = App.useApp()
  const modal = useDialogs()
  const codes = useAccountStore((s) => s.permission)
  const myId = useAccountStore((s) => s.user?.id ?? null)
  const canEdit = hasPermission(codes, 'operator.edit.btn')
  const canReset = hasPermission(codes, 'operator.reset.btn')
  const list = useListState<Search>({ initial: { kind: 'platform' } })
  const operators = pageQuery(useOperators({ kind: 'platform', ...list.filters, pageNum: list.page, pageSize: list.pageSize }))
  const roles = useAllRoles()
  const status = useOperatorStatus()
  const reset = useResetPassword()
  const [dialog, setDialog] = useState<{ open: boolean; editing: OperatorRow | null }>({ open: false, editing: null })
  const editingDetail = useOperator(dialog.open && dialog.editing ? dialog.editing.id : null)
  const [drawerId, setDrawerId] = useState<number | null>(null)

  const showPassword = (name: string, password: string) =>
    modal.success({
      title: `${name} 的一次性密码`,
      content: (
        <Space direction="vertical">
          <Typography.Text copyable={{ text: password }} code style={{ fontSize: 18 }}>
            {password}
          </Typography.Text>
          <Alert type="warning" showIcon message="密码只显示这一次，请通过安全渠道告知本人；对方首次登录须修改密码。" />
        </Space>
      ),
      okText: '我已记下',
    })

  const columns: TableColumnsType<OperatorRow> = [
    { title: '姓名', dataIndex: 'name', width: 120 },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    {
      title: '角色',
      key: 'roles',
      render: (_, row) => (row.roles.length ? row.roles.map((r) => <Tag key={`${r.orgType}:${r.orgId}:${r.roleId}`}>{`${r.roleName} @ ${r.orgName}`}</Tag>) : '—'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (v: number, row) => (
        <Space size={4}>
          <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? '启用' : '停用'}</Tag>
          {row.mustChangePassword && <Tag color="orange">待改密</Tag>}
        </Space>
      ),
    },
    { title: '在线', dataIndex: 'onlineSessions', width: 70 },
    { title: '最近登录', dataIndex: 'lastLoginAt', width: 170, render: (v: string) => v || '—' },
    actionsColumn<OperatorRow>(260, (row) => [
      { label: '详情', onClick: () => setDrawerId(row.id) },
      { label: '编辑', show: canEdit, onClick: () => setDialog({ open: true, editing: row }) },
      { label: '停用', show: canEdit && row.id === myId && row.status === 1, disabledReason: '不能停用您自己的账号' },
      {
        label: row.status === 1 ? '停用' : '启用',
        show: canEdit && !(row.id === myId && row.status === 1),
        danger: row.status === 1,
        confirm: {
          title: row.status === 1 ? `确定停用“${row.name}”吗？` : `确定启用“${row.name}”吗？`,
          description: row.status === 1 ? '停用后该账号立即下线，且不能再登录' : undefined,
          onConfirm: () => status.mutateAsync({ id: row.id, status: row.status === 1 ? 0 : 1 }).then(() => void message.success(row.status === 1 ? '已停用' : '已启用')),
        },
      },
      {
        label: '重置密码',
        show: canReset,
        confirm: {
          title: `确定重置“${row.name}”的密码吗？`,
          description: '该账号的所有会话将结束，下次登录须修改密码',
          onConfirm: () => reset.mutateAsync(row.id).then((r) => void showPassword(row.name, r.password)),
        },
      },
    ]),
  ]

  return (
    <ListPage
      search={
        <SearchForm<Search, Search> state={list} name="operatorSearch" label="账号查询">
          <Form.Item name="kind" label="范围">
            <Select aria-label="范围" style={{ width: 120 }} options={[{ value: 'platform', label: '运营账号' }, { value: 'all', label: '全部账号' }]} />
          </Form.Item>
          <TextFilter name="keyword" label="关键词" placeholder="姓名或手机号" maxLength={50} width={180} />
          <SelectFilter name="roleId" label="角色" aria-label="角色" showSearch optionFilterProp="label" options={(roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))} width={160} />
          <SelectFilter name="status" label="状态" aria-label="状态" options={[{ value: 1, label: '启用' }, { value: 0, label: '停用' }]} width={100} />
        </SearchForm>
      }
      title="运营账号"
      create={canEdit && { label: '新建账号', onClick: () => setDialog({ open: true, editing: null }) }}
      dialogs={
        <>
          <OperatorDialog
            open={dialog.open && (!dialog.editing || Boolean(editingDetail.data))}
            editing={dialog.editing}
            fullMobile={editingDetail.data?.mobile}
            onClose={() => setDialog({ open: false, editing: null })}
            onOneTimePassword={showPassword}
          />
          <OperatorDrawer id={drawerId} onClose={() => setDrawerId(null)} />
        </>
      }
    >
      <ListTable<OperatorRow, Search> state={list} query={operators} of="账号" columns={columns} scroll={{ x: 1100 }} />
    </ListPage>
  )
}
