import type { QrCode } from '@yunying/contracts'
import { Alert, Button, Descriptions, Spin, Typography } from 'antd'
import { useState } from 'react'
import { Modal } from '../../../shared/ui/dialog.js'
import { useMakeQrDouyinLink } from '../api/make-qr-douyin-link.js'

/**
 * 生成抖音链接: asks Douyin's server (through ours) for the link a bound code opens in Douyin, shows it
 * to copy, or says in the server's words why there is none (no Douyin registration, offline provider).
 */
export const useQrDouyinLinkDialog = () => {
  const [code, setCode] = useState<QrCode | null>(null)
  const make = useMakeQrDouyinLink()
  const open = (next: QrCode) => {
    setCode(next)
    make.mutate(next.id)
  }
  const close = () => {
    setCode(null)
    make.reset()
  }

  const dialog = (
    <Modal title="抖音链接" open={code !== null} onCancel={close} footer={<Button onClick={close}>关闭</Button>} width={520} destroyOnHidden>
      {code && (
        <>
          <Typography.Paragraph type="secondary">二维码 {code.url}</Typography.Paragraph>
          {make.isPending ? (
            <Spin tip="正在向抖音开放平台生成链接…">
              <div style={{ height: 64 }} />
            </Spin>
          ) : make.isError ? (
            <Alert type="error" showIcon message="未能生成抖音链接" description={make.error.message} action={<Button size="small" onClick={() => make.mutate(code.id)}>重试</Button>} />
          ) : make.data ? (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="抖音链接">
                <Typography.Text copyable={{ text: make.data.link, tooltips: ['复制', '已复制'] }}>{make.data.link}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="有效期至">{make.data.expireAt}</Descriptions.Item>
            </Descriptions>
          ) : null}
          {make.data && <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>链接已保存，抖音中打开此码的落地页会使用它；过期后请重新生成。</Typography.Paragraph>}
        </>
      )}
    </Modal>
  )
  return { open, dialog }
}
