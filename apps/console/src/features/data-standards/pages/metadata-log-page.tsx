import { METADATA_LOG_ACTIONS, METADATA_STATUSES, type DefinitionLog } from '@yunying/contracts'
import { Card, Form, Input, Select, Space, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { ListTable, SearchForm, pageQuery, useListState } from '../../../shared/ui/list-page/index.js'
import { useDefinitionLogs, type LogFilters } from '../api/list-definition-logs.js'

interface SearchValues {
  name?: string
  action?: string
}

const statusText = (s: number | null) => (s === null ? '—' : (METADATA_STATUSES[s] ?? String(s)))

const columns: ColumnsType<DefinitionLog> = [
  { title: '时间', dataIndex: 'createdAt', width: 170 },
  { title: '数据名称', dataIndex: 'fieldName', width: 140, ellipsis: true },
  { title: '字段', dataIndex: 'fieldCode', width: 130, ellipsis: true },
  { title: '操作', dataIndex: 'actionName', width: 120 },
  { title: '状态变化', key: 'status', width: 170, render: (_, r) => (r.fromStatus === r.toStatus ? statusText(r.toStatus) : `${statusText(r.fromStatus)} → ${statusText(r.toStatus)}`) },
  { title: '操作人', dataIndex: 'operatorName', width: 110 },
  { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
  { title: '修改内容', key: 'diff', width: 120, render: (_, r) => (r.diff.length ? `${r.diff.length} 项` : '—') },
]

/** /dataStandard/metadata/operationLog: every transition of the definitions, with who, when, the remark and the field-level diff. */
export const MetadataLogPage = () => {
  const list = useListState<LogFilters>()
  const logs = pageQuery(useDefinitionLogs(list))
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <SearchForm<SearchValues, LogFilters>
          state={list}
          name="metadataLogSearch"
          label="日志查询"
          toFilters={(v) => ({ ...(list.filters.id ? { id: list.filters.id } : {}), ...(v.name?.trim() ? { name: v.name.trim() } : {}), ...(v.action ? { action: v.action } : {}) })}
          toValues={(f) => ({ name: f.name, action: f.action })}
        >
          <Form.Item name="name" label="名称">
            <Input placeholder="数据名称或字段" allowClear maxLength={64} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="action" label="操作">
            <Select placeholder="全部操作" allowClear style={{ width: 160 }} options={Object.entries(METADATA_LOG_ACTIONS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card title={list.filters.id ? `元数据 #${list.filters.id} 的日志` : '元数据日志'}>
        <ListTable<DefinitionLog, LogFilters>
          state={list}
          query={logs}
          what="日志"
          empty="暂无日志"
          emptyFiltered="没有找到符合条件的日志"
          rowKey="id"
          columns={columns}
          scroll={{ x: 1200 }}
          expandable={{
            rowExpandable: (r) => r.diff.length > 0,
            expandedRowRender: (r) => (
              <Table
                size="small"
                rowKey="field"
                pagination={false}
                dataSource={r.diff}
                columns={[
                  { title: '项目', dataIndex: 'label', width: 110 },
                  { title: '修改前', dataIndex: 'from', render: (v: string) => v || <Typography.Text type="secondary">（空）</Typography.Text> },
                  { title: '修改后', dataIndex: 'to', render: (v: string) => v || <Typography.Text type="secondary">（空）</Typography.Text> },
                ]}
              />
            ),
          }}
        />
      </Card>
    </Space>
  )
}
