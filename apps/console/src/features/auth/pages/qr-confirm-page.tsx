import { DesktopOutlined } from '@ant-design/icons'
import { Button, Result, Spin, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { RequestError } from '../../../shared/lib/request.js'
import { actOnQrCode, type QrAction } from '../api/qr-confirm.js'
import styles from './qr-confirm-page.module.css'

type Phase = 'scanning' | 'ready' | 'confirming' | 'cancelling' | 'confirmed' | 'cancelled' | 'failed'

const reasonOf = (error: unknown) => (error instanceof RequestError ? error.message : '操作失败，请稍后再试')

/** Drops the console's minimum body width while a phone shows this page. */
const useBareBody = () => {
  useEffect(() => {
    document.documentElement.classList.add('auth-bare')
    return () => document.documentElement.classList.remove('auth-bare')
  }, [])
}

/**
 * /qrLogin/confirm?key=: what a signed-in phone opens from the login QR. Opening it marks the code
 * scanned; 确认登录 signs the computer in as this account, 取消 turns it down.
 */
export const QrConfirmPage = () => {
  useBareBody()
  const [params] = useSearchParams()
  const key = params.get('key') ?? ''
  const user = useAccountStore((s) => s.user)
  const [phase, setPhase] = useState<Phase>(key ? 'scanning' : 'failed')
  const [failure, setFailure] = useState(key ? '' : '二维码无效，请在电脑上刷新后重新扫码')
  const scanned = useRef<string | null>(null)

  const fail = (error: unknown) => {
    setFailure(reasonOf(error))
    setPhase('failed')
  }

  const act = async (action: QrAction, during: Phase, after: Phase) => {
    setPhase(during)
    try {
      await actOnQrCode(action, key)
      setPhase(after)
    } catch (error) {
      fail(error)
    }
  }

  useEffect(() => {
    // Once per key, whatever React does with effects in development.
    if (!key || scanned.current === key) return
    scanned.current = key
    actOnQrCode('scan', key).then(
      () => setPhase('ready'),
      (error: unknown) => {
        setFailure(reasonOf(error))
        setPhase('failed')
      },
    )
  }, [key])

  if (phase === 'scanning') {
    return (
      <div className={styles.page}>
        <Spin size="large" />
      </div>
    )
  }
  const result =
    phase === 'confirmed' ? (
      <Result status="success" title="已确认登录" subTitle="请在电脑上继续操作" />
    ) : phase === 'cancelled' ? (
      <Result status="info" title="已取消登录" subTitle="电脑端不会登录此账号" />
    ) : phase === 'failed' ? (
      <Result status="warning" title={failure} />
    ) : null
  if (result) return <div className={styles.page}>{result}</div>

  return (
    <div className={styles.page}>
      <DesktopOutlined className={styles.icon} />
      <Typography.Title level={4} className={styles.title}>
        运营平台网页版登录确认
      </Typography.Title>
      <Typography.Text type="secondary">
        将以 {user ? `${user.name}（${user.username}）` : '当前账号'} 的身份在电脑上登录
      </Typography.Text>
      <div className={styles.actions}>
        <Button type="primary" size="large" block loading={phase === 'confirming'} disabled={phase === 'cancelling'} onClick={() => void act('confirm', 'confirming', 'confirmed')}>
          确认登录
        </Button>
        <Button size="large" block loading={phase === 'cancelling'} disabled={phase === 'confirming'} onClick={() => void act('cancel', 'cancelling', 'cancelled')}>
          取消
        </Button>
      </div>
    </div>
  )
}
