import { ConfigProvider } from 'antd'
import { useContext, useLayoutEffect, useRef, useState } from 'react'

/**
 * Hands focus back to `opener` as a dialog or drawer starts closing, unless the user has already put it
 * somewhere else (focus is then outside every element `inside` matches). antd hands it back only when the
 * closing motion ends, even if the user has moved on: the keys typed meanwhile land in the wrong place.
 */
export const returnFocus = (opener: Element | null, inside: string) => {
  if (!(opener instanceof HTMLElement || opener instanceof SVGElement) || !opener.isConnected) return
  const active = document.activeElement
  if (active && active !== document.body && !active.closest(inside)) return
  opener.focus({ preventScroll: true })
}

/** antd's class prefix (`ant`), for the selectors of its popups. */
export const useAntPrefix = () => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  return getPrefixCls()
}

/**
 * For a dialog or drawer shown while `open`: remembers what had focus as it opened and hands focus back
 * there as `open` turns false (see {@link returnFocus}). Returns the opener.
 */
export const useFocusBackOnClose = (open: boolean, enabled: boolean, inside: string) => {
  // What had focus as the popup opened: read while rendering, before the popup (or a field in it with
  // autoFocus) takes focus in the same commit.
  const [opener, setOpener] = useState<Element | null>(() => (open ? document.activeElement : null))
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpener(document.activeElement)
  }
  const shownWith = useRef<Element | null>(null)
  // In the effect, not its clean-up: React puts focus back where it was before a commit if the commit
  // moved it, and a clean-up runs inside the commit.
  useLayoutEffect(() => {
    if (open) {
      shownWith.current = opener
      return
    }
    // `open` has just turned false: the closing starts.
    const from = shownWith.current
    shownWith.current = null
    if (from && enabled) returnFocus(from, inside)
  }, [open, enabled, opener, inside])
  return opener
}

/**
 * For an antd Modal shown while `open` (pass it `focusTriggerAfterClose={false}`): focus goes back to what
 * had it as the dialog opened as soon as `open` turns false. The console's dialogs and drawers use
 * {@link useFocusBackOnClose} itself.
 */
export const useDialogFocusBack = (open: boolean) => {
  const prefix = useAntPrefix()
  useFocusBackOnClose(open, true, `.${prefix}-modal-wrap, .${prefix}-modal-root`)
}
