import { UserOutlined } from '@ant-design/icons'
import { Alert, App, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { SmsPurpose } from '../lib/login-constants.js'
import { registerAccount } from '../api/register-account.js'
import { AgreementField } from '../components/agreement-field.js'
import { AuthFrame } from '../components/auth-frame.js'
import styles from '../components/auth.module.css'
import { PasswordFields } from '../components/password-fields.js'
import { SmsCodeField } from '../components/sms-code-field.js'
import { StepHeading } from '../components/step-heading.js'
import { useTicketedSubmit } from '../hooks/use-phone-ticket.js'
import { usePhoneStep } from '../hooks/use-phone-step.js'
import { normalizePhone, phoneRules } from '../lib/phone.js'
import { useAcceptSession } from '../lib/use-accept-session.js'
import type { LoginArrival } from './login-page.js'
import { PhonePrefix } from '../components/phone-prefix.js'

interface Values {
  phone: string
  smsCode: string
  name: string
  password: string
  agreed: boolean
}

/** /accountRegistration: phone and code, name and password; the new account is signed in. */
export const AccountRegistrationPage = () => {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const { form, initialPhone, phone, sender, isRegistered } = usePhoneStep<Values>(SmsPurpose.register)
  const accept = useAcceptSession()
  const [taken, setTaken] = useState<string | null>(null)

  const beforeSend = async () => {
    const registered = await isRegistered()
    if (registered === null) return false
    setTaken(registered ? phone : null)
    return !registered
  }

  const { submit, submitting } = useTicketedSubmit(SmsPurpose.register, form, async (values, ticket) => {
    const result = await registerAccount({ phone: values.phone, ticket, name: values.name.trim(), password: values.password })
    accept(result)
    message.success('注册成功')
    const arrival: LoginArrival = { selectOrg: true }
    if (result.needSelectOrg) navigate('/login', { replace: true, state: arrival })
    else navigate('/', { replace: true })
  })

  return (
    <AuthFrame>
      <StepHeading title="注册账号" />
      <Form form={form} size="large" initialValues={{ phone: initialPhone, agreed: false }} onFinish={submit} onValuesChange={() => taken && setTaken(null)}>
        <Form.Item name="phone" normalize={normalizePhone} rules={phoneRules} validateFirst>
          <Input prefix={<PhonePrefix />} placeholder="请输入手机号" inputMode="tel" autoComplete="tel-national" />
        </Form.Item>
        {taken ? (
          <Alert
            className={styles.notice}
            type="info"
            showIcon
            message={
              <>
                该手机号已注册，<Link to={`/login?loginType=phone&toLogIn=1&phone=${taken}`}>直接登录</Link>
              </>
            }
          />
        ) : null}
        <SmsCodeField phone={phone} sender={sender} onBeforeSend={beforeSend} />
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 20, message: '姓名最多 20 个字' }]}>
          <Input prefix={<UserOutlined />} placeholder="请输入姓名" autoComplete="name" maxLength={20} />
        </Form.Item>
        <PasswordFields />
        <AgreementField />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册并登录
        </Button>
      </Form>
      <div className={styles.footer}>
        <span />
        <Link to="/login">已有账号？去登录</Link>
      </div>
    </AuthFrame>
  )
}
