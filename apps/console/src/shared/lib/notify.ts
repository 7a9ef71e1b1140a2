/**
 * How the request layer speaks to the user. The app wires it to antd's message API;
 * only one error toast shows at a time, until it closes (spec 1 §8).
 */
export interface Notifier {
  error(text: string, onClose: () => void): void
  info(text: string): void
}

let notifier: Notifier | null = null
let errorShowing = false
/** An error raised before the app could show it (a request answered before the first render): shown once it can. */
let pendingError: string | null = null

export const setNotifier = (next: Notifier | null) => {
  notifier = next
  if (next && pendingError !== null) {
    const text = pendingError
    pendingError = null
    showError(text)
  }
}

export const showError = (text: string) => {
  if (!notifier) {
    pendingError ??= text
    return
  }
  if (errorShowing) return
  errorShowing = true
  notifier.error(text, () => {
    errorShowing = false
  })
}

export const showInfo = (text: string) => notifier?.info(text)
