import { DownloadOutlined } from '@ant-design/icons'
import { App, Button, Spin } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { ExportFailedError, runExport } from '../../../shared/lib/export-poll.js'
import { brandExportResult } from '../api/brand-export-result.js'
import { startBrandExport } from '../api/start-brand-export.js'
import { useDialogs } from '../../../shared/ui/dialog.js'

interface Props {
  /** The list's brand filters the export can apply (brand id and name). */
  filter: { brandId?: number; name?: string }
  /** Labels of the list's other filters now set, which the brand export cannot apply. */
  unapplied?: string[]
}

/**
 * 导出品牌 (spec 2 §4, "brand-list export via the config screens"): starts the brand export in the
 * task centre, polls every 2 s after 500 ms under a loading mask, opens the file when the result is
 * 1, and shows 导出失败，请重试 for anything but 0 or 1. Leaving the page stops the polling. With list
 * filters set that the brand export cannot apply (集团名称, 业态, 配置状态) it asks first.
 */
export const ConfigExportButton = ({ filter, unapplied = [] }: Props) => {
  const { message } = App.useApp()
  const modal = useDialogs()
  const [running, setRunning] = useState(false)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const run = async () => {
    controller.current = new AbortController()
    const { signal } = controller.current
    setRunning(true)
    try {
      await runExport({ mode: 'config', signal, start: () => startBrandExport(filter), result: brandExportResult })
      message.success('导出成功，文件已开始下载')
    } catch (error) {
      if (signal.aborted) return
      // A refusal to start was shown by the request layer already.
      if (error instanceof ExportFailedError) message.error(error.message)
    } finally {
      if (!signal.aborted) setRunning(false)
    }
  }

  // The file must not silently hold more than the list shows: say which filters it leaves out first.
  const start = () => {
    if (unapplied.length === 0) return void run()
    modal.confirm({
      title: '导出不含部分筛选条件',
      content: `导出的品牌只按品牌ID和品牌名称筛选，不按${unapplied.join('、')}筛选，文件可能比列表多。`,
      okText: '仍然导出',
      cancelText: '取消',
      onOk: () => void run(),
    })
  }

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={running} onClick={start}>
        导出品牌
      </Button>
      {running ? <Spin fullscreen spinning tip="正在导出，请稍候…" /> : null}
    </>
  )
}
