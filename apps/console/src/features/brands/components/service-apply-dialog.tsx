import { Form, Input, Radio } from 'antd'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { useSuccessDialog } from '../../../shared/ui/success-dialog.js'
import { useApplyService } from '../api/apply-service.js'
import { useServiceChannels } from '../api/list-service-channels.js'
import type { BrandRef } from '../api/operate-account.js'
import { checkApplyPhone, digitsOnly, ruleOf } from '../../../shared/lib/phone-rules.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'

interface Values {
  serviceId?: number
  contactName?: string
  gender: number
  contactPhone?: string
}

/** Gender of the application, as spec 2 §3 numbers it: 0 male, 1 female. */
export const GENDER_OPTIONS = [
  { value: 0, label: '男' },
  { value: 1, label: '女' },
]

/**
 * 申请开通服务 (spec 2 §3, §5, §8): the service, the contact's name, gender and phone; on success
 * a dialog promises a call within 2 working days and closes itself after 5 s.
 */
export const ServiceApplyDialog = ({ brand, onClose }: { brand: BrandRef | null; onClose: () => void }) => {
  const [form] = Form.useForm<Values>()
  const channels = useServiceChannels(brand?.id ?? null)
  const apply = useApplyService()
  const showSuccess = useSuccessDialog()

  const submit = async () => {
    const values = await form.validateFields()
    const chosen = channels.data?.find((c) => c.serviceId === values.serviceId)
    await apply.mutateAsync({ brandId: brand!.id, serviceId: values.serviceId!, contactName: values.contactName!.trim(), gender: values.gender, contactPhone: values.contactPhone! })
    onClose()
    showSuccess({
      title: '提交成功',
      content: `已收到「${chosen?.produceName ?? '服务'}」的开通申请，业务人员将在 2 个工作日内与您联系，请保持电话畅通。`,
    })
  }

  return (
    <FormDialog
      title={`申请开通服务 · ${brand?.name ?? ''}`}
      open={brand !== null}
      isDirty={() => form.isFieldsTouched()}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText="提交申请"
      confirmLoading={apply.isPending}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ gender: 0 }}>
        <Form.Item name="serviceId" label="服务" rules={[{ required: true, message: '请选择服务' }]}>
          <RequiredSelect
            placeholder="请选择要开通的服务"
            loading={channels.isPending}
            showSearch
            optionFilterProp="label"
            options={(channels.data ?? []).map((c) => ({
              value: c.serviceId,
              label: `${c.produceName}${c.opened ? '（已开通）' : c.applied ? '（已申请）' : ''}`,
              disabled: c.opened || c.applied,
            }))}
          />
        </Form.Item>
        <Form.Item name="contactName" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input placeholder="请输入姓名" maxLength={20} />
        </Form.Item>
        <Form.Item name="gender" label="性别">
          <Radio.Group options={GENDER_OPTIONS} />
        </Form.Item>
        <Form.Item name="contactPhone" label="手机号" normalize={(v: string) => digitsOnly(v).slice(0, 11)} rules={[ruleOf(checkApplyPhone)]} required>
          <Input placeholder="请输入手机号" />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
