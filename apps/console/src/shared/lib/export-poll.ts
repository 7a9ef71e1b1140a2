import { EXPORT_POLL_DELAY_MS, EXPORT_POLL_MS, EXPORT_POLL_SLOW_MS } from '@yunying/contracts'
import { gatewayBase } from './gateway.js'

/**
 * Exports started from list pages (spec 1 §4, spec 2 §4): start, then poll the result until it
 * has a url. Two cadences:
 * - `list` (brand list, shop-expiry export): every 1 s; 1 = done, 2 or an empty answer = failed
 *   ('失败');
 * - `config` (brand-list export from the config screens): first poll after 500 ms, then every
 *   2 s; 0 = keep waiting, 1 = done, anything else = failed ('导出失败，请重试'); the page shows
 *   a loading mask meanwhile.
 * Every list page uses this; it never imports the task feature.
 */
export type ExportPollMode = 'list' | 'config'

export interface ExportResultLike {
  status: number
  url: string
}

export class ExportFailedError extends Error {}

export const EXPORT_FAILED_TEXT: Record<ExportPollMode, string> = { list: '失败', config: '导出失败，请重试' }

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason ?? new DOMException('aborted', 'AbortError'))
    })
  })

/** Polls `result(flowNo)` with the mode's cadence; resolves with the file's url or throws `ExportFailedError`. */
export const pollExport = async (
  flowNo: string,
  result: (flowNo: string) => Promise<ExportResultLike | null | undefined>,
  mode: ExportPollMode,
  signal?: AbortSignal,
): Promise<string> => {
  const fail = () => new ExportFailedError(EXPORT_FAILED_TEXT[mode])
  await sleep(mode === 'config' ? EXPORT_POLL_DELAY_MS : EXPORT_POLL_MS, signal)
  for (;;) {
    let answer: ExportResultLike | null | undefined
    try {
      answer = await result(flowNo)
    } catch {
      throw fail()
    }
    if (!answer) throw fail()
    if (answer.status === 1) {
      if (!answer.url) throw fail()
      return answer.url
    }
    if (mode === 'list' ? answer.status === 2 : answer.status !== 0) throw fail()
    await sleep(mode === 'config' ? EXPORT_POLL_SLOW_MS : EXPORT_POLL_MS, signal)
  }
}

/** Opens a file url the way a download does: no new window for a popup blocker to stop. */
export const openDownload = (url: string) => {
  const link = document.createElement('a')
  link.href = new URL(url, `${gatewayBase()}/`).toString()
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
}

/** Starts an export, polls it, and opens the file; throws `ExportFailedError` with the text to show. */
export const runExport = async (options: {
  start: () => Promise<{ flowNo: string }>
  result: (flowNo: string) => Promise<ExportResultLike | null | undefined>
  mode: ExportPollMode
  signal?: AbortSignal
  /** Called once the export is queued (to open the download centre, for example). */
  onStarted?: (started: { flowNo: string }) => void
}) => {
  const started = await options.start()
  options.onStarted?.(started)
  const url = await pollExport(started.flowNo, options.result, options.mode, options.signal)
  openDownload(url)
  return url
}
