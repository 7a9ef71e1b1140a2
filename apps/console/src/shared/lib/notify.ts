/**
 * How the request layer speaks to the user. The app wires it to antd's message API;
 * only one error toast shows at a time, until it closes (spec 1 §8).
 */
export interface Notifier {
  error(text: string, onClose: () => void): void
  info(text: string): void
}

let notifier: Notifier = {
  error: (_text, onClose) => onClose(),
  info: () => {},
}
let errorShowing = false

export const setNotifier = (next: Notifier) => {
  notifier = next
}

export const showError = (text: string) => {
  if (errorShowing) return
  errorShowing = true
  notifier.error(text, () => {
    errorShowing = false
  })
}

export const showInfo = (text: string) => notifier.info(text)
