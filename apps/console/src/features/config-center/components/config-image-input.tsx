import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Image, Space, Typography } from 'antd'
import { useRef, useState } from 'react'
import { RequestError } from '../../../shared/lib/request.js'
import { uploadFile } from '../../../shared/lib/upload-request.js'

const MAX_BYTES = 5 * 1024 * 1024

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}

/** An image value: uploaded through `POST /sellers/dispatch/uploadFile` (spec 2 §7), saved as its address. */
export const ConfigImageInput = ({ label, value, onChange, disabled }: Props) => {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const pick = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    if (!file.type.startsWith('image/')) return setError('请选择图片文件')
    if (file.size > MAX_BYTES) return setError('图片不能超过 5MB')
    setBusy(true)
    try {
      const data = await uploadFile(file)
      onChange(data.url)
    } catch (e) {
      setError(e instanceof RequestError ? e.message : '上传失败，请重试')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div>
      <Space align="start" wrap>
        {value ? <Image src={value} alt={label} width={96} height={96} style={{ objectFit: 'contain', border: '1px solid var(--ant-color-border)', borderRadius: 6 }} /> : null}
        {!disabled && (
          <Space direction="vertical" size={4}>
            <Button icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy} onClick={() => input.current?.click()}>
              {busy ? '上传中' : value ? '更换图片' : '上传图片'}
            </Button>
            {value ? (
              <Button icon={<DeleteOutlined />} aria-label={`删除${label}`} onClick={() => onChange('')}>
                删除
              </Button>
            ) : null}
          </Space>
        )}
        {disabled && !value ? <Typography.Text type="secondary">未上传</Typography.Text> : null}
      </Space>
      <input ref={input} type="file" accept="image/*" hidden aria-label={`选择${label}文件`} onChange={(e) => void pick(e.target.files?.[0])} />
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  )
}
