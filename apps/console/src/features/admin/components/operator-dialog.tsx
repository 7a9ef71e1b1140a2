import { PASSWORD_POLICY_TEXT, type OperatorRow } from '@yunying/contracts'
import { App, Form, Input, Radio } from 'antd'
import { useEffect } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { useAllRoles } from '../api/list-roles.js'
import { useSaveOperator } from '../api/save-operator.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'

interface Values {
  name: string
  mobile: string
  password?: string
  roleIds: number[]
  status: 0 | 1
}

/** Create or edit an operator; a new one without a password gets a one-time password, shown once. */
export const OperatorDialog = ({ open, editing, fullMobile, onClose, onOneTimePassword }: {
  open: boolean
  editing: OperatorRow | null
  /** The editing account's mobile in full (lists show it masked). */
  fullMobile?: string
  onClose(): void
  onOneTimePassword(name: string, password: string): void
}) => {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const roles = useAllRoles(0)
  const save = useSaveOperator()

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (editing) form.setFieldsValue({ name: editing.name, mobile: fullMobile ?? '', roleIds: editing.roles.filter((r) => r.orgType === 0).map((r) => r.roleId), status: editing.status as 0 | 1 })
  }, [open, editing, fullMobile, form])

  const submit = async () => {
    const values = await form.validateFields()
    const saved = await save.mutateAsync({ ...values, id: editing?.id, password: editing ? undefined : values.password || undefined })
    message.success(editing ? '修改成功' : '新建成功')
    onClose()
    if (saved.oneTimePassword) onOneTimePassword(values.name, saved.oneTimePassword)
  }

  return (
    <FormDialog open={open} title={editing ? '编辑运营账号' : '新建运营账号'} okText="保存" confirmLoading={save.isPending} onOk={() => void submit()} isDirty={() => form.isFieldsTouched()} onCancel={onClose} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={{ status: 1, roleIds: [] }}>
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 50, message: '姓名最多 50 个字' }]}>
          <Input maxLength={50} placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1\d{10}$/, message: '请输入正确的手机号' }]}>
          <Input maxLength={11} placeholder="请输入手机号" inputMode="numeric" />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="password"
            label="初始密码"
            extra={`${PASSWORD_POLICY_TEXT}；不填则生成一次性密码，对方首次登录须修改`}
            rules={[{ pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,32}$/, message: PASSWORD_POLICY_TEXT }]}
          >
            <Input.Password placeholder="不填则自动生成" autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="roleIds" label="平台角色" rules={[{ required: true, message: '请至少选择一个角色' }]}>
          <RequiredSelect
            mode="multiple"
            optionFilterProp="label"
            loading={roles.isPending}
            placeholder="请选择角色"
            aria-label="平台角色"
            options={(roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.status === 1 ? r.name : `${r.name}（已停用）` }))}
          />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={[{ value: 1, label: '启用' }, { value: 0, label: '停用' }]} />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
