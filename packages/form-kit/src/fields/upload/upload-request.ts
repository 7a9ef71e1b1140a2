import type { MessageKey } from '../../core/locale.js'
import type { UploadRequest, UploadResponse } from '../../core/types.js'

const MB = 1024 * 1024

/** A reason to refuse a file before it is sent, as a message key and its parameters. */
export interface UploadProblem {
  key: Extract<MessageKey, 'fileTooLarge' | 'tooManyFiles'>
  params: { n: number }
}

/** What `checkUploadFile` needs to know. */
export interface UploadCheck {
  /** Size limit in MB; files at or above it are refused. */
  sizeLimitMb?: number
  /** Maximum number of files; 1 means a new file replaces the current one. */
  maxCount?: number
  /** Files already in the list, including ones still uploading. */
  currentCount: number
}

/** Checks a file against the size limit (at or above is refused) and the maximum count. */
export function checkUploadFile(file: { size: number }, check: UploadCheck): UploadProblem | null {
  if (check.sizeLimitMb !== undefined && file.size >= check.sizeLimitMb * MB) {
    return { key: 'fileTooLarge', params: { n: check.sizeLimitMb } }
  }
  if (check.maxCount !== undefined && check.maxCount > 1 && check.currentCount >= check.maxCount) {
    return { key: 'tooManyFiles', params: { n: check.maxCount } }
  }
  return null
}

/** The default request: multipart field `file`, sent with credentials, answered by `{ status, message, data.url }`. */
export const defaultUploadRequest: UploadRequest = async (file, { url, signal }) => {
  const body = new FormData()
  body.append('file', file)
  const response = await fetch(url, { method: 'POST', body, credentials: 'include', ...(signal ? { signal } : {}) })
  return (await response.json()) as UploadResponse
}
