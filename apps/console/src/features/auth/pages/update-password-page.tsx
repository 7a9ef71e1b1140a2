import { LockOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { readToken } from '../../../shared/lib/cookie.js'
import { RequestError } from '../../../shared/lib/request.js'
import { updatePassword } from '../api/update-password.js'
import { AuthFrame } from '../components/auth-frame.js'
import { PasswordFields } from '../components/password-fields.js'
import { StepHeading } from '../components/step-heading.js'

interface Values {
  oldPassword: string
  password: string
}

/**
 * /updatePassword: public by route (spec 1 §2.2) but it needs a session. Success ends every session of
 * the account, so the console forgets it and asks for a new sign-in.
 */
export const UpdatePasswordPage = () => {
  const navigate = useNavigate()
  const forced = Boolean((useLocation().state as { forced?: boolean } | null)?.forced)
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [signedIn] = useState(() => Boolean(readToken()))
  const [submitting, setSubmitting] = useState(false)

  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/updatePassword' }} />

  const submit = async ({ oldPassword, password }: Values) => {
    setSubmitting(true)
    try {
      await updatePassword({ oldPassword, password })
      useAccountStore.getState().clear()
      queryClient.clear()
      message.success('密码已修改，请重新登录')
      navigate('/login', { replace: true })
    } catch (error) {
      if (!(error instanceof RequestError)) return
      if (error.code === -1) message.error(error.message)
      else form.setFields([{ name: 'oldPassword', errors: [error.message] }])
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <AuthFrame>
      <StepHeading title="修改密码" onBack={() => navigate(forced ? '/login' : '/homePage')} />
      {forced && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="管理员已重置您的密码，请先设置新密码" description="原密码即管理员告知您的一次性密码。" />}
      <Form form={form} size="large" onFinish={submit}>
        <Form.Item name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <PasswordFields label="新密码" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          确认修改
        </Button>
      </Form>
    </AuthFrame>
  )
}
