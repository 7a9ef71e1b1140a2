import { useCallback } from 'react'
import { useDialogs } from './dialog.js'

/** Success dialogs close by themselves after 5 seconds (spec 1 §9). */
export const SUCCESS_DIALOG_MS = 5_000

export interface SuccessDialogOptions {
  title: string
  content?: React.ReactNode
  onClose?: () => void
}

/**
 * A success dialog that closes itself after 5 s, counting down on its button; closing it early
 * works as usual. Uses the app's modal so it follows the theme.
 */
export const useSuccessDialog = () => {
  const modal = useDialogs()
  return useCallback(
    ({ title, content, onClose }: SuccessDialogOptions) => {
      let left = SUCCESS_DIALOG_MS / 1000
      const okText = () => `知道了（${left}s）`
      let closed = false
      const finish = () => {
        if (closed) return
        closed = true
        window.clearInterval(timer)
        dialog.destroy()
        onClose?.()
      }
      const dialog = modal.success({ title, content, okText: okText(), onOk: finish, afterClose: () => finish() })
      const timer = window.setInterval(() => {
        left -= 1
        if (left <= 0) finish()
        else dialog.update({ okText: okText() })
      }, 1000)
      return finish
    },
    [modal],
  )
}
