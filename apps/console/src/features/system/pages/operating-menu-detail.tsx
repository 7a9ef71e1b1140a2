import { MENU_TYPE_LABELS, type OperatingMenuRow } from '@yunying/contracts'
import { Button, Card, Descriptions, Result, Space, Table, Tag, Typography } from 'antd'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useOperatingMenuDetail } from '../api/get-operating-menu.js'

/** Permission detail (spec 3 §2.9: operatingMenu/detail): a node, its children and the roles holding it. */
export const OperatingMenuDetail = () => {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = Number(params.get('id') ?? 0)
  const detail = useOperatingMenuDetail(id)
  const node = detail.data
  // Opened without a node (from the menu, say): say what to do rather than load forever.
  if (!id) {
    return (
      <Result
        status="info"
        title="请先在菜单列表中选择一个节点"
        extra={
          <Button type="primary" onClick={() => navigate('/system/operatingMenu/list')}>
            前往菜单列表
          </Button>
        }
      />
    )
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        loading={detail.isPending}
        title={node?.trail ?? '权限详情'}
        extra={<Button onClick={() => navigate('/system/operatingMenu/list')}>返回列表</Button>}
      >
        {node ? (
          <Descriptions column={2} size="small">
            <Descriptions.Item label="类型">{MENU_TYPE_LABELS[node.type] ?? node.type}</Descriptions.Item>
            <Descriptions.Item label="路径">{node.path ? <Typography.Text code>{node.path}</Typography.Text> : '--'}</Descriptions.Item>
            <Descriptions.Item label="权限码">{node.code || '--'}</Descriptions.Item>
            <Descriptions.Item label="页面缓存">{node.keepAlive ? '是' : '否'}</Descriptions.Item>
            <Descriptions.Item label="显示状态">{node.menuStatus === 1 ? '显示' : '隐藏'}</Descriptions.Item>
            <Descriptions.Item label="排序">{node.sort}</Descriptions.Item>
            <Descriptions.Item label="持有角色" span={2}>
              {node.roles.length > 0 ? node.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>) : '暂无'}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      <Card size="small" title="下级节点">
        <Table<OperatingMenuRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={node?.children ?? []}
          columns={[
            { title: '名称', dataIndex: 'name' },
            { title: '类型', dataIndex: 'type', render: (v: number) => MENU_TYPE_LABELS[v] ?? v },
            { title: '路径', dataIndex: 'path', render: (v: string) => v || '--' },
            { title: '权限码', dataIndex: 'code', render: (v: string) => v || '--' },
          ]}
        />
      </Card>
    </Space>
  )
}
