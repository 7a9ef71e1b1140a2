import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router-dom'
import { bus } from './event-bus.js'
import { useDialogs } from '../ui/dialog.js'

/**
 * Unsaved input is never lost without asking: while `isDirty()` (asked at the moment of leaving, so
 * it may read a form's live state), leaving the page by any route change
 * (the menus, a tab, the breadcrumb, 取消, the browser's back button) first asks 放弃未保存的修改？,
 * and reloading or closing the browser tab asks the browser's own question.
 *
 * `leaveNow(go)` leaves without asking, for a leave that needs no question (after a save).
 * For pages that unmount when left; a keep-alive page keeps its input and must not block.
 */
export const useLeaveGuard = (isDirty: () => boolean, content: string) => {
  const modal = useDialogs()
  const passing = useRef(false)
  const dirty = useRef(isDirty)
  dirty.current = isDirty
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !passing.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && dirty.current(),
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    modal.confirm({
      title: '放弃未保存的修改？',
      content,
      okText: '放弃并离开',
      cancelText: '继续编辑',
      onOk: () => blocker.proceed(),
      onCancel: () => {
        blocker.reset()
        // The shell gives the page its tab back if closing the tab was what asked.
        bus.emit('leave-called-off')
      },
    })
  }, [blocker, content, modal])

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (passing.current || !dirty.current()) return
      event.preventDefault()
      // Older browsers show the question only when a value is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [])

  const leaveNow = useCallback((go: () => void) => {
    passing.current = true
    go()
  }, [])
  return { leaveNow }
}
