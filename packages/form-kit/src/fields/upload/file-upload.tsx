import { UploadOutlined } from '@ant-design/icons'
import { connect, mapReadPretty } from '@formily/react'
import { Button, Typography, Upload, type UploadFile } from 'antd'
import { useRef } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { useUploader } from './use-uploader.js'

/** A file in an upload field's value. */
export interface UploadedFile {
  name: string
  url: string
}

/** Props of `FileUpload`. */
export interface FileUploadProps {
  value?: UploadedFile[]
  onChange?: (value: UploadedFile[]) => void
  /** Size limit in MB; files at or above it are refused with 上传文件大小不能超过{n}MB. */
  sizeLimit?: number
  /** Maximum number of files; 1 replaces the current file. */
  maxCount?: number
  accept?: string
  multiple?: boolean
  disabled?: boolean
  /** Default 上传. */
  buttonText?: string
}

function FileUploadBase({ value, onChange, sizeLimit, maxCount, accept, multiple, disabled, buttonText }: FileUploadProps) {
  const { t, error, pending, accept: acceptFile, send } = useUploader()
  const files = Array.isArray(value) ? value : []
  // Several files can finish before React re-renders; each must add to the latest list.
  const latest = useRef(files)
  latest.current = files
  // A finished file keeps the uid it had while uploading, so antd does not animate it out and in again.
  const uids = useRef(new Map<string, string>())

  const used = new Set<string>()
  const fileList: UploadFile[] = [
    ...files.map((file, index) => {
      const known = uids.current.get(file.url)
      const uid = known && !used.has(known) ? known : `done-${index}`
      used.add(uid)
      return { uid, name: file.name, url: file.url, status: 'done' as const }
    }),
    ...pending.map(({ uid, name }) => ({ uid, name, status: 'uploading' as const })),
  ]

  return (
    <div className="form-kit-upload">
      <Upload
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file) =>
          acceptFile(file, { sizeLimitMb: sizeLimit, maxCount, currentCount: maxCount === 1 ? 0 : files.length })
            ? true
            : Upload.LIST_IGNORE
        }
        customRequest={({ file }) => {
          void send(file as File).then((url) => {
            if (!url) return
            uids.current.set(url, (file as File & { uid: string }).uid)
            const added = { name: (file as File).name, url }
            const next = maxCount === 1 ? [added] : [...latest.current, added]
            latest.current = next
            onChange?.(next)
          })
        }}
        onRemove={(file) => {
          const next = latest.current.filter((item) => item.url !== file.url)
          latest.current = next
          onChange?.(next)
        }}
      >
        <Button autoInsertSpace={false} icon={<UploadOutlined aria-hidden />} disabled={disabled}>
          {buttonText ?? t('upload')}
        </Button>
      </Upload>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  )
}

function FileUploadPreview({ value }: FileUploadProps) {
  if (!value?.length) return <Typography.Text>{DEFAULTS.emptyText}</Typography.Text>
  return (
    <div>
      {value.map((file) => (
        <div key={file.url}>
          <Typography.Link href={file.url} target="_blank" rel="noreferrer">
            {file.name}
          </Typography.Link>
        </div>
      ))}
    </div>
  )
}

/** A file uploader with a size limit, a maximum count and the spec's response format. */
export const FileUpload = connect(FileUploadBase, mapReadPretty(FileUploadPreview))
