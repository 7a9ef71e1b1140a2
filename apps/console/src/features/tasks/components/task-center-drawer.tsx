import { Button, Popconfirm, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { TASK_PAGE_SIZE, canDeletePlan, canDownloadPlan, canViewBatchResult, downloadLabel, type Plan } from '@yunying/contracts'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { usePlans } from '../api/list-plans.js'
import { exporterText, planStatusText, statusColor } from '../lib/plan-view.js'
import { BatchResultDialog } from './batch-result-dialog.js'
import { RemarkEditor } from './remark-editor.js'
import { usePlanActions } from './use-plan-actions.js'
import { Drawer } from '../../../shared/ui/drawer.js'

/** 任务中心 (spec 1 §2.7): the tasks as a table; pagination only above 10. */
export function TaskCenterDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const adminId = useAccountStore((s) => s.user?.id ?? null)
  const [page, setPage] = useState(1)
  const { data, isFetching } = usePlans({ page, fileName: '', adminId }, open)
  const actions = usePlanActions()
  const [resultOf, setResultOf] = useState<number | null>(null)
  const total = data?.plans.total ?? 0
  return (
    <Drawer title="任务中心" width={650} open={open} onClose={onClose} destroyOnHidden>
      <Table<Plan>
        size="small"
        rowKey="id"
        loading={isFetching && !data}
        dataSource={data?.plans.data ?? []}
        locale={{ emptyText: '暂无数据' }}
        pagination={total > TASK_PAGE_SIZE ? { current: page, pageSize: TASK_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
        columns={[
          { title: '申请时间', dataIndex: 'created_at', width: 100 },
          { title: '类型', dataIndex: 'model_name_desc', width: 100 },
          { title: '备注', key: 'remark', width: 120, render: (_, plan) => <RemarkEditor plan={plan} /> },
          { title: '导出人', key: 'exporter', width: 110, render: (_, plan) => exporterText(plan) },
          { title: '状态', key: 'status', width: 80, render: (_, plan) => (planStatusText(plan) ? <Tag color={statusColor(plan)}>{planStatusText(plan)}</Tag> : null) },
          {
            title: '操作',
            key: 'actions',
            render: (_, plan) => (
              <Space size={0} wrap>
                {canViewBatchResult(plan) ? (
                  <Button type="link" size="small" onClick={() => setResultOf(plan.id)}>
                    查看结果
                  </Button>
                ) : null}
                {canDownloadPlan(plan) ? (
                  <Button type="link" size="small" onClick={() => void actions.download(plan)}>
                    {downloadLabel(plan)}
                  </Button>
                ) : null}
                {canDeletePlan(plan) ? (
                  <Popconfirm title="确定删除该任务吗？" okText="删除" cancelText="取消" onConfirm={() => actions.remove(plan)}>
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <BatchResultDialog taskId={resultOf} onClose={() => setResultOf(null)} />
    </Drawer>
  )
}
