import { App, Form, Input } from 'antd'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { useBindGroupAccount } from '../api/bind-group-account.js'

/** 绑定账号: binds a registered phone to the group (绑定账号不可为空). */
export const BindAccountDialog = ({ group, onClose }: { group: { groupId: number; groupName: string } | null; onClose: () => void }) => {
  const [form] = Form.useForm<{ username: string }>()
  const bind = useBindGroupAccount()
  const { message } = App.useApp()
  const submit = async () => {
    const { username } = await form.validateFields()
    await bind.mutateAsync({ groupId: group!.groupId, username })
    message.success('绑定成功')
    form.resetFields()
    onClose()
  }
  return (
    <FormDialog title={`绑定账号 · ${group?.groupName ?? ''}`} open={group !== null} isDirty={() => form.isFieldsTouched()} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={bind.isPending} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="username"
          label="绑定账号（手机号）"
          normalize={(v: string) => v.replace(/\D/g, '').slice(0, 11)}
          rules={[
            { required: true, whitespace: true, message: '绑定账号不可为空' },
            { pattern: /^1\d{10}$/, message: '请输入正确的手机号' },
          ]}
        >
          <Input placeholder="请输入已注册的手机号" autoFocus />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
