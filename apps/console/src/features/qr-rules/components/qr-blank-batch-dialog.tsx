import { QR_BLANK_BATCH_MAX } from '@yunying/contracts'
import { App, Form, InputNumber } from 'antd'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { useOrderBlankCodes } from '../api/order-blank-codes.js'

/** 生成空码: N blank codes for the brand; the ZIP (SVGs and a sheet of URLs) appears in the download centre. */
export const QrBlankBatchDialog = ({ open, brandId, onClose }: { open: boolean; brandId: number; onClose: () => void }) => {
  const [form] = Form.useForm<{ count?: number }>()
  const { message } = App.useApp()
  const order = useOrderBlankCodes()

  const submit = async () => {
    const { count } = await form.validateFields()
    await order.mutateAsync({ brandId, count: count! })
    message.success('已生成空码，压缩包（二维码图片和链接表）正在准备，可在下载中心下载')
    onClose()
  }

  return (
    <FormDialog title="生成空码" open={open} isDirty={() => form.isFieldsTouched()} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={order.isPending} destroyOnHidden width={420}>
      <Form form={form} layout="vertical" aria-label="生成空码" clearOnDestroy>
        <Form.Item name="count" label="数量" extra={`空码可稍后绑定到门店；仅允许空码的启用规则可用。每批最多 ${QR_BLANK_BATCH_MAX} 个`} rules={[{ required: true, message: '请输入数量' }]}>
          <InputNumber min={1} max={QR_BLANK_BATCH_MAX} precision={0} style={{ width: '100%' }} placeholder="请输入数量" />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
