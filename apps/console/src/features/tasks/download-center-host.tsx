import { useEffect, useState } from 'react'
import { bus, OPEN_TASK_CENTER_EVENT } from '../../shared/lib/event-bus.js'
import { DownloadCenterDrawer } from './components/download-center-drawer.js'

/**
 * Mounted once in the header layout: the download-centre drawer (spec 1 §2.8), opened by the
 * header button (`bus.emit('open-task-center')`), by the bus event from anywhere, and by the
 * window event `OPEN_TASK_CENTER_EVENT` (for code outside React). A payload's
 * `highlightPlanId` frames that task.
 */
export function DownloadCenterHost() {
  const [open, setOpen] = useState(false)
  const [highlight, setHighlight] = useState<number | undefined>(undefined)
  useEffect(() => {
    const show = (payload?: { highlightPlanId?: number }) => {
      setHighlight(payload?.highlightPlanId)
      setOpen(true)
    }
    const off = bus.on('open-task-center', (payload) => show(payload))
    const onWindow = (event: Event) => show((event as CustomEvent<{ highlightPlanId?: number } | undefined>).detail)
    window.addEventListener(OPEN_TASK_CENTER_EVENT, onWindow)
    return () => {
      off()
      window.removeEventListener(OPEN_TASK_CENTER_EVENT, onWindow)
    }
  }, [])
  return <DownloadCenterDrawer open={open} onClose={() => setOpen(false)} highlightPlanId={highlight} />
}
