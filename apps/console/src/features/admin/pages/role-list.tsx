import { ROLE_ORG_TYPE_LABELS, type RoleRow } from '@yunying/contracts'
import { App, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { actionsColumn, ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useCopyRole } from '../api/copy-role.js'
import { useDeleteRole } from '../api/delete-role.js'
import { useRoles } from '../api/list-roles.js'
import { useRoleStatus } from '../api/set-role-status.js'
import { useDialogs } from '../../../shared/ui/dialog.js'

interface Search {
  name?: string
  orgType?: number
  status?: number
}

const ORG_OPTIONS = [0, 1, 2].map((v) => ({ value: v, label: ROLE_ORG_TYPE_LABELS[v] }))
const STATUS_OPTIONS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
]

/** /businessCenter/roleManagement/index: roles with what they grant and who holds them. */
export const RoleList = () => {
  const { message } = App.useApp()
  const modal = useDialogs()
  const navigate = useNavigate()
  const codes = useAccountStore((s) => s.permission)
  const canEdit = hasPermission(codes, 'role.edit.btn')
  const canDelete = hasPermission(codes, 'role.delete.btn')
  const list = useListState<Search>()
  const roles = pageQuery(useRoles({ ...list.filters, pageNum: list.page, pageSize: list.pageSize }))
  const copy = useCopyRole()
  const status = useRoleStatus()
  const remove = useDeleteRole()

  const columns: TableColumnsType<RoleRow> = [
    {
      title: '角色名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space>
          {name}
          {row.system && <Tag>系统</Tag>}
        </Space>
      ),
    },
    { title: '所属组织', dataIndex: 'orgType', width: 100, render: (v: number) => ROLE_ORG_TYPE_LABELS[v] ?? v },
    { title: '权限数', dataIndex: 'grantCount', width: 90 },
    { title: '持有账号', dataIndex: 'accountCount', width: 90 },
    {
      title: '数据范围',
      dataIndex: 'dataScopeGroupIds',
      width: 120,
      render: (ids: number[] | null) => (ids?.length ? `${ids.length} 个集团` : <Typography.Text type="secondary">不限</Typography.Text>),
    },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number, row) => {
        // Offered only where it can succeed: the reason instead of a refusal afterwards.
        const refusal = v === 1 ? row.disableRefusal : null
        const change = (on: boolean) => status.mutate({ id: row.id, status: on ? 1 : 0 }, { onSuccess: () => void message.success(on ? '已启用' : '已停用') })
        const toggle = (on: boolean) => {
          if (on || row.accountCount === 0) return change(on)
          modal.confirm({
            title: `停用角色“${row.name}”？`,
            content: `有 ${row.accountCount} 个账号持有该角色，停用后这些账号下一次操作起即失去该角色的全部权限。`,
            okText: '停用',
            okButtonProps: { danger: true },
            cancelText: '取消',
            onOk: () => change(false),
          })
        }
        const control = (
          <Switch size="small" checked={v === 1} disabled={!canEdit || refusal !== null} aria-label={`${row.name}：${v === 1 ? '已启用' : '已停用'}`} onChange={toggle} />
        )
        return canEdit && refusal ? (
          <Tooltip title={refusal}>
            <span>{control}</span>
          </Tooltip>
        ) : (
          control
        )
      },
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170 },
    actionsColumn<RoleRow>(200, (row) => [
      { label: canEdit ? '编辑' : '查看', onClick: () => navigate(`/businessCenter/roleManagement/edit?id=${row.id}`) },
      { label: '复制', show: canEdit, onClick: () => copy.mutate(row.id, { onSuccess: (r) => void message.success(`已复制为“${r.name}”`) }) },
      {
        label: '删除',
        show: canDelete && !row.system,
        danger: true,
        confirm: {
          title: `确定删除角色“${row.name}”吗？`,
          description: row.accountCount > 0 ? `有 ${row.accountCount} 个账号持有该角色，需先为它们更换角色` : '删除后不可恢复',
          okText: '删除',
          onConfirm: () => remove.mutateAsync(row.id).then(() => void message.success('删除成功')),
        },
      },
    ]),
  ]

  return (
    <ListPage
      search={
        <SearchForm<Search, Search> state={list} name="roleSearch" label="角色查询">
          <TextFilter name="name" label="角色名称" placeholder="请输入角色名称" maxLength={50} width={180} />
          <SelectFilter name="orgType" label="所属组织" options={ORG_OPTIONS} aria-label="所属组织" width={120} />
          <SelectFilter name="status" label="状态" options={STATUS_OPTIONS} aria-label="状态" width={100} />
        </SearchForm>
      }
      title="角色列表"
      create={canEdit && { label: '新建角色', onClick: () => navigate('/businessCenter/roleManagement/edit') }}
    >
      <ListTable<RoleRow, Search> state={list} query={roles} of="角色" columns={columns} scroll={{ x: 1100 }} />
    </ListPage>
  )
}
