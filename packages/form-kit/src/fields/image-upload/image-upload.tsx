import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons'
import { connect, mapReadPretty } from '@formily/react'
import { Button, Typography, Upload } from 'antd'
import { useRef, useState, type CSSProperties } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { useFormKit } from '../../core/provider.js'
import type { ImageLibraryItem } from '../../core/types.js'
import { useUploader } from '../upload/use-uploader.js'

/** Props of `ImageUpload`. The value is a string, or a list of strings when `multiple`. */
export interface ImageUploadProps {
  value?: string | string[]
  onChange?: (value: string | string[] | undefined) => void
  multiple?: boolean
  /** How many images `multiple` allows; 0 (the default) means 100000. */
  limit?: number
  /** Size limit in MB per image; default 1024. */
  sizeLimit?: number
  accept?: string
  disabled?: boolean
  /** Offers the provider's image library; default true when one is configured. */
  library?: boolean
}

const tile: CSSProperties = {
  width: DEFAULTS.imageTileSize,
  height: DEFAULTS.imageTileSize,
  border: '1px dashed #d9d9d9',
  borderRadius: 6,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  overflow: 'hidden',
}

/** Joins an image-library item's domain and path into one address. */
export function joinImageUrl(item: ImageLibraryItem): string {
  return `${item.domain.replace(/\/+$/, '')}/${item.path.replace(/^\/+/, '')}`
}

function toList(value: string | string[] | undefined): string[] {
  if (Array.isArray(value)) return value
  return value ? [value] : []
}

function ImageUploadBase(props: ImageUploadProps) {
  const { value, onChange, multiple = false, limit = 0, sizeLimit = DEFAULTS.imageSizeLimitMb, accept = 'image/*' } = props
  const { imageLibrary } = useFormKit()
  const { t, error, pending, accept: acceptFile, send } = useUploader()
  const [libraryOpen, setLibraryOpen] = useState(false)
  const images = toList(value)
  const latest = useRef(images)
  latest.current = images
  const max = multiple ? (limit === 0 ? DEFAULTS.unlimitedImages : limit) : 1

  const commit = (list: string[]) => {
    latest.current = list
    onChange?.(multiple ? list : list[0])
  }
  const add = (urls: string[]) => commit(multiple ? [...latest.current, ...urls].slice(0, max) : urls.slice(-1))
  const canAdd = !props.disabled && (!multiple || images.length + pending.length < max)

  return (
    <div className="form-kit-image-upload">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {images.map((url, index) => (
          <div key={`${url}-${index}`} style={tile} data-testid="form-kit-image-tile">
            <img src={url} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />
            {props.disabled ? null : (
              <Button
      autoInsertSpace={false}
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('delete')}
                style={{ position: 'absolute', top: 0, right: 0 }}
                onClick={() => commit(latest.current.filter((_, i) => i !== index))}
              />
            )}
          </div>
        ))}
        {pending.map(({ uid }) => (
          <div key={uid} style={tile}>
            <LoadingOutlined />
          </div>
        ))}
        {canAdd ? (
          <Upload
            accept={accept}
            multiple={multiple}
            showUploadList={false}
            beforeUpload={(file) =>
              acceptFile(file, { sizeLimitMb: sizeLimit, maxCount: max, currentCount: multiple ? images.length : 0 })
                ? true
                : Upload.LIST_IGNORE
            }
            customRequest={({ file }) => {
              void send(file as File).then((url) => url && add([url]))
            }}
          >
            <button type="button" style={{ ...tile, background: 'none', cursor: 'pointer', flexDirection: 'column' }}>
              <PlusOutlined aria-hidden />
              <span>{t('upload')}</span>
            </button>
          </Upload>
        ) : null}
      </div>
      {imageLibrary && props.library !== false && canAdd ? (
        <Button autoInsertSpace={false} type="link" style={{ paddingInline: 0 }} onClick={() => setLibraryOpen(true)}>
          {t('chooseFromLibrary')}
        </Button>
      ) : null}
      {imageLibrary?.({
        open: libraryOpen,
        multiple,
        max: max - images.length,
        onCancel: () => setLibraryOpen(false),
        onSelect: (items) => {
          setLibraryOpen(false)
          add(items.map(joinImageUrl))
        },
      })}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  )
}

function ImagePreview({ value }: ImageUploadProps) {
  const images = toList(value)
  if (!images.length) return <Typography.Text>{DEFAULTS.emptyText}</Typography.Text>
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {images.map((url, index) => (
        <div key={`${url}-${index}`} style={tile}>
          <img src={url} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />
        </div>
      ))}
    </div>
  )
}

/** An image uploader with 100 × 100 tiles, a size limit, a count limit and an image-library slot. */
export const ImageUpload = connect(ImageUploadBase, mapReadPretty(ImagePreview))
