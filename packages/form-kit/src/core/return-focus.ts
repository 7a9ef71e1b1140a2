import { ConfigProvider } from 'antd'
import { useContext, useLayoutEffect, useRef, useState } from 'react'

/**
 * For a dialog shown while `open` (pass antd's Modal `focusTriggerAfterClose={false}`): hands focus back
 * to what had it as the dialog opened as soon as `open` turns false, unless the user has already put it
 * outside the dialog. antd hands it back only when the closing motion ends, even if the user has moved
 * on: the keys typed meanwhile land in the wrong place. (The console's shared/ui/dialog does the same.)
 */
export function useDialogFocusBack(open: boolean) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const prefix = getPrefixCls()
  // Read while rendering, before the dialog (or a field in it with autoFocus) takes focus.
  const [opener, setOpener] = useState<Element | null>(() => (open ? document.activeElement : null))
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpener(document.activeElement)
  }
  const shownWith = useRef<Element | null>(null)
  // In the effect, not its clean-up: React puts focus back where it was before a commit that moved it.
  useLayoutEffect(() => {
    if (open) {
      shownWith.current = opener
      return
    }
    const from = shownWith.current
    shownWith.current = null
    if (!(from instanceof HTMLElement || from instanceof SVGElement) || !from.isConnected) return
    const active = document.activeElement
    if (active && active !== document.body && !active.closest(`.${prefix}-modal-wrap, .${prefix}-modal-root`)) return
    from.focus({ preventScroll: true })
  }, [open, opener, prefix])
}
