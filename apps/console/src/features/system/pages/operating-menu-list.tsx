import { MENU_TYPE_LABELS, type OperatingMenuRow } from '@yunying/contracts'
import { Button, Card, Form, Input, Select, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useOperatingMenus } from '../api/list-operating-menus.js'
import { MenuTreeEditor } from '../components/menu-tree-editor.js'

interface Filter {
  name?: string
  type?: number
}

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 4: 'orange' }

/** The permission tree as rows (spec 3 §2.9 system: operatingMenu/list): menus, pages and their button codes. */
export const OperatingMenuList = () => {
  const navigate = useNavigate()
  const [filter, setFilter] = useState<Filter>({})
  const menus = useOperatingMenus(filter)

  const columns: TableColumnsType<OperatingMenuRow> = [
    { title: '名称', dataIndex: 'trail', render: (v: string) => <Typography.Text>{v}</Typography.Text> },
    { title: '类型', dataIndex: 'type', width: 80, render: (v: number) => <Tag color={TYPE_COLORS[v]}>{MENU_TYPE_LABELS[v] ?? v}</Tag> },
    { title: '路径', dataIndex: 'path', render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '--') },
    { title: '权限码', dataIndex: 'code', width: 170, render: (v: string) => v || '--' },
    { title: '页面缓存', dataIndex: 'keepAlive', width: 90, render: (v: boolean) => (v ? '是' : '否') },
    { title: '角色数', dataIndex: 'roleCount', width: 80 },
    {
      title: '操作',
      width: 80,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => navigate(`/system/operatingMenu/detail?id=${row.id}`)}>
          详情
        </Button>
      ),
    },
  ]

  const table = (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form<Filter> layout="inline" onFinish={(values) => setFilter({ name: values.name?.trim() || undefined, type: values.type })}>
          <Form.Item name="name" label="名称">
            <Input placeholder="名称、路径或权限码" allowClear style={{ width: 220 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="type" label="类型">
            <Select style={{ width: 120 }} allowClear placeholder="全部" options={Object.entries(MENU_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <Table<OperatingMenuRow> rowKey="id" size="middle" loading={menus.isFetching} columns={columns} dataSource={menus.data ?? []} pagination={false} />
      </Card>
    </Space>
  )

  return (
    <Tabs
      items={[
        { key: 'tree', label: '菜单树', children: <MenuTreeEditor /> },
        { key: 'list', label: '列表', children: table },
      ]}
    />
  )
}
