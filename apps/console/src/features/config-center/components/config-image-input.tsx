import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Image, Space, Typography } from 'antd'
import { useFileUpload } from '../../../shared/lib/use-file-upload.js'

const MAX_BYTES = 5 * 1024 * 1024

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}

/** An image value: uploaded through `POST /sellers/dispatch/uploadFile` (spec 2 §7), saved as its address. */
export const ConfigImageInput = ({ label, value, onChange, disabled }: Props) => {
  const { input, busy, error, pick } = useFileUpload({
    check: (file) => (!file.type.startsWith('image/') ? '请选择图片文件' : file.size > MAX_BYTES ? '图片不能超过 5MB' : null),
    onUploaded: onChange,
  })

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
