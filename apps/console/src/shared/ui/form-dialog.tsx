import { ConfigProvider, type DrawerProps, type ModalProps } from 'antd'
import { useCallback, useContext, useRef, type SyntheticEvent } from 'react'
import { Modal, useDialogs } from './dialog.js'
import { Drawer } from './drawer.js'

export const DISCARD_TITLE = '放弃未保存的修改？'

/**
 * Whether an Esc belongs to an open popup of a field (a date panel, a select's or cascader's list):
 * then it closes that popup only. Asked while the key is handled, before the popup re-renders closed.
 */
const escClosesPopup = (event: SyntheticEvent, prefix: string) => {
  const target = event.target as Element | null
  if (!target || !('closest' in target)) return false
  // Selects and cascaders say so on their input.
  if (target.closest('[aria-expanded="true"]')) return true
  // Date pickers do not: their panel is open while its popup is shown.
  return Boolean(target.closest(`.${prefix}-picker`)) && document.querySelector(`.${prefix}-picker-dropdown:not(.${prefix}-picker-dropdown-hidden)`) !== null
}

/**
 * Closing a form that holds unsaved input asks first (the close button, the mask, Esc and 取消 alike);
 * an Esc that an open field popup takes closes that popup only.
 */
export const useCloseGuard = (isDirty: (() => boolean) | undefined, close: () => void) => {
  const modal = useDialogs()
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const asking = useRef(false)
  const latest = useRef({ isDirty, close })
  latest.current = { isDirty, close }
  return useCallback(
    (event?: SyntheticEvent) => {
      if (event && event.type === 'keydown' && escClosesPopup(event, getPrefixCls())) return
      if (!latest.current.isDirty?.()) return latest.current.close()
      if (asking.current) return
      asking.current = true
      modal.confirm({
        title: DISCARD_TITLE,
        content: '关闭后，本次填写的内容不会保存。',
        okText: '放弃修改',
        okButtonProps: { danger: true },
        cancelText: '继续编辑',
        onOk: () => latest.current.close(),
        afterClose: () => void (asking.current = false),
      })
    },
    [modal, getPrefixCls],
  )
}

export type FormDialogProps = Omit<ModalProps, 'onCancel'> & {
  /** Asked when the dialog is being closed without saving: true asks 放弃未保存的修改？ first. */
  isDirty?: () => boolean
  /** Closes the dialog (after the question, when there is unsaved input). */
  onCancel: () => void
}

/**
 * Every dialog that takes input: an antd Modal whose Esc in a date panel or a dropdown closes that
 * panel only, and whose closing with unsaved input (✕, the mask, Esc, 取消) asks first.
 */
export const FormDialog = ({ isDirty, onCancel, ...props }: FormDialogProps) => {
  const requestClose = useCloseGuard(isDirty, onCancel)
  return <Modal {...props} onCancel={(event) => requestClose(event)} />
}

export type FormDrawerProps = Omit<DrawerProps, 'onClose'> & { isDirty?: () => boolean; onClose: () => void }

/** A drawer that takes input: the same closing rules as {@link FormDialog}. */
export const FormDrawer = ({ isDirty, onClose, ...props }: FormDrawerProps) => {
  const requestClose = useCloseGuard(isDirty, onClose)
  return <Drawer {...props} onClose={(event) => requestClose(event)} />
}
