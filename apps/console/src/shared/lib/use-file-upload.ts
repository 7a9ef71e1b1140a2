import type { UploadFileResult } from '@yunying/contracts'
import { useRef, useState } from 'react'
import { RequestError } from './request.js'
import { uploadFile } from './upload-request.js'

export interface FileUploadRules {
  /** What is wrong with a picked file before it is sent (a promise when it must be read), or null. */
  check: (file: File) => string | null | Promise<string | null>
  /** What is wrong with the stored file, or null; checked before `onUploaded`. */
  checkStored?: (stored: UploadFileResult) => string | null
  /** The words for the upload's refusal; its own message unless this says otherwise. */
  refusal?: (error: RequestError) => string
  onUploaded: (url: string) => void
}

/**
 * A file picked in a hidden `<input type="file">` (`input`) and uploaded at once (`pick`): `busy` while it
 * goes, `error` what was wrong. The input is emptied after each try, so the same file can be picked again.
 */
export const useFileUpload = ({ check, checkStored, refusal, onUploaded }: FileUploadRules) => {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const pick = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    const checked = check(file)
    const problem = checked instanceof Promise ? await checked : checked
    if (problem) return setError(problem)
    setBusy(true)
    try {
      const stored = await uploadFile(file)
      const wrong = checkStored?.(stored) ?? null
      if (wrong) return setError(wrong)
      onUploaded(stored.url)
    } catch (e) {
      setError(e instanceof RequestError ? (refusal?.(e) ?? e.message) : '上传失败，请重试')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return { input, busy, error, pick }
}
