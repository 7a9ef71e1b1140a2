import { METADATA_STATUSES, type DefinitionLog } from '@yunying/contracts'
import { Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ExpandableConfig } from 'antd/es/table/interface'

const statusText = (s: number | null) => (s === null ? '—' : (METADATA_STATUSES[s] ?? String(s)))

/** The columns of a definition log (the definition log page and the data standards' operation log). */
export const definitionLogColumns: ColumnsType<DefinitionLog> = [
  { title: '时间', dataIndex: 'createdAt', width: 170 },
  { title: '数据名称', dataIndex: 'fieldName', width: 140, ellipsis: true },
  { title: '字段', dataIndex: 'fieldCode', width: 130, ellipsis: true },
  { title: '操作', dataIndex: 'actionName', width: 120 },
  { title: '状态变化', key: 'status', width: 170, render: (_, r) => (r.fromStatus === r.toStatus ? statusText(r.toStatus) : `${statusText(r.fromStatus)} → ${statusText(r.toStatus)}`) },
  { title: '操作人', dataIndex: 'operatorName', width: 110 },
  { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
  { title: '修改内容', key: 'diff', width: 120, render: (_, r) => (r.diff.length ? `${r.diff.length} 项` : '—') },
]

/** A row with a field-level diff expands into 项目 / 修改前 / 修改后. */
export const diffExpandable: ExpandableConfig<DefinitionLog> = {
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
}
