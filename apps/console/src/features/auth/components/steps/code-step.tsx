import { ErrorCodes, type LoginResult } from '@yunying/contracts'
import { App, Button, Typography } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { RequestError } from '../../../../shared/lib/request.js'
import { loginByCode } from '../../api/login-by-code.js'
import type { CodeSender } from '../../hooks/use-code-sender.js'
import { maskedPhone } from '../../lib/phone.js'
import styles from '../auth.module.css'
import { CodeBoxes, emptyCode } from '../code-boxes.js'
import { ResendControls } from '../resend-controls.js'
import { SendNotice } from '../send-notice.js'
import { StepHeading } from '../step-heading.js'

interface CodeStepProps {
  phone: string
  sender: CodeSender
  onBack(): void
  onSignedIn(result: LoginResult): void
}

/** Step 2: the six-digit code. A wrong one shows the server's message and empties the boxes in red. */
export const CodeStep = ({ phone, sender, onBack, onSignedIn }: CodeStepProps) => {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [code, setCode] = useState(emptyCode)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // Changing the key remounts the boxes, which puts the caret back in the first one.
  const [attempt, setAttempt] = useState(0)

  const submit = async (value: string) => {
    if (pending) return
    setPending(true)
    try {
      onSignedIn(await loginByCode(phone, value))
    } catch (e) {
      if (!(e instanceof RequestError)) return
      if (e.code === ErrorCodes.ACCOUNT_NOT_REGISTERED.code) {
        message.info('该手机号尚未注册，请先注册')
        navigate(`/accountRegistration?phone=${phone}`)
        return
      }
      setError(e.message)
      setCode(emptyCode())
      setAttempt((n) => n + 1)
    } finally {
      setPending(false)
    }
  }

  const change = (next: string[]) => {
    setCode(next)
    if (error && next.some(Boolean)) setError(null)
  }

  return (
    <>
      <StepHeading title="输入验证码" onBack={onBack} />
      <Typography.Text type="secondary" className={styles.hint}>
        {sender.hasSentTo(phone)
          ? `验证码已发送至 +86 ${maskedPhone(phone)}，5 分钟内有效`
          : `验证码将发送至 +86 ${maskedPhone(phone)}，请点击获取验证码`}
      </Typography.Text>
      <CodeBoxes key={attempt} value={code} onChange={change} onComplete={(v) => void submit(v)} error={Boolean(error)} disabled={pending} autoFocus />
      <Typography.Paragraph type="danger" className={styles.codeError} role={error ? 'alert' : undefined}>
        {error}
      </Typography.Paragraph>
      <ResendControls phone={phone} sender={sender} />
      <SendNotice notice={sender.notice} />
      <Button type="primary" size="large" block loading={pending} disabled={!code.every(Boolean)} onClick={() => void submit(code.join(''))}>
        登录
      </Button>
    </>
  )
}
