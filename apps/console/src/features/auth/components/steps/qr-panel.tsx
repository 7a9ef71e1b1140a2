import { CheckCircleFilled, ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons'
import type { LoginResult } from '@yunying/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Spin, Typography } from 'antd'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { RequestError } from '../../../../shared/lib/request.js'
import { loginByAppScanner, qrCodeQuery, qrStatusQuery } from '../../api/qr-code.js'
import { QrState } from '../../lib/login-constants.js'
import styles from './qr-panel.module.css'

/**
 * QR sign-in (spec 1 §4): the status is polled every second while this view is shown; an expired
 * code offers 点击刷新, a scanned one waits for the phone, a confirmed one finishes the sign-in.
 */
export const QrPanel = ({ onSignedIn }: { onSignedIn(result: LoginResult): void }) => {
  const code = useQuery(qrCodeQuery())
  const key = code.data?.key
  const status = useQuery(qrStatusQuery(key))
  const [finishing, setFinishing] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null)
  const spent = useRef<string | null>(null)

  const state = status.data?.state
  const authToken = status.data?.authToken
  useEffect(() => {
    if (!key || state !== QrState.confirmed || !authToken || spent.current === key) return
    spent.current = key
    setFinishing(key)
    loginByAppScanner(key, authToken)
      .then(onSignedIn)
      .catch((error: unknown) => setFailure({ key, message: error instanceof RequestError ? error.message : '登录失败，请刷新二维码' }))
      .finally(() => setFinishing(null))
  }, [key, state, authToken, onSignedIn])

  const failed = failure && failure.key === key ? failure.message : null
  const expired =
    Boolean(failed) || status.isError || state === QrState.expired || (state === QrState.confirmed && !authToken && finishing !== key && spent.current !== key)

  let overlay = null
  if (code.isError) {
    overlay = <Overlay icon={<ExclamationCircleFilled className={styles.icon} style={{ color: '#faad14' }} />} text="二维码获取失败" onRefresh={() => void code.refetch()} />
  } else if (expired) {
    overlay = <Overlay icon={<ExclamationCircleFilled className={styles.icon} style={{ color: '#faad14' }} />} text={failed ?? '二维码已失效'} onRefresh={() => void code.refetch()} />
  } else if (state === QrState.confirmed) {
    overlay = <Overlay icon={<Spin />} text="已确认，正在登录…" />
  } else if (state === QrState.scanned) {
    overlay = <Overlay icon={<CheckCircleFilled className={styles.icon} style={{ color: '#52c41a' }} />} text="扫码成功，请在手机上确认" />
  }

  return (
    <div className={styles.panel}>
      <div className={styles.frame} data-testid="qr-code" data-state={expired ? QrState.expired : (state ?? '')}>
        {code.isFetching ? <Spin /> : code.data ? <img src={code.data.imgSrc} alt="登录二维码" /> : null}
        {code.isFetching ? null : overlay}
      </div>
      <Typography.Paragraph type="secondary" className={styles.tip}>
        请使用手机浏览器扫描二维码（手机需已登录运营平台），
        <br />
        并在手机上确认登录
      </Typography.Paragraph>
    </div>
  )
}

const Overlay = ({ icon, text, onRefresh }: { icon: ReactNode; text: string; onRefresh?: () => void }) => (
  <div className={styles.overlay} role="status">
    {icon}
    <span>{text}</span>
    {onRefresh ? (
      <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={onRefresh}>
        点击刷新
      </Button>
    ) : null}
  </div>
)
