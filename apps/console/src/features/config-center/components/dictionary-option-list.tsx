import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { DICT_LIMITS } from '@yunying/contracts'
import { Alert, Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd'
import type { OptionRow } from './dictionary-form-model.js'

interface Props {
  value?: OptionRow[]
  onChange?: (rows: OptionRow[]) => void
  /** 50, or 80 for checkbox (spec 2 §5). */
  limit: number
  /** The array type: each option carries its default (spec 2 §5: every option needs one). */
  withDefault?: boolean
  /** Names the list in the inputs' labels, e.g. "配送方式的" for a related config's options. */
  owner?: string
  disabled?: boolean
}

type Row = OptionRow & { index: number }

/** The option list of a radio, checkbox or array field: 编码 and 名称 rows, added, removed and moved up or down. */
export const DictionaryOptionList = ({ value, onChange, limit, withDefault = false, owner = '', disabled = false }: Props) => {
  const rows = value ?? []
  const set = (next: OptionRow[]) => onChange?.(next)
  const patch = (index: number, change: Partial<OptionRow>) => set(rows.map((r, i) => (i === index ? { ...r, ...change } : r)))
  const move = (from: number, to: number) => {
    const next = [...rows]
    const [row] = next.splice(from, 1)
    next.splice(to, 0, row!)
    set(next)
  }
  const name = (index: number, what: string) => `${owner}第${index + 1}个选项${what}`

  const columns: TableColumnsType<Row> = [
    { title: '序号', key: 'index', width: 64, render: (_, r) => r.index + 1 },
    {
      title: '编码',
      key: 'value',
      render: (_, r) => <Input aria-label={name(r.index, '编码')} placeholder="选项编码" maxLength={DICT_LIMITS.optionValue} value={r.value} disabled={disabled} onChange={(e) => patch(r.index, { value: e.target.value })} />,
    },
    {
      title: '名称',
      key: 'title',
      render: (_, r) => <Input aria-label={name(r.index, '名称')} placeholder="选项名称" maxLength={DICT_LIMITS.optionTitle} value={r.title} disabled={disabled} onChange={(e) => patch(r.index, { title: e.target.value })} />,
    },
    ...(withDefault
      ? [
          {
            title: '默认值',
            key: 'defaultValue',
            render: (_: unknown, r: Row) => (
              <Input aria-label={name(r.index, '默认值')} placeholder="该项的默认值" maxLength={1500} value={r.defaultValue ?? ''} disabled={disabled} onChange={(e) => patch(r.index, { defaultValue: e.target.value })} />
            ),
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, r) => (
        <Space size={0}>
          <Button type="text" size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={`上移${name(r.index, '')}`} disabled={disabled || r.index === 0} onClick={() => move(r.index, r.index - 1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined aria-hidden />} aria-label={`下移${name(r.index, '')}`} disabled={disabled || r.index === rows.length - 1} onClick={() => move(r.index, r.index + 1)} />
          <Button type="text" size="small" icon={<DeleteOutlined aria-hidden />} aria-label={`删除${name(r.index, '')}`} disabled={disabled} onClick={() => set(rows.filter((_, i) => i !== r.index))} />
        </Space>
      ),
    },
  ]

  return (
    <div style={{ width: '100%', maxWidth: withDefault ? 860 : 680 }}>
      <Table<Row>
        size="small"
        bordered
        rowKey="index"
        pagination={false}
        columns={columns}
        dataSource={rows.map((r, index) => ({ ...r, index }))}
        locale={{ emptyText: <Typography.Text type="secondary">暂无选项，请添加</Typography.Text> }}
      />
      {!disabled && rows.length > limit && (
        // A type with a lower limit (多选 80 → 单选 50): the rows stay until the user says which go.
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginTop: 8 }}
          message={`当前类型最多 ${limit} 个选项，现有 ${rows.length} 个`}
          description={`请删除多出的 ${rows.length - limit} 个选项后再保存。`}
          action={
            <Button size="small" onClick={() => set(rows.slice(0, limit))}>
              {`删除第 ${limit + 1}–${rows.length} 个选项`}
            </Button>
          }
        />
      )}
      {!disabled && rows.length <= limit && (
        <Button type="dashed" block icon={<PlusOutlined aria-hidden />} style={{ marginTop: 8 }} disabled={rows.length >= limit} onClick={() => set([...rows, withDefault ? { value: '', title: '', defaultValue: '' } : { value: '', title: '' }])}>
          {`添加选项（${rows.length}/${limit}）`}
        </Button>
      )}
    </div>
  )
}
