import { DownloadOutlined, KeyOutlined } from '@ant-design/icons'
import type { CountItem, EntitySummary, FailItem } from '@yunying/contracts'
import { App, Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useRef, useState } from 'react'
import { bus } from '../../../shared/lib/event-bus.js'
import { ListTable, compactFilters, pageQuery, useListState } from '../../../shared/ui/list-page/index.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { exportCheckFails } from '../api/export-check-fails.js'
import { useCheckCounts } from '../api/list-check-counts.js'
import { useCheckFails, type FailFilters } from '../api/list-check-fails.js'
import { CheckSearchForm, inCount, inEntity } from '../components/check-search-form.js'
import { LabelTag } from '../components/label-tag.js'
import { ServiceKeysDialog } from '../components/service-keys-dialog.js'

const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 1)}%`

/**
 * /dataStandard/metadata/result 检查结果: the latest check per module and entity, the counts per field
 * and label, and the failing records. One search (kept in the URL) filters all three; 查看记录 on a
 * count drills into its failing records.
 */
export const CheckResultPage = () => {
  const { message } = App.useApp()
  const counts = useCheckCounts({})
  const list = useListState<FailFilters>()
  const filters = list.filters
  const filtered = Object.keys(compactFilters(filters)).length > 0
  const checks = counts.isPending ? null : (counts.data?.entities ?? []).map((e) => `${e.module}/${e.entity}@${e.checkedAt}+${e.pending}`).join(',')
  const failPage = pageQuery(useCheckFails({ filters, page: list.page, pageSize: list.pageSize }, checks))
  const failCard = useRef<HTMLDivElement>(null)
  const [keysOpen, setKeysOpen] = useState(false)
  const [exporting, setExporting] = useState(false)
  const entities = counts.data?.entities ?? []
  const entityName = (module: string, entity: string) => {
    const e = entities.find((x) => x.module === module && x.entity === entity)
    return e ? `${e.moduleName} / ${e.entityName}` : `${module} / ${entity}`
  }

  const drill = (to: FailFilters) => {
    list.search(to)
    failCard.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  const startExport = async () => {
    setExporting(true)
    try {
      const started = await exportCheckFails(filters)
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
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, r) => (
        <Button type="link" size="small" aria-label={`查看 ${r.entityName} 的不通过记录`} onClick={() => drill({ module: r.module, entity: r.entity })}>
          查看不通过记录
        </Button>
      ),
    },
  ]

  const countColumns: TableColumnsType<CountItem> = [
    { title: '模块 / 实体', key: 'entity', width: 160, render: (_, r) => entityName(r.module, r.entity) },
    { title: '字段', dataIndex: 'fieldCode', width: 140 },
    { title: '标记', dataIndex: 'label', width: 110, render: (v: number) => <LabelTag label={v} /> },
    { title: '数量', dataIndex: 'count', width: 90, align: 'right' },
    { title: '占比', dataIndex: 'share', width: 90, align: 'right', render: (v: number) => percent(v) },
    { title: '最近 10 次检查', dataIndex: 'trend', render: (v: number[]) => <Typography.Text type="secondary">{v.join(' → ')}</Typography.Text> },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" aria-label={`查看 ${r.fieldCode} ${r.labelName} 的记录`} onClick={() => drill({ module: r.module, entity: r.entity, fieldCode: r.fieldCode, label: r.label })}>
          查看记录
        </Button>
      ),
    },
  ]

  const failColumns: TableColumnsType<FailItem> = [
    { title: '记录ID', dataIndex: 'recordId', width: 160, ellipsis: true },
    { title: '模块 / 实体', key: 'entity', width: 150, render: (_, r) => entityName(r.module, r.entity) },
    { title: '字段', dataIndex: 'fieldCode', width: 130 },
    { title: '标记', dataIndex: 'label', width: 110, render: (v: number) => <LabelTag label={v} /> },
    { title: '值', dataIndex: 'value', width: 200, ellipsis: true, render: (v: string) => (v === '' ? <Typography.Text type="secondary">（空）</Typography.Text> : v) },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    { title: '定义版本', dataIndex: 'definitionVersion', width: 90, render: (v: number) => (v > 0 ? `v${v}` : '—') },
    { title: '检查时间', dataIndex: 'checkedAt', width: 170 },
  ]

  // After a failure the alert says so, once: no 暂无… under 加载失败.
  const countsEmpty = (empty: string, emptyFiltered: string) => (counts.isError ? <span /> : filtered ? emptyFiltered : empty)

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <CheckSearchForm state={list} entities={entities} />
      </Card>
      <Card
        title="检查概况"
        role="region"
        aria-label="检查概况"
        extra={
          <Button icon={<KeyOutlined />} onClick={() => setKeysOpen(true)}>
            上报密钥
          </Button>
        }
      >
        {counts.isError ? <LoadError what="检查结果" error={counts.error} onRetry={() => void counts.refetch()} style={{ marginBottom: 16 }} /> : null}
        <Table<EntitySummary>
          rowKey={(r) => `${r.module}/${r.entity}`}
          size="middle"
          loading={counts.isPending}
          dataSource={entities.filter(inEntity(filters))}
          columns={entityColumns}
          pagination={false}
          locale={{ emptyText: countsEmpty('暂无上报的记录', '没有符合条件的实体') }}
        />
      </Card>
      <Card title="各字段检查结果" role="region" aria-label="各字段检查结果">
        <Table<CountItem>
          rowKey={(r) => `${r.module}/${r.entity}/${r.fieldCode}/${r.label}`}
          size="middle"
          loading={counts.isPending}
          dataSource={(counts.data?.list ?? []).filter(inCount(filters))}
          columns={countColumns}
          // One row per field and label of the enabled definitions: a bounded summary, scrolled under a fixed header.
          pagination={false}
          locale={{ emptyText: countsEmpty(entities.length === 0 ? '暂无上报的记录' : '所有记录均通过检查', '没有符合条件的检查结果') }}
          scroll={{ x: 900, y: 480 }}
        />
      </Card>
      <div ref={failCard} style={{ scrollMarginTop: 16 }}>
        <Card
          title="不通过的记录"
          role="region"
          aria-label="不通过的记录"
          extra={
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void startExport()}>
              导出
            </Button>
          }
        >
          <ListTable<FailItem, FailFilters> state={list} query={failPage} what="不通过的记录" empty="没有不通过的记录" emptyFiltered="没有符合条件的不通过记录" columns={failColumns} scroll={{ x: 1250 }} />
        </Card>
      </div>
      <ServiceKeysDialog open={keysOpen} onClose={() => setKeysOpen(false)} />
    </Space>
  )
}
