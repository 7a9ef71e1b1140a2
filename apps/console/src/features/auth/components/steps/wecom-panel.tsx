import { WechatWorkOutlined } from '@ant-design/icons'
import type { LoginResult } from '@yunying/contracts'
import { Alert, Button, Spin, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { RequestError } from '../../../../shared/lib/request.js'
import { fetchWecomUrl, loginByWecomCode } from '../../api/wecom.js'
import { leaveForUrl, reloadLoginPage } from '../../lib/navigation.js'

/** Spec 1 §4: a failed enterprise-WeChat sign-in reloads /login without the query after 2 seconds. */
export const WECOM_FAILURE_RELOAD_MS = 2000

interface WecomPanelProps {
  /** The provider's answer on the way back: `?loginType=wecom&code=…&state=…`. */
  code: string | null
  state: string | null
  onSignedIn(result: LoginResult): void
}

/** Enterprise-WeChat quick login: off to the provider's authorisation page, and back with a code. */
export const WecomPanel = ({ code, state, onSignedIn }: WecomPanelProps) => {
  const [leaving, setLeaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (!code || started.current) return
    started.current = true
    loginByWecomCode(code, state)
      .then(onSignedIn)
      .catch((error: unknown) => {
        setFailure(error instanceof RequestError ? error.message : '企业微信登录失败')
        setTimeout(reloadLoginPage, WECOM_FAILURE_RELOAD_MS)
      })
  }, [code, state, onSignedIn])

  const authorise = async () => {
    setLeaving(true)
    try {
      leaveForUrl((await fetchWecomUrl()).url)
    } catch {
      // The request layer has shown the message.
      setLeaving(false)
    }
  }

  if (failure) return <Alert type="error" showIcon message={failure} description="2 秒后返回登录页" />
  if (code) {
    return (
      <div style={{ textAlign: 'center', padding: '32px 0' }}>
        <Spin />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          正在通过企业微信登录…
        </Typography.Paragraph>
      </div>
    )
  }
  return (
    <div style={{ textAlign: 'center', padding: '12px 0 4px' }}>
      <WechatWorkOutlined style={{ fontSize: 48, color: '#1677ff' }} />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 20px' }}>
        使用企业微信扫码授权，以企业微信绑定的手机号登录
      </Typography.Paragraph>
      <Button type="primary" size="large" block loading={leaving} onClick={() => void authorise()}>
        前往企业微信授权
      </Button>
    </div>
  )
}
