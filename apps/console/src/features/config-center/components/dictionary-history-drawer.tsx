import { DICTIONARY_PROPERTY_LABELS, type DictionaryVersion } from '@yunying/contracts'
import { Empty, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useDictionaryHistory } from '../api/dictionary-history.js'
import { Drawer } from '../../../shared/ui/drawer.js'
import { PersonCell } from './person-cell.js'

/** The field whose saves are shown. */
export interface HistoryTarget {
  id: number
  fieldName: string
  fieldCode: string
}

const ACTIONS: Record<string, { label: string; color: string }> = {
  add: { label: '新建', color: 'blue' },
  update: { label: '修改', color: 'orange' },
  sync: { label: '同步', color: 'purple' },
}

/** The properties (in Chinese) that differ between a saved version and the one before it. */
export const changedProperties = (current: Record<string, unknown>, previous: Record<string, unknown> | undefined): string[] => {
  if (!previous) return []
  return (Object.keys(DICTIONARY_PROPERTY_LABELS) as Array<keyof typeof DICTIONARY_PROPERTY_LABELS>)
    .filter((key) => JSON.stringify(current[key] ?? null) !== JSON.stringify(previous[key] ?? null))
    .map((key) => DICTIONARY_PROPERTY_LABELS[key])
}

type Row = DictionaryVersion & { changes: string[] }

const columns: TableColumnsType<Row> = [
  { title: '版本', dataIndex: 'version', width: 70, render: (v: number) => `v${v}` },
  {
    title: '操作',
    dataIndex: 'action',
    width: 80,
    render: (v: string) => <Tag color={ACTIONS[v]?.color}>{ACTIONS[v]?.label ?? v}</Tag>,
  },
  {
    title: '操作人',
    key: 'who',
    width: 150,
    render: (_, r) => <PersonCell name={r.accountName} detail={r.accountPhone || undefined} />,
  },
  { title: '时间', dataIndex: 'createdAt', width: 170 },
  {
    title: '变更内容',
    key: 'changes',
    render: (_, r) =>
      r.action === 'add' ? <Typography.Text type="secondary">新建字段</Typography.Text> : r.changes.length ? r.changes.join('、') : <Typography.Text type="secondary">无变化</Typography.Text>,
  },
]

/** 保存记录: every save of a field, newest first, with who, when, how and what changed. */
export const DictionaryHistoryDrawer = ({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) => {
  const history = useDictionaryHistory(target?.id ?? null)
  const versions = history.data ?? []
  const rows: Row[] = versions.map((v, i) => ({ ...v, changes: changedProperties(v.snapshot, versions[i + 1]?.snapshot) }))
  return (
    <Drawer open={target !== null} width={760} title={target ? `保存记录 · ${target.fieldName}（${target.fieldCode}）` : '保存记录'} onClose={onClose} destroyOnHidden>
      {history.isError ? (
        <LoadError what="保存记录" error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <Table<Row>
          rowKey="version"
          size="small"
          loading={history.isFetching}
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无保存记录" /> }}
        />
      )}
    </Drawer>
  )
}
