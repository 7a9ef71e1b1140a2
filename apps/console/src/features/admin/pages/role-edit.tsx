import { ROLE_ORG_TYPE_LABELS, type RoleTreeNode } from '@yunying/contracts'
import { Alert, App, Button, Card, Form, Input, Radio, Select, Space, Spin, Switch, Tag, Tooltip, Tree, Typography } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useRole } from '../api/get-role.js'
import { useRoleTree } from '../api/role-menu-tree.js'
import { useSaveRole } from '../api/save-role.js'
import { allKeys, buildRoleTree, nodeTypeWord, shownChecks, toggleGrant } from '../lib/role-tree.js'

interface RoleForm {
  name: string
  orgType: 0 | 1 | 2
  remark?: string
  dataScopeGroupIds?: Array<number | string>
}

const NodeTitle = ({ node, roleId }: { node: RoleTreeNode; roleId: number | null }) => {
  const others = node.heldBy.filter((r) => r.id !== roleId)
  return (
    <Space size={6}>
      <span>{node.name}</span>
      <Tag bordered={false}>{nodeTypeWord(node.type)}</Tag>
      {node.code && <Typography.Text type="secondary">{node.code}</Typography.Text>}
      {others.length > 0 && (
        <Tooltip title={`也由这些角色持有：${others.map((r) => r.name).join('、')}`}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {others.length} 个角色持有
          </Typography.Text>
        </Tooltip>
      )}
    </Space>
  )
}

/** /businessCenter/roleManagement/edit[?id=]: a role's name, organisation type and menu tree. */
export const RoleEdit = () => {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get('id') ? Number(params.get('id')) : null
  const codes = useAccountStore((s) => s.permission)
  const readOnly = !hasPermission(codes, 'role.edit.btn')
  const role = useRole(id)
  const tree = useRoleTree()
  const save = useSaveRole()
  const [form] = Form.useForm<RoleForm>()
  /** Every node the role will grant (the server adds missing ancestors). */
  const [granted, setGranted] = useState<Set<number>>(new Set())
  /** 父子联动: checking a node checks its children; off, each node is checked on its own. */
  const [linked, setLinked] = useState(true)
  const [word, setWord] = useState('')
  const [expanded, setExpanded] = useState<number[]>([])
  const orgType = Form.useWatch('orgType', form)

  // The saved role fills the form once per role: a later answer (after a save, or another
  // operator's change) must not overwrite what is being typed.
  const filledFor = useRef<number | null>(null)
  useEffect(() => {
    if (!role.data || filledFor.current === role.data.id) return
    filledFor.current = role.data.id
    form.setFieldsValue({ name: role.data.name, orgType: role.data.orgType as 0 | 1 | 2, remark: role.data.remark, dataScopeGroupIds: role.data.dataScopeGroupIds ?? [] })
    setGranted(new Set(role.data.menuIds))
  }, [role.data, form])

  // What the role holds is what the tree shows (a page without its buttons: half checked).
  const checkedKeys = useMemo(() => shownChecks(tree.data ?? [], granted, linked), [tree.data, granted, linked])

  const held = useMemo(() => new Set(role.data?.menuIds ?? []), [role.data])
  const options = useMemo(() => buildRoleTree(tree.data ?? [], held, word), [tree.data, held, word])
  useEffect(() => {
    if (word) setExpanded(allKeys(options))
  }, [word, options])

  const submit = async (values: RoleForm) => {
    const saved = await save.mutateAsync({
      id: id ?? undefined,
      name: values.name,
      orgType: values.orgType,
      remark: values.remark ?? '',
      menuIds: [...granted],
      dataScopeGroupIds: values.orgType === 0 && values.dataScopeGroupIds?.length ? values.dataScopeGroupIds.map(Number).filter((n) => Number.isInteger(n) && n > 0) : null,
      version: role.data?.version,
    })
    message.success(id ? '修改成功' : '新建成功')
    if (!id) navigate(`/businessCenter/roleManagement/edit?id=${saved.id}`, { replace: true })
  }

  if (role.isError) return <LoadError what="角色" error={role.error} onRetry={() => void role.refetch()} />
  if ((id && role.isPending) || tree.isPending) return <Spin style={{ display: 'block', margin: 48 }} />

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={id ? `编辑角色：${role.data?.name ?? ''}` : '新建角色'}>
        {role.data?.system && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="系统角色：不能删除，所属组织类型固定；运营管理员始终拥有全部权限。" />}
        <Form<RoleForm> form={form} layout="vertical" disabled={readOnly} initialValues={{ orgType: 0 }} onFinish={(v) => void submit(v)} style={{ maxWidth: 640 }}>
          <Form.Item name="name" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 50, message: '角色名称最多 50 个字' }]}>
            <Input maxLength={50} placeholder="请输入角色名称" />
          </Form.Item>
          <Form.Item name="orgType" label="所属组织类型">
            <Radio.Group disabled={readOnly || role.data?.system} options={[0, 1, 2].map((v) => ({ value: v, label: ROLE_ORG_TYPE_LABELS[v] }))} />
          </Form.Item>
          {orgType === 0 && (
            <Form.Item name="dataScopeGroupIds" label="数据范围（集团 ID，不填为不限）" extra="限定后，持有该角色的运营只能看到这些集团及其品牌的数据">
              <Select mode="tags" tokenSeparators={[',', ' ']} placeholder="不限" aria-label="数据范围" />
            </Form.Item>
          )}
          <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注最多 200 个字' }]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Card>
      <Card
        title="菜单与按钮权限"
        extra={
          <Space>
            <Input.Search placeholder="搜索名称、路径或权限码" allowClear onChange={(e) => setWord(e.target.value)} style={{ width: 240 }} aria-label="搜索菜单" />
            <Button onClick={() => setExpanded(allKeys(options))}>展开全部</Button>
            <Button onClick={() => setExpanded([])}>收起全部</Button>
            <Space size={4}>
              <Switch size="small" checked={linked} onChange={setLinked} aria-label="父子联动" />
              父子联动
            </Space>
          </Space>
        }
      >
        {tree.isError && <LoadError what="菜单树" error={tree.error} onRetry={() => void tree.refetch()} />}
        <Typography.Paragraph type="secondary">勾选按钮会同时授予其所在页面和目录；关闭“父子联动”可只授予页面而不授予其按钮。灰色节点是您自己没有的权限，不能授予。</Typography.Paragraph>
        <Tree<(typeof options)[number]>
          checkable
          selectable={false}
          disabled={readOnly || role.data?.system}
          treeData={options}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys as number[])}
          // The linkage is the editor's own (toggleGrant): the tree's would hide a page granted without its buttons.
          checkStrictly
          checkedKeys={checkedKeys}
          onCheck={(_, info) => {
            const id = info.node.key
            // A half-checked node checks fully; a checked one unchecks.
            const on = !checkedKeys.checked.includes(id)
            // A search shows part of the tree: what is hidden keeps its state.
            const visible = new Set(allKeys(options))
            setGranted((before) => toggleGrant(tree.data ?? [], before, id, on, linked, (n) => (n.grantable || held.has(n.id)) && visible.has(n.id)))
          }}
          titleRender={(option) => <NodeTitle node={option.node} roleId={id} />}
          height={520}
          aria-label="菜单权限树"
        />
      </Card>
      <Space>
        {!readOnly && (
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        )}
        <Button onClick={() => navigate('/businessCenter/roleManagement/index')}>返回列表</Button>
      </Space>
    </Space>
  )
}
