import { App, Button } from 'antd'
import type { CodeSender } from '../hooks/use-code-sender.js'
import styles from './auth.module.css'

/**
 * 获取验证码 / {n}s 后重新发送, and the voice code: a call from a fixed number reads the code out.
 * Both wait out the same 60 s.
 */
export const ResendControls = ({ phone, sender, onBeforeSend }: { phone: string; sender: CodeSender; onBeforeSend?: () => Promise<boolean> }) => {
  const { message } = App.useApp()
  const seconds = sender.secondsLeft(phone)

  const send = async (channel: 'sms' | 'voice') => {
    if (onBeforeSend && !(await onBeforeSend())) return
    const outcome = await sender.send(phone, channel)
    if (outcome === 'sent') message.success(channel === 'voice' ? '我们将以固定号码来电播报验证码，请注意接听' : '验证码已发送')
  }

  return (
    <div className={styles.resend}>
      {/* No spinner: the label says what is going on, and stays the button's whole accessible name. */}
      <Button type="link" disabled={seconds > 0 || sender.sending !== null} onClick={() => void send('sms')}>
        {seconds > 0 ? `${seconds}s 后重新发送` : sender.sending === 'sms' ? '发送中…' : '获取验证码'}
      </Button>
      <Button type="link" disabled={seconds > 0 || sender.sending !== null} onClick={() => void send('voice')}>
        {sender.sending === 'voice' ? '正在呼叫…' : '收不到短信？试试语音验证码'}
      </Button>
    </div>
  )
}
