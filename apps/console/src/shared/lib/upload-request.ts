import { UploadFileType, type UploadFileResult } from '@yunying/contracts'
import type { UploadRequest, UploadResponse } from '@yunying/form-kit'
import { request, RequestError } from './request.js'

/** The console's upload route (spec 1 §7): multipart `file` plus `fileType` 0 for images. */
export const CONSOLE_UPLOAD_PATH = '/sellers/dispatch/uploadFile'

/**
 * Uploads a file (an image unless `fileType` says video) through the console's upload route, silently:
 * the field that asked shows the refusal (a `RequestError`) itself. Answers the stored file (its
 * address, name, size and type).
 */
export const uploadFile = (file: File, fileType: number = UploadFileType.image, signal?: AbortSignal) => {
  const body = new FormData()
  // The server reads the fields before the file decides which rule applies.
  body.append('fileType', String(fileType))
  body.append('file', file)
  return request<UploadFileResult>({ url: CONSOLE_UPLOAD_PATH, method: 'POST', data: body, silent: true, ...(signal ? { signal } : {}) })
}

/**
 * form-kit's upload request, sent through the console's request layer: the gateway base, the
 * token header and credentials as every other call. The answer is turned back into the toolkit's
 * `{ status, message, data.url }`; failures stay silent here because the field shows the message.
 */
export const consoleUploadRequest: UploadRequest = async (file, { signal }): Promise<UploadResponse> => {
  try {
    const data = await uploadFile(file, UploadFileType.image, signal)
    return { status: true, data: { url: data.url } }
  } catch (error) {
    if (error instanceof RequestError) return { status: false, message: error.message }
    throw error
  }
}
