import type { OperationLogRow } from '@yunying/contracts'
import { Descriptions, Divider, Empty, Tag, Typography, type DescriptionsProps } from 'antd'
import type { CSSProperties } from 'react'
import { detailRowsOf, resultLabel, type DetailRow } from '../lib/operation-log-filters.js'
import { Drawer } from '../../../shared/ui/drawer.js'

const PRE_STYLE: CSSProperties = {
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxHeight: 240,
  overflow: 'auto',
}

const valueOf = (row: DetailRow) => {
  if (row.kind === 'change') return `${row.from} → ${row.to}`
  if (row.kind === 'json') return <pre style={PRE_STYLE}>{row.text}</pre>
  return row.text
}

const summaryOf = (entry: OperationLogRow): DescriptionsProps['items'] => [
  { key: 'createdAt', label: '操作时间', children: entry.createdAt },
  { key: 'operator', label: '操作人', children: entry.accountPhone ? `${entry.accountName}（${entry.accountPhone}）` : entry.accountName || '—' },
  { key: 'org', label: '所属组织', children: entry.orgName || '—' },
  { key: 'page', label: '页面', children: [entry.pageTitle, entry.operatingUrl].filter(Boolean).join(' ') || '—' },
  { key: 'action', label: '操作', children: entry.action || '—' },
  { key: 'request', label: '请求', children: <Typography.Text code>{`${entry.method} ${entry.route}`}</Typography.Text> },
  { key: 'result', label: '结果', children: <Tag color={entry.success ? 'green' : 'red'}>{resultLabel(entry)}</Tag> },
  { key: 'status', label: 'HTTP 状态', children: entry.statusCode },
  { key: 'ip', label: 'IP', children: entry.ip || '—' },
  {
    key: 'requestId',
    label: '请求 ID',
    children: entry.requestId ? <Typography.Text copyable>{entry.requestId}</Typography.Text> : '—',
  },
]

const ChangeList = ({ detail }: { detail: unknown }) => {
  const rows = detailRowsOf(detail)
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无变更内容" />
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { width: 160, verticalAlign: 'top' } }}
      items={rows.map((row) => ({ key: row.key, label: row.key, children: valueOf(row) }))}
    />
  )
}

interface OperationLogDetailProps {
  /** Kept while the drawer closes, so its content does not vanish during the animation. */
  entry: OperationLogRow | null
  open: boolean
  onClose: () => void
}

/** One log entry: who, where and what call, its outcome, and what it changed. */
export const OperationLogDetail = ({ entry, open, onClose }: OperationLogDetailProps) => (
  <Drawer title="操作详情" width={640} open={open && entry !== null} onClose={onClose}>
    {entry && (
      <>
        <Descriptions column={1} size="small" styles={{ label: { width: 96 } }} items={summaryOf(entry)} />
        <Divider orientation="left" plain>
          变更内容
        </Divider>
        <ChangeList detail={entry.detail} />
      </>
    )}
  </Drawer>
)
