import type { GroupConfigRow } from '@yunying/contracts'
import { Button, Card, Form, Input, Select, Space, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useGroupConfigs, type GroupConfigFilter } from '../api/config.js'
import { CONFIG_STATUS_OPTIONS, ConfigStatusTag, digitsOnly } from '../components/config-list-parts.js'
import { groupEditorPath } from '../lib/config-titles.js'

interface SearchValues {
  groupId?: string
  groupName?: string
  status?: number
}

const FIRST_PAGE = { pageNum: 1, pageSize: 10 }

const toFilter = (v: SearchValues): Omit<GroupConfigFilter, 'pageNum' | 'pageSize'> => ({
  ...(Number(v.groupId) > 0 ? { groupId: Number(v.groupId) } : {}),
  ...(v.groupName?.trim() ? { groupName: v.groupName.trim() } : {}),
  ...(v.status !== undefined ? { status: v.status } : {}),
})

/** /businessCenter/config/group (spec 2 §2): groups with their configuration status, edit and view (configured rows), 10 a page. */
export const GroupConfigListPage = () => {
  const navigate = useNavigate()
  const codes = useAccountStore((s) => s.permission)
  const can = (code: string) => hasPermission(codes, code)
  const [filter, setFilter] = useState<GroupConfigFilter>(FIRST_PAGE)
  const configs = useGroupConfigs(filter)
  const filtered = Object.keys(filter).some((k) => k !== 'pageNum' && k !== 'pageSize')

  const columns: ColumnsType<GroupConfigRow> = [
    { title: '集团ID', dataIndex: 'groupId', width: 100 },
    { title: '集团名称', dataIndex: 'groupName', width: 220, ellipsis: true },
    { title: '品牌数', dataIndex: 'brandCount', width: 100 },
    { title: '配置状态', dataIndex: 'status', width: 110, render: (v: number) => <ConfigStatusTag status={v} /> },
    { title: '创建时间', dataIndex: 'createdAt', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {can('config.group.edit.btn') && (
            <Button type="link" size="small" aria-label={`编辑 ${row.groupName} 的配置`} onClick={() => navigate(groupEditorPath(row, false))}>
              编辑
            </Button>
          )}
          {can('config.group.see.btn') && row.status !== 0 && (
            <Button type="link" size="small" aria-label={`查看 ${row.groupName} 的配置`} onClick={() => navigate(groupEditorPath(row, true))}>
              查看
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Form<SearchValues>
          name="groupConfigSearch"
          layout="inline"
          aria-label="集团配置查询"
          style={{ rowGap: 12 }}
          onFinish={(values) => setFilter((f) => ({ ...toFilter(values), pageNum: 1, pageSize: f.pageSize }))}
        >
          <Form.Item name="groupId" label="集团ID" normalize={digitsOnly}>
            <Input placeholder="请输入集团ID" allowClear inputMode="numeric" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="groupName" label="集团名称">
            <Input placeholder="请输入集团名称" allowClear maxLength={50} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label="配置状态">
            <Select placeholder="全部" allowClear options={CONFIG_STATUS_OPTIONS} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button htmlType="reset" onClick={() => setFilter((f) => ({ ...FIRST_PAGE, pageSize: f.pageSize }))}>
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card title="集团配置">
        {configs.isError && <LoadError what="集团配置列表" error={configs.error} onRetry={() => void configs.refetch()} style={{ marginBottom: 16 }} />}
        <Table<GroupConfigRow>
          rowKey="groupId"
          size="middle"
          loading={configs.isFetching}
          dataSource={configs.data?.list ?? []}
          columns={columns}
          scroll={{ x: 850 }}
          locale={{ emptyText: configs.isError ? '加载失败' : filtered ? '没有找到符合条件的集团' : '暂无集团' }}
          pagination={{
            current: filter.pageNum,
            pageSize: filter.pageSize,
            total: configs.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (pageNum, pageSize) => setFilter((f) => ({ ...f, pageNum: pageSize === f.pageSize ? pageNum : 1, pageSize })),
          }}
        />
      </Card>
    </Space>
  )
}
