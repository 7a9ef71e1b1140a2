import { App, Button, Form, Input } from 'antd'
import { Link, useNavigate } from 'react-router-dom'
import { SmsPurpose } from '../lib/login-constants.js'
import { resetPassword } from '../api/reset-password.js'
import { AuthFrame } from '../components/auth-frame.js'
import styles from '../components/auth.module.css'
import { PasswordFields } from '../components/password-fields.js'
import { SmsCodeField } from '../components/sms-code-field.js'
import { StepHeading } from '../components/step-heading.js'
import { useTicketedSubmit } from '../hooks/use-phone-ticket.js'
import { usePhoneStep } from '../hooks/use-phone-step.js'
import { normalizePhone, phoneRules } from '../lib/phone.js'
import { PhonePrefix } from '../components/phone-prefix.js'

interface Values {
  phone: string
  smsCode: string
  password: string
}

/** /forgetPassword: the phone proves the account by code, then a new password is set. */
export const ForgetPasswordPage = () => {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const { form, initialPhone, phone, sender, isRegistered } = usePhoneStep<Values>(SmsPurpose.resetPassword)

  const beforeSend = async () => {
    const registered = await isRegistered()
    if (registered === false) form.setFields([{ name: 'phone', errors: ['该手机号尚未注册'] }])
    return registered === true
  }

  const { submit, submitting } = useTicketedSubmit(SmsPurpose.resetPassword, form, async (values, ticket) => {
    await resetPassword({ phone: values.phone, ticket, password: values.password })
    message.success('密码已重置，请使用新密码登录')
    navigate('/login?loginType=password', { replace: true })
  })

  return (
    <AuthFrame>
      <StepHeading title="找回密码" onBack={() => navigate('/login')} />
      <Form form={form} size="large" initialValues={{ phone: initialPhone }} onFinish={submit}>
        <Form.Item name="phone" normalize={normalizePhone} rules={phoneRules} validateFirst>
          <Input prefix={<PhonePrefix />} placeholder="请输入手机号" inputMode="tel" autoComplete="tel-national" />
        </Form.Item>
        <SmsCodeField phone={phone} sender={sender} onBeforeSend={beforeSend} />
        <PasswordFields label="新密码" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Form>
      <div className={styles.footer}>
        <span />
        <Link to="/login">想起密码了？去登录</Link>
      </div>
    </AuthFrame>
  )
}
