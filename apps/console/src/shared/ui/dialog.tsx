import { App, Modal as AntModal, type ModalFuncProps, type ModalProps } from 'antd'
import { useMemo } from 'react'
import { returnFocus, useAntPrefix, useFocusBackOnClose } from '@yunying/form-kit'

/**
 * Every dialog of the console (use it, not antd's `Modal`): antd's Modal, whose focus goes back to its
 * opener when closing starts, and stays where the user put it after that.
 */
export const Modal = ({ open, focusTriggerAfterClose = true, ...props }: ModalProps) => {
  const prefix = useAntPrefix()
  useFocusBackOnClose(Boolean(open), focusTriggerAfterClose, `.${prefix}-modal-wrap, .${prefix}-modal-root`)
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
  const prefix = useAntPrefix()
  return useMemo(() => {
    const open =
      (kind: DialogKind) =>
      (config: ModalFuncProps): ReturnType<typeof modal.confirm> => {
        const opener = document.activeElement
        const back = () => returnFocus(opener, `.${prefix}-modal-wrap, .${prefix}-modal-root`)
        return modal[kind]({ ...config, focusTriggerAfterClose: false, onOk: thenReturnFocus(config.onOk, back), onCancel: thenReturnFocus(config.onCancel, back) })
      }
    return { confirm: open('confirm'), info: open('info'), success: open('success'), error: open('error'), warning: open('warning') }
  }, [modal, prefix])
}
