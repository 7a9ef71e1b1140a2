import type { ExportResult, ExportStarted } from '@yunying/contracts'
import { App, Button, Progress, Space, Typography } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { bus } from '../../../shared/lib/event-bus.js'
import { ExportFailedError, runExport } from '../../../shared/lib/export-poll.js'

export interface ExportJob {
  /** Notification key and title: 品牌列表导出, 服务明细导出. */
  key: string
  title: string
  start: () => Promise<ExportStarted>
  result: (flowNo: string) => Promise<ExportResult>
}

/** Percent done from the result's row counts, or null while unknown. */
export const exportPercent = (result: Pick<ExportResult, 'rowsDone' | 'rowsTotal'> | null) =>
  result && result.rowsTotal ? Math.min(100, Math.floor((result.rowsDone / result.rowsTotal) * 100)) : null

const DownloadCenterLink = ({ planId }: { planId?: number | undefined }) => (
  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => bus.emit('open-task-center', planId ? { highlightPlanId: planId } : undefined)}>
    前往下载中心
  </Button>
)

/**
 * Runs a list export through the task centre (spec 2 §4): starts it, polls the result once a
 * second, opens the file when it is ready; 2 or an empty answer is 失败. A notification shows the
 * progress and links to the download centre, where the file stays for a week. Leaving the page
 * stops the polling, not the export.
 */
export const useExportRunner = () => {
  const { notification } = App.useApp()
  const [running, setRunning] = useState(false)
  const controllers = useRef(new Set<AbortController>())
  useEffect(() => {
    const all = controllers.current
    return () => all.forEach((c) => c.abort())
  }, [])

  const run = useCallback(
    async (job: ExportJob) => {
      const controller = new AbortController()
      controllers.current.add(controller)
      setRunning(true)
      let planId: number | undefined
      const show = (percent: number | null, note: string) =>
        notification.open({
          key: job.key,
          message: job.title,
          duration: 0,
          description: (
            <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="export-progress">
              <Typography.Text type="secondary">{note}</Typography.Text>
              <Progress percent={percent ?? 0} status="active" showInfo={percent !== null} size="small" />
              <DownloadCenterLink planId={planId} />
            </Space>
          ),
        })
      show(null, '正在创建导出任务…')
      try {
        await runExport({
          mode: 'list',
          signal: controller.signal,
          start: job.start,
          onStarted: (started) => {
            planId = (started as ExportStarted).planId
            show(null, '导出任务已创建，正在生成文件…')
          },
          result: async (flowNo) => {
            const answer = await job.result(flowNo)
            if (answer && answer.status === 0) {
              const percent = exportPercent(answer)
              show(percent, answer.rowsTotal ? `已导出 ${answer.rowsDone} / ${answer.rowsTotal} 行` : '正在生成文件…')
            }
            return answer
          },
        })
        notification.success({
          key: job.key,
          message: `${job.title}完成`,
          duration: 8,
          description: (
            <Space direction="vertical" size={0}>
              <span>文件已开始下载，也可在下载中心再次下载（保留 7 天）。</span>
              <DownloadCenterLink planId={planId} />
            </Space>
          ),
        })
      } catch (error) {
        if (controller.signal.aborted) return
        if (error instanceof ExportFailedError) {
          notification.error({
            key: job.key,
            message: error.message,
            duration: 8,
            description: (
              <Space direction="vertical" size={0}>
                <span>{job.title}未能完成，请稍后重试。</span>
                <DownloadCenterLink planId={planId} />
              </Space>
            ),
          })
        } else {
          // The request layer has already shown why the export could not start.
          notification.destroy(job.key)
        }
      } finally {
        controllers.current.delete(controller)
        setRunning(controllers.current.size > 0)
      }
    },
    [notification],
  )
  return { run, running }
}
