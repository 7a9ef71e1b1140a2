import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons'
import { SERVICE_ICON_RULE } from '@yunying/contracts'
import { Button, Typography } from 'antd'
import { useFileUpload } from '../../../shared/lib/use-file-upload.js'

const ACCEPT = '.png,.jpg,.jpeg,.svg,.bmp,image/png,image/jpeg,image/svg+xml,image/bmp'
const TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml', 'image/bmp'])

/** The picture's pixel size, as the browser decodes it. */
const measure = (file: File) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const img = new Image()
    img.onload = () => {
      URL.revokeObjectURL(url)
      resolve({ width: img.naturalWidth, height: img.naturalHeight })
    }
    img.onerror = () => {
      URL.revokeObjectURL(url)
      reject(new Error('unreadable'))
    }
    img.src = url
  })

/** What is wrong with a picked file, in the words the server uses too (spec 2 §5), or null. */
export const checkIconFile = async (file: File): Promise<string | null> => {
  if (!TYPES.has(file.type) && !/\.(png|jpe?g|svg|bmp)$/i.test(file.name)) return SERVICE_ICON_RULE.message
  if (file.size > SERVICE_ICON_RULE.maxBytes) return '服务图标不能超过 1MB'
  try {
    const { width, height } = await measure(file)
    if (width !== height) return `服务图标须为 1:1 的正方形（当前 ${width}×${height}）`
  } catch {
    return SERVICE_ICON_RULE.message
  }
  return null
}

interface Props {
  value?: string
  onChange?: (value: string | undefined) => void
  disabled?: boolean
}

/**
 * The service icon (spec 2 §5): one square PNG, JPEG, SVG or BMP of at most 1 MB. The file is
 * checked here before it is sent, and again by the server on save.
 */
export const ServiceIconUpload = ({ value, onChange, disabled }: Props) => {
  const { input, busy, error, pick } = useFileUpload({
    check: checkIconFile,
    // The upload takes any picture; the icon only these (a GIF named .png is a GIF): say so now, not at save.
    checkStored: (stored) => (TYPES.has(stored.contentType) ? null : SERVICE_ICON_RULE.message),
    // The upload's own refusal names every picture type it takes; the icon takes fewer, and says which.
    refusal: (e) => (e.httpStatus === 415 ? SERVICE_ICON_RULE.message : e.message),
    onUploaded: (url) => onChange?.(url),
  })

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        {value ? (
          <div style={{ width: 96, height: 96, border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 8, position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
            <img src={value} alt="服务图标" style={{ maxWidth: '100%', maxHeight: '100%' }} data-testid="service-icon-preview" />
            {!disabled && <Button size="small" type="text" icon={<DeleteOutlined />} aria-label="删除图标" style={{ position: 'absolute', top: 0, right: 0 }} onClick={() => onChange?.(undefined)} />}
          </div>
        ) : null}
        {!disabled && !value && (
          <Button style={{ width: 96, height: 96, flexDirection: 'column' }} icon={busy ? <LoadingOutlined /> : <PlusOutlined />} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? '上传中' : '上传图标'}
          </Button>
        )}
        <input ref={input} type="file" accept={ACCEPT} hidden aria-label="选择服务图标文件" onChange={(e) => void pick(e.target.files?.[0])} />
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        支持 JPEG/PNG/SVG/BMP，不超过 1MB，比例 1:1
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  )
}
