import { LockOutlined } from '@ant-design/icons'
import { PASSWORD_POLICY_TEXT, PasswordSchema } from '@yunying/contracts'
import { Form, Input } from 'antd'

/** The policy, as the server checks it (PasswordSchema), told before submitting. */
const checkPolicy = async (_rule: unknown, value: unknown) => {
  if (!value) throw new Error('请输入密码')
  const checked = PasswordSchema.safeParse(value)
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? PASSWORD_POLICY_TEXT)
}

/** A new password and its repetition, with the policy shown under the first. */
export const PasswordFields = ({ label = '密码' }: { label?: string }) => (
  <>
    <Form.Item name="password" extra={`密码规则：${PASSWORD_POLICY_TEXT}`} rules={[{ validator: checkPolicy }]} validateFirst>
      <Input.Password prefix={<LockOutlined />} placeholder={`请设置${label}`} autoComplete="new-password" />
    </Form.Item>
    <Form.Item
      name="confirmPassword"
      dependencies={['password']}
      rules={[
        { required: true, message: `请再次输入${label}` },
        ({ getFieldValue }) => ({
          validator: async (_rule, value) => {
            if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致')
          },
        }),
      ]}
    >
      <Input.Password prefix={<LockOutlined />} placeholder={`请再次输入${label}`} autoComplete="new-password" />
    </Form.Item>
  </>
)
