import { App, ConfigProvider, Modal as AntModal, type ModalFuncProps, type ModalProps } from 'antd'
import { useContext, useLayoutEffect, useMemo, useRef, useState } from 'react'

/**
 * Hands focus back to what opened a dialog as the dialog starts closing, unless the user has already
 * put it somewhere else (focus is then outside every dialog). antd's dialog hands it back only when its
 * closing motion ends, even if the user has moved on: the keys typed meanwhile land in the wrong place.
 */
const returnFocus = (opener: Element | null, prefix: string) => {
  if (!(opener instanceof HTMLElement || opener instanceof SVGElement) || !opener.isConnected) return
  const active = document.activeElement
  if (active && active !== document.body && !active.closest(`.${prefix}-modal-wrap, .${prefix}-modal-root`)) return
  opener.focus({ preventScroll: true })
}

const useModalPrefix = () => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  return getPrefixCls()
}

/**
 * Every dialog of the console (use it, not antd's `Modal`): antd's Modal, whose focus goes back to its
 * opener when closing starts, and stays where the user put it after that.
 */
export const Modal = ({ open, focusTriggerAfterClose = true, ...props }: ModalProps) => {
  const prefix = useModalPrefix()
  // What had focus as the dialog opened: read while rendering, before the dialog (or a field in it
  // with autoFocus) takes focus in the same commit.
  const [opener, setOpener] = useState<Element | null>(() => (open ? document.activeElement : null))
  const [wasOpen, setWasOpen] = useState(open)
  if (Boolean(open) !== Boolean(wasOpen)) {
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
    if (from && focusTriggerAfterClose) returnFocus(from, prefix)
  }, [open, focusTriggerAfterClose, opener, prefix])
  return <AntModal {...props} open={open} focusTriggerAfterClose={false} />
}

type Action = NonNullable<ModalFuncProps['onOk']>

/** Runs `action` as antd would, then hands focus back once the dialog is closing (not when it refuses). */
const thenReturnFocus = (action: Action | undefined, back: () => void): Action => {
  // antd passes `close` to an action that takes an argument, and closes only when it calls it.
  if (action && action.length > 0) return (close: (...args: unknown[]) => void) => action((...args: unknown[]) => (back(), close(...args)))
  return () => {
    const result: unknown = action?.()
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
      return (result as PromiseLike<unknown>).then((value) => (back(), value))
    }
    back()
    return result
  }
}

type DialogKind = 'confirm' | 'info' | 'success' | 'error' | 'warning'

/**
 * The console's question and notice dialogs (use them, not `App.useApp().modal`): antd's, whose
 * focus goes back to what had it when the dialog was asked for, as {@link Modal}'s does.
 */
export const useDialogs = () => {
  const { modal } = App.useApp()
  const prefix = useModalPrefix()
  return useMemo(() => {
    const open =
      (kind: DialogKind) =>
      (config: ModalFuncProps): ReturnType<typeof modal.confirm> => {
        const opener = document.activeElement
        const back = () => returnFocus(opener, prefix)
        return modal[kind]({ ...config, focusTriggerAfterClose: false, onOk: thenReturnFocus(config.onOk, back), onCancel: thenReturnFocus(config.onCancel, back) })
      }
    return { confirm: open('confirm'), info: open('info'), success: open('success'), error: open('error'), warning: open('warning') }
  }, [modal, prefix])
}
