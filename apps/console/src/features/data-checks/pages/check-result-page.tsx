import { DownloadOutlined, KeyOutlined } from '@ant-design/icons'
import { CHECK_LABELS, type CountItem, type EntitySummary, type FailItem } from '@yunying/contracts'
import { App, Button, Card, Empty, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { bus } from '../../../shared/lib/event-bus.js'
import { ListTable, SearchForm, pageQuery, useListState } from '../../../shared/ui/list-page/index.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { exportCheckFails } from '../api/export-check-fails.js'
import { useCheckCounts } from '../api/list-check-counts.js'
import { useCheckFails, type FailFilters } from '../api/list-check-fails.js'
import { LabelTag } from '../components/label-tag.js'
import { ServiceKeysDialog } from '../components/service-keys-dialog.js'

const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 1)}%`

interface FailValues {
  fieldCode?: string
  label?: number
  recordId?: string
}

/** /dataStandard/metadata/result 检查结果: counts per field and label of the latest check, drilling into the failing records. */
export const CheckResultPage = () => {
  const { message } = App.useApp()
  const counts = useCheckCounts({})
  const fails = useListState<FailFilters>()
  const drilled = Boolean(fails.filters.module && fails.filters.entity)
  const failPage = pageQuery(useCheckFails({ filters: fails.filters, page: fails.page, pageSize: fails.pageSize }, drilled))
  const [keysOpen, setKeysOpen] = useState(false)
  const [exporting, setExporting] = useState(false)
  const entityName = (module: string, entity: string) => {
    const e = counts.data?.entities.find((x) => x.module === module && x.entity === entity)
    return e ? `${e.moduleName} / ${e.entityName}` : `${module} / ${entity}`
  }

  const drill = (item: { module: string; entity: string; fieldCode?: string; label?: number }) =>
    fails.search({ module: item.module, entity: item.entity, ...(item.fieldCode ? { fieldCode: item.fieldCode } : {}), ...(item.label !== undefined ? { label: item.label } : {}) })

  const startExport = async () => {
    setExporting(true)
    try {
      const started = await exportCheckFails(fails.filters)
      message.success('导出任务已创建，可在下载中心查看进度')
      bus.emit('open-task-center', { highlightPlanId: started.planId })
    } finally {
      setExporting(false)
    }
  }

  const entityColumns: TableColumnsType<EntitySummary> = [
    { title: '模块 / 实体', key: 'name', render: (_, r) => `${r.moduleName} / ${r.entityName}` },
    { title: '记录数', dataIndex: 'records', width: 100, align: 'right' },
    { title: '不通过的记录', dataIndex: 'failing', width: 120, align: 'right', render: (v: number, r) => `${v}（${percent(r.records > 0 ? v / r.records : 0)}）` },
    { title: '最近检查', dataIndex: 'checkedAt', width: 170, render: (v: string) => v || '尚未检查' },
    { title: '状态', key: 'pending', width: 130, render: (_, r) => (r.pending > 0 ? <Tag color="blue">{`${r.pending} 条待检查`}</Tag> : <Tag color="green">已检查</Tag>) },
    { title: '操作', key: 'actions', width: 110, render: (_, r) => <Button type="link" size="small" onClick={() => drill(r)}>查看不通过记录</Button> },
  ]

  const countColumns: TableColumnsType<CountItem> = [
    { title: '模块 / 实体', key: 'entity', width: 160, render: (_, r) => entityName(r.module, r.entity) },
    { title: '字段', dataIndex: 'fieldCode', width: 140 },
    { title: '标记', dataIndex: 'label', width: 110, render: (v: number) => <LabelTag label={v} /> },
    { title: '数量', dataIndex: 'count', width: 90, align: 'right' },
    { title: '占比', dataIndex: 'share', width: 90, align: 'right', render: (v: number) => percent(v) },
    { title: '最近 10 次检查', dataIndex: 'trend', render: (v: number[]) => <Typography.Text type="secondary">{v.join(' → ')}</Typography.Text> },
    { title: '操作', key: 'actions', width: 90, render: (_, r) => <Button type="link" size="small" aria-label={`查看 ${r.fieldCode} ${r.labelName} 的记录`} onClick={() => drill(r)}>查看记录</Button> },
  ]

  const failColumns: TableColumnsType<FailItem> = [
    { title: '记录ID', dataIndex: 'recordId', width: 160, ellipsis: true },
    { title: '字段', dataIndex: 'fieldCode', width: 130 },
    { title: '标记', dataIndex: 'label', width: 110, render: (v: number) => <LabelTag label={v} /> },
    { title: '值', dataIndex: 'value', width: 200, ellipsis: true, render: (v: string) => (v === '' ? <Typography.Text type="secondary">（空）</Typography.Text> : v) },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    { title: '定义版本', dataIndex: 'definitionVersion', width: 90, render: (v: number) => (v > 0 ? `v${v}` : '—') },
    { title: '检查时间', dataIndex: 'checkedAt', width: 170 },
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="检查概况"
        extra={
          <Button icon={<KeyOutlined />} onClick={() => setKeysOpen(true)}>
            上报密钥
          </Button>
        }
      >
        {counts.isError ? <LoadError what="检查结果" error={counts.error} onRetry={() => void counts.refetch()} /> : null}
        <Table<EntitySummary> rowKey={(r) => `${r.module}/${r.entity}`} size="middle" loading={counts.isPending} dataSource={counts.data?.entities ?? []} columns={entityColumns} pagination={false} locale={{ emptyText: <Empty description="暂无上报的记录" /> }} />
      </Card>
      <Card title="各字段检查结果">
        <Table<CountItem>
          rowKey={(r) => `${r.module}/${r.entity}/${r.fieldCode}/${r.label}`}
          size="middle"
          loading={counts.isPending}
          dataSource={counts.data?.list ?? []}
          columns={countColumns}
          // One row per field and label of the enabled definitions: a bounded summary, scrolled under a fixed header.
          pagination={false}
          locale={{ emptyText: '所有记录均通过检查' }}
          scroll={{ x: 900, y: 480 }}
        />
      </Card>
      {drilled ? (
        <Card
          title={`不通过的记录：${entityName(fails.filters.module!, fails.filters.entity!)}`}
          extra={
            <Space>
              <Button onClick={() => fails.reset()}>收起</Button>
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void startExport()}>
                导出
              </Button>
            </Space>
          }
        >
          <SearchForm<FailValues, FailFilters>
            state={fails}
            name="checkFailSearch"
            label="不通过记录查询"
            toFilters={(v) => ({
              module: fails.filters.module,
              entity: fails.filters.entity,
              ...(v.fieldCode?.trim() ? { fieldCode: v.fieldCode.trim() } : {}),
              ...(v.label !== undefined ? { label: v.label } : {}),
              ...(v.recordId?.trim() ? { recordId: v.recordId.trim() } : {}),
            })}
            toValues={(f) => ({ fieldCode: f.fieldCode, label: f.label === undefined ? undefined : Number(f.label), recordId: f.recordId })}
          >
            <Form.Item name="fieldCode" label="字段">
              <Input allowClear maxLength={64} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="label" label="标记">
              <Select aria-label="标记" allowClear placeholder="全部" style={{ width: 130 }} options={Object.entries(CHECK_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
            </Form.Item>
            <Form.Item name="recordId" label="记录ID">
              <Input allowClear maxLength={64} style={{ width: 160 }} />
            </Form.Item>
          </SearchForm>
          <div style={{ marginTop: 16 }}>
            <ListTable<FailItem, FailFilters> state={fails} query={failPage} what="不通过的记录" empty="没有不通过的记录" rowKey="id" columns={failColumns} scroll={{ x: 1100 }} />
          </div>
        </Card>
      ) : null}
      <ServiceKeysDialog open={keysOpen} onClose={() => setKeysOpen(false)} />
    </Space>
  )
}
