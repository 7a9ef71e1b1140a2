import { SafetyOutlined } from '@ant-design/icons'
import { Form, Input } from 'antd'
import type { CodeSender } from '../hooks/use-code-sender.js'
import { ResendControls } from './resend-controls.js'
import { SendNotice } from './send-notice.js'

const digitsOnly = (value: unknown) => String(value ?? '').replace(/\D/g, '').slice(0, 6)

/** The code of the registration and password screens: one input, the resend countdown and the voice code. */
export const SmsCodeField = ({ phone, sender, onBeforeSend }: { phone: string; sender: CodeSender; onBeforeSend(): Promise<boolean> }) => (
  <>
    <Form.Item
      name="smsCode"
      normalize={digitsOnly}
      style={{ marginBottom: 0 }}
      rules={[
        { required: true, message: '请输入验证码' },
        { pattern: /^\d{6}$/, message: '请输入6位验证码' },
      ]}
    >
      <Input prefix={<SafetyOutlined />} placeholder="请输入6位验证码" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
    </Form.Item>
    <ResendControls phone={phone} sender={sender} onBeforeSend={onBeforeSend} />
    <SendNotice notice={sender.notice} />
  </>
)
