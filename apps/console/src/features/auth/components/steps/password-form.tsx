import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { ErrorCodes, type LoginResult } from '@yunying/contracts'
import { App, Button, Form, Input } from 'antd'
import { RequestError } from '../../../../shared/lib/request.js'
import { useLoginByPassword } from '../../api/login-by-password.js'

interface Values {
  username: string
  password: string
}

/** Step 1 by account and password. */
export const PasswordForm = ({ onSignedIn, onUsePhone }: { onSignedIn(result: LoginResult): void; onUsePhone(): void }) => {
  const { message } = App.useApp()
  const login = useLoginByPassword()
  const [form] = Form.useForm<Values>()

  const submit = async (values: Values) => {
    try {
      onSignedIn(await login.mutateAsync(values))
    } catch (error) {
      if (!(error instanceof RequestError)) return
      // Spec 1 §8: on the password screen, 30012 shows the message and returns to phone login.
      if (error.code === ErrorCodes.SMS_SEND_LIMITED.code) {
        message.error(error.message)
        onUsePhone()
      } else form.setFields([{ name: 'password', errors: [error.message] }])
    }
  }

  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="on">
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号（手机号）" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  )
}
