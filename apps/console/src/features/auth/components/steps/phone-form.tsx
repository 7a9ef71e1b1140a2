import { App, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasBeenRegistered } from '../../api/has-been-registered.js'
import type { CodeSender } from '../../hooks/use-code-sender.js'
import { normalizePhone, phoneRules } from '../../lib/phone.js'
import { AgreementField } from '../agreement-field.js'
import { SendNotice } from '../send-notice.js'
import { PhonePrefix } from '../phone-prefix.js'

interface PhoneFormProps {
  initialPhone: string
  initialAgreed: boolean
  sender: CodeSender
  /** A code is on its way (or went out less than a minute ago): open step 2. */
  onCodeSent(phone: string): void
}

/** Step 1 by phone: a registered phone gets a code and goes to step 2; any other goes to registration. */
export const PhoneForm = ({ initialPhone, initialAgreed, sender, onCodeSent }: PhoneFormProps) => {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [checking, setChecking] = useState(false)

  const submit = async ({ phone }: { phone: string }) => {
    setChecking(true)
    try {
      const { registered } = await hasBeenRegistered(phone)
      if (!registered) {
        message.info('该手机号尚未注册，请先注册')
        navigate(`/accountRegistration?phone=${phone}`)
        return
      }
      // A code sent less than a minute ago is still good: go on without asking for another.
      if (sender.secondsLeft(phone) > 0) return onCodeSent(phone)
      const outcome = await sender.send(phone)
      if (outcome === 'sent' || outcome === 'wait') onCodeSent(phone)
    } catch {
      // The request layer has shown the message.
    } finally {
      setChecking(false)
    }
  }

  return (
    <Form size="large" initialValues={{ phone: initialPhone, agreed: initialAgreed }} onFinish={submit} onValuesChange={sender.clearNotice}>
      <Form.Item name="phone" normalize={normalizePhone} rules={phoneRules} validateFirst>
        <Input prefix={<PhonePrefix />} placeholder="请输入手机号" inputMode="tel" autoComplete="tel-national" allowClear />
      </Form.Item>
      <AgreementField />
      <SendNotice notice={sender.notice} />
      <Button type="primary" htmlType="submit" block loading={checking || sender.sending === 'sms'}>
        获取验证码
      </Button>
    </Form>
  )
}
