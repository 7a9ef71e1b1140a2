import type { QrCode } from '@yunying/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Result, Space, Spin, Typography } from 'antd'
import { useEffect, useMemo } from 'react'
import { Modal } from '../../../shared/ui/dialog.js'
import { fetchQrImage } from '../api/fetch-qr-image.js'

/** One code as its printable image, with its URL and a download of the SVG. */
export const QrCodeImageDialog = ({ code, onClose }: { code: QrCode | null; onClose: () => void }) => {
  const image = useQuery({ queryKey: ['qr-rules', 'image', code?.id], queryFn: () => fetchQrImage(code!.id), enabled: code !== null, staleTime: 60_000 })
  const src = useMemo(() => (image.data ? URL.createObjectURL(new Blob([image.data], { type: 'image/svg+xml' })) : undefined), [image.data])
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src])
  return (
    <Modal title="二维码" open={code !== null} onCancel={onClose} footer={null} width={400} destroyOnHidden>
      {code && (
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          {image.isPending ? (
            <Spin />
          ) : image.isError ? (
            <Result status="warning" title="二维码图片加载失败" extra={<Button onClick={() => void image.refetch()}>重试</Button>} />
          ) : (
            <img src={src} alt={`二维码 ${code.token}`} width={240} height={240} style={{ background: '#fff', padding: 8 }} />
          )}
          <Typography.Text copyable>{code.url}</Typography.Text>
          {src && (
            <Button type="primary" href={src} download={`${code.token}.svg`}>
              下载 SVG
            </Button>
          )}
        </Space>
      )}
    </Modal>
  )
}
