import { useRef, useState } from 'react'
import { useFormKit } from '../../core/provider.js'
import { checkUploadFile, defaultUploadRequest, type UploadCheck } from './upload-request.js'

/** A file on its way to the server; `uid` is antd's, so the finished item keeps its key. */
export interface PendingFile {
  uid: string
  name: string
}

/** The state shared by `FileUpload` and `ImageUpload`: checks, the request and the error text. */
export function useUploader() {
  const { t, uploadUrl, uploadRequest } = useFormKit()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState<PendingFile[]>([])
  const batch = useRef(0)

  /** Returns false, with the message shown, when a file must not be sent. */
  const accept = (file: { size: number }, check: UploadCheck): boolean => {
    const problem = checkUploadFile(file, { ...check, currentCount: check.currentCount + batch.current })
    if (problem) {
      setError(t(problem.key, problem.params))
      return false
    }
    batch.current += 1
    setError(undefined)
    return true
  }

  /** Sends a file and resolves with its address, or undefined after showing why it failed. */
  const send = async (file: File & { uid?: string }): Promise<string | undefined> => {
    const uid = file.uid ?? `${file.name}-${Date.now()}`
    setPending((list) => [...list, { uid, name: file.name }])
    try {
      const response = await (uploadRequest ?? defaultUploadRequest)(file, { url: uploadUrl })
      const url = response.status ? response.data?.url : undefined
      if (!url) setError(response.message || t('uploadFailed'))
      return url
    } catch {
      setError(t('uploadFailed'))
      return undefined
    } finally {
      batch.current = Math.max(0, batch.current - 1)
      setPending((list) => list.filter((item) => item.uid !== uid))
    }
  }

  return { t, error, setError, pending, accept, send }
}
