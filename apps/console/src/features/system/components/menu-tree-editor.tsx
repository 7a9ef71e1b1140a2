import { MENU_TYPE_LABELS, RoleCodes, type MenuNodeRecord, type OperatingMenuRow } from '@yunying/contracts'
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Popconfirm, Radio, Row, Select, Space, Switch, Tag, Tree, TreeSelect, Typography } from 'antd'
import type { DataNode, TreeProps } from 'antd/es/tree'
import { useEffect, useMemo, useState } from 'react'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { MENU_ICON_NAMES, MenuIcon } from '../../../shared/ui/menu-icons.js'
import { useDeleteMenuNode } from '../api/delete-menu-node.js'
import { fetchMenuNode, useMenuNode } from '../api/get-menu-node.js'
import { useOperatingMenus } from '../api/list-operating-menus.js'
import { useMoveMenuNode } from '../api/move-menu-node.js'
import { useSaveMenuNode } from '../api/save-menu-node.js'
import { MenuPreview } from './menu-preview.js'
import { useDialogs } from '../../../shared/ui/dialog.js'

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 4: 'orange' }

type FormValues = Omit<MenuNodeRecord, 'id' | 'key' | 'declaredBy' | 'roles'>

const EMPTY = (pid: number, type: 1 | 2 | 4): FormValues => ({
  pid,
  name: '',
  path: '',
  description: '',
  sort: 0,
  type,
  clientType: 1,
  menuStatus: 1,
  icon: '',
  url: '',
  serviceId: null,
  code: '',
  keepAlive: false,
})

/** Where a node is used: 1 is this console's menu; a node for another client is kept but not shown here. */
const CLIENT_TYPE_OPTIONS = Array.from({ length: 10 }, (_, v) => ({ value: v, label: v === 1 ? '运营后台' : `其他端（${v}）` }))

/** Why a node cannot be deleted or retyped, in words: the server's calls check it (`page:…` or `code:…`). */
const declaredText = (node: { type: number }) => `系统功能按此${MENU_TYPE_LABELS[node.type] ?? '节点'}校验权限`

const FIELDS = ['pid', 'name', 'path', 'description', 'sort', 'type', 'clientType', 'menuStatus', 'icon', 'url', 'serviceId', 'code', 'keepAlive'] as const
/** Only the node's own fields: the form may still hold another node's extra values. */
const pick = (v: FormValues): FormValues => Object.fromEntries(FIELDS.map((k) => [k, v[k]])) as unknown as FormValues

/** The menu tree editor: add, edit, move (drag) and delete nodes, and preview a role's menu. */
export const MenuTreeEditor = () => {
  const { message } = App.useApp()
  const modal = useDialogs()
  const codes = useAccountStore((s) => s.permission)
  const canEdit = hasPermission(codes, RoleCodes.menuEdit)
  const canDelete = hasPermission(codes, RoleCodes.menuDelete)
  const menus = useOperatingMenus({})
  const [selected, setSelected] = useState<number | undefined>()
  const [creating, setCreating] = useState<FormValues | null>(null)
  const [expanded, setExpanded] = useState<React.Key[]>([])
  const node = useMenuNode(creating ? undefined : selected)
  const save = useSaveMenuNode()
  const move = useMoveMenuNode()
  const remove = useDeleteMenuNode()
  const [form] = Form.useForm<FormValues>()
  const type = Form.useWatch('type', form)

  const rows = useMemo(() => menus.data ?? [], [menus.data])
  const children = useMemo(() => {
    const map = new Map<number, OperatingMenuRow[]>()
    for (const m of rows) map.set(m.pid, [...(map.get(m.pid) ?? []), m])
    return map
  }, [rows])

  useEffect(() => {
    form.resetFields()
    if (creating) form.setFieldsValue(creating)
    else if (node.data) form.setFieldsValue(pick(node.data))
  }, [creating, node.data, form])

  const toNode = (m: OperatingMenuRow): DataNode => ({
    key: m.id,
    title: (
      <Space size={6}>
        <Tag color={TYPE_COLORS[m.type]} style={{ marginInlineEnd: 0 }}>
          {MENU_TYPE_LABELS[m.type]}
        </Tag>
        <span style={m.menuStatus === 1 ? undefined : { opacity: 0.55 }}>{m.name}</span>
        {m.code ? <Typography.Text code>{m.code}</Typography.Text> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {m.roleCount} 个角色
        </Typography.Text>
      </Space>
    ),
    isLeaf: !children.has(m.id),
    children: (children.get(m.id) ?? []).map(toNode),
  })
  const treeData = (children.get(0) ?? []).map(toNode)
  // The parents a node may have: the root, directories and pages (a button holds nothing).
  interface ParentNode { value: number; title: string; children: ParentNode[] }
  const toParent = (m: OperatingMenuRow): ParentNode => ({
    value: m.id,
    title: m.name,
    children: (children.get(m.id) ?? []).filter((c) => c.type !== 4).map(toParent),
  })
  const parentData: ParentNode[] = [{ value: 0, title: '无（顶级）', children: [] }, ...(children.get(0) ?? []).filter((c) => c.type !== 4).map(toParent)]

  const holdersText = (roles: Array<{ name: string }>) => (roles.length ? `持有该节点的角色：${roles.map((r) => r.name).join('、')}` : '没有角色持有该节点')

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key)
    const dropId = Number(info.node.key)
    const dropPos = info.node.pos.split('-')
    const relative = info.dropPosition - Number(dropPos[dropPos.length - 1])
    const target = rows.find((r) => r.id === dropId)!
    const intoNode = !info.dropToGap
    const pid = intoNode ? dropId : target.pid
    const siblings = (children.get(pid) ?? []).filter((r) => r.id !== dragId)
    const index = intoNode ? 0 : Math.max(0, siblings.findIndex((r) => r.id === dropId) + (relative > 0 ? 1 : 0))
    void fetchMenuNode(dragId).then((dragged) => {
      modal.confirm({
        title: `移动「${dragged.name}」到「${pid === 0 ? '根' : (rows.find((r) => r.id === pid)?.name ?? '')}」下第 ${index + 1} 位？`,
        content: holdersText(dragged.roles),
        onOk: () => move.mutateAsync({ id: dragId, pid, index }).then(() => message.success('移动成功')),
      })
    })
  }

  const submit = async (values: FormValues) => {
    const body = pick({ ...(form.getFieldsValue(true) as FormValues), ...values })
    const result = await save.mutateAsync({ ...(creating ? {} : { id: selected! }), ...body, serviceId: body.serviceId ?? null })
    message.success('保存成功')
    setCreating(null)
    setSelected(result.id)
  }

  const current = creating ? null : node.data
  return (
    <Row gutter={16}>
      <Col span={13}>
        <Card
          size="small"
          title="菜单树"
          extra={
            <Space>
              {canEdit && (
                <Button size="small" onClick={() => setCreating(EMPTY(0, 1))}>
                  新增顶级目录
                </Button>
              )}
              <Button size="small" onClick={() => setExpanded(rows.filter((r) => children.has(r.id)).map((r) => r.id))}>
                全部展开
              </Button>
              <Button size="small" onClick={() => setExpanded([])}>
                全部折叠
              </Button>
            </Space>
          }
        >
          <Tree
            aria-label="菜单树"
            draggable={canEdit ? { icon: false } : false}
            blockNode
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={setExpanded}
            selectedKeys={selected && !creating ? [selected] : []}
            onSelect={(keys) => {
              setCreating(null)
              setSelected(keys.length ? Number(keys[0]) : undefined)
            }}
            onDrop={onDrop}
            style={{ maxHeight: 640, overflow: 'auto' }}
          />
        </Card>
      </Col>
      <Col span={11}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card
            size="small"
            title={creating ? `新增${MENU_TYPE_LABELS[creating.type]}` : current ? `编辑「${current.name}」` : '节点'}
            extra={
              current && (
                <Space>
                  {canEdit && current.type !== 4 && (
                    <Button size="small" onClick={() => setCreating(EMPTY(current.id, current.type === 2 ? 4 : 2))}>
                      新增下级
                    </Button>
                  )}
                  {canDelete && (
                    <Popconfirm
                      title={`删除「${current.name}」?`}
                      description={current.declaredBy ? `${declaredText(current)}，不能删除` : holdersText(current.roles)}
                      okButtonProps={{ disabled: Boolean(current.declaredBy) }}
                      onConfirm={() => remove.mutateAsync({ id: current.id }).then(() => (message.success('删除成功'), setSelected(undefined)), () => {})}
                    >
                      <Button size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              )
            }
          >
            {!creating && !current ? (
              <Empty description="选择左侧节点查看或编辑" />
            ) : (
              <Form<FormValues> form={form} name="menuNode" layout="vertical" size="small" disabled={!canEdit} onFinish={(v) => submit(v).catch(() => {})}>
                {current?.declaredBy ? <Typography.Paragraph type="secondary">{declaredText(current)}：类型、路径与权限码不能修改，也不能删除。</Typography.Paragraph> : null}
                {current ? <Typography.Paragraph type="secondary">{holdersText(current.roles)}</Typography.Paragraph> : null}
                <Form.Item name="type" label="类型">
                  <Radio.Group options={[1, 2, 4].map((v) => ({ value: v, label: MENU_TYPE_LABELS[v] }))} />
                </Form.Item>
                <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
                  <Input maxLength={50} />
                </Form.Item>
                {type === 4 ? (
                  <Form.Item name="code" label="权限码" rules={[{ required: true, whitespace: true, message: '请输入权限码' }]}>
                    <Input maxLength={100} placeholder="如 brand.export.btn" />
                  </Form.Item>
                ) : (
                  <Form.Item name="path" label="路径" rules={[{ required: true, whitespace: true, message: '请输入路径' }]}>
                    <Input maxLength={200} placeholder="/businessCenter/brand" />
                  </Form.Item>
                )}
                <Row gutter={8}>
                  <Col span={12}>
                    <Form.Item name="pid" label="上级菜单">
                      <TreeSelect treeData={parentData} treeDefaultExpandAll showSearch treeNodeFilterProp="title" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name="sort" label="排序">
                      <InputNumber min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name="serviceId" label="关联服务编号" tooltip="该菜单所属服务在服务管理中的编号，不属于某个服务时留空">
                      <InputNumber min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </Row>
                <Row gutter={8}>
                  <Col span={8}>
                    <Form.Item name="clientType" label="使用端" tooltip="只有「运营后台」的节点显示在本后台的菜单中">
                      <Select options={CLIENT_TYPE_OPTIONS} />
                    </Form.Item>
                  </Col>
                  <Col span={8}>
                    <Form.Item name="menuStatus" label="显示" getValueProps={(v: number) => ({ checked: v === 1 })} getValueFromEvent={(c: boolean) => (c ? 1 : 0)}>
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col span={8}>
                    <Form.Item name="keepAlive" label="页面缓存" valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name="icon" label="图标">
                  <Select
                    allowClear
                    placeholder="请选择图标"
                    options={MENU_ICON_NAMES.map((name) => ({ value: name, label: <Space size={8}><MenuIcon name={name} />{name}</Space> }))}
                  />
                </Form.Item>
                <Form.Item name="url" label="外链地址" tooltip="填写后点击菜单打开此链接">
                  <Input maxLength={300} />
                </Form.Item>
                <Form.Item name="description" label="描述">
                  <Input maxLength={200} />
                </Form.Item>
                {canEdit && (
                  <Space>
                    <Button type="primary" htmlType="submit" loading={save.isPending}>
                      保存
                    </Button>
                    {creating && <Button onClick={() => setCreating(null)}>取消</Button>}
                  </Space>
                )}
              </Form>
            )}
          </Card>
          <MenuPreview />
        </Space>
      </Col>
    </Row>
  )
}
