import { DownloadOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useState } from 'react'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { bus } from '../../../shared/lib/event-bus.js'
import { startLogExport } from '../api/start-log-export.js'

/**
 * 导出 of a log list (shown with the log's export code): the log as the list is filtered, as a task
 * of the download centre, which opens on it.
 */
export const LogExportButton = ({ kind, code, filter }: { kind: 'login-log' | 'operating-log'; code: string; filter: object }) => {
  const { message } = App.useApp()
  const canExport = hasPermission(useAccountStore((s) => s.permission), code)
  const [exporting, setExporting] = useState(false)
  if (!canExport) return null

  const exportLog = async () => {
    setExporting(true)
    try {
      const started = await startLogExport(kind, { ...filter })
      message.success('导出任务已创建，可在下载中心查看进度')
      bus.emit('open-task-center', { highlightPlanId: started.planId })
    } finally {
      setExporting(false)
    }
  }
  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportLog()}>
      导出
    </Button>
  )
}
