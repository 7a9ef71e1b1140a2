import { Alert, Button, Empty, Input, Pagination, Space, Spin } from 'antd'
import { useEffect, useState } from 'react'
import { FILE_NAME_DEBOUNCE_MS, TASK_PAGE_SIZE, type Plan } from '@yunying/contracts'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { usePlans } from '../api/list-plans.js'
import { BatchResultDialog } from './batch-result-dialog.js'
import { PlanCard } from './plan-card.js'
import { TaskCenterDrawer } from './task-center-drawer.js'
import { useDebounced } from '../../../shared/lib/use-debounced.js'
import { usePlanActions } from './use-plan-actions.js'
import { Drawer } from '../../../shared/ui/drawer.js'

export const DOWNLOAD_CENTER_NOTE = '百万级数据导出平均耗时约1小时，建议次日查询；已生成的数据保留1周。'

export interface DownloadCenterDrawerProps {
  open: boolean
  onClose(): void
  /** The plan just started from a list, shown framed. */
  highlightPlanId?: number | undefined
}

/**
 * 下载中心 (spec 1 §2.8): file-name search (500 ms debounce), a card per task, the note, an
 * empty state and pagination above 10. While open it re-fetches every 5 s as long as a task is
 * generating; closing it stops that.
 */
export function DownloadCenterDrawer({ open, onClose, highlightPlanId }: DownloadCenterDrawerProps) {
  const adminId = useAccountStore((s) => s.user?.id ?? null)
  const [search, setSearch] = useState('')
  const fileName = useDebounced(search.trim(), FILE_NAME_DEBOUNCE_MS)
  const [page, setPage] = useState(1)
  useEffect(() => setPage(1), [fileName])
  const { data, isLoading } = usePlans({ page, fileName, adminId }, open)
  const actions = usePlanActions()
  const [resultOf, setResultOf] = useState<number | null>(null)
  const [tableOpen, setTableOpen] = useState(false)
  const plans: Plan[] = data?.plans.data ?? []
  const total = data?.plans.total ?? 0

  return (
    <Drawer
      title="下载中心"
      width={800}
      open={open}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="link" onClick={() => setTableOpen(true)}>
          任务中心
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={DOWNLOAD_CENTER_NOTE} />
        <Input.Search allowClear placeholder="请输入文件名称" aria-label="文件名称" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Spin spinning={isLoading}>
          {plans.length === 0 && !isLoading ? (
            <Empty description="暂无数据" />
          ) : (
            <Space direction="vertical" size="small" style={{ width: '100%' }}>
              {plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  highlighted={plan.id === highlightPlanId}
                  onDownload={(p) => void actions.download(p)}
                  onDelete={actions.remove}
                  onViewResult={(p) => setResultOf(p.id)}
                />
              ))}
            </Space>
          )}
        </Spin>
        {total > TASK_PAGE_SIZE ? (
          <Pagination align="end" current={page} pageSize={TASK_PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} />
        ) : null}
      </Space>
      <BatchResultDialog taskId={resultOf} onClose={() => setResultOf(null)} />
      <TaskCenterDrawer open={tableOpen} onClose={() => setTableOpen(false)} />
    </Drawer>
  )
}
