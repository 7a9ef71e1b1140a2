import { CloseOutlined, WarningOutlined } from '@ant-design/icons'
import { Button, theme } from 'antd'
import { useState } from 'react'

/** Height of the browser-tip bar (spec 1 §9). */
export const BROWSER_TIP_HEIGHT = 60
const MIN_CHROME = 70
const CLOSED_KEY = 'admin.browserTipClosed'

/** Non-Chrome browsers (Edge, Opera and the other Chromium-based ones included) and Chrome below 70 get the tip. */
export const needsBrowserTip = (userAgent: string) => {
  if (/Edg\/|OPR\/|Opera|SamsungBrowser|UCBrowser|QQBrowser|MetaSr|360SE|Firefox\//.test(userAgent)) return true
  const chrome = /Chrome\/(\d+)/.exec(userAgent)
  return !chrome || Number(chrome[1]) < MIN_CHROME
}

/** The 60 px browser-tip bar; closing it hides it for the rest of the browser session. */
export const BrowserTip = () => {
  const { token } = theme.useToken()
  const [closed, setClosed] = useState(() => sessionStorage.getItem(CLOSED_KEY) === '1' || !needsBrowserTip(navigator.userAgent))
  if (closed) return null
  return (
    <div
      role="alert"
      data-testid="browser-tip"
      style={{
        height: BROWSER_TIP_HEIGHT,
        boxSizing: 'border-box',
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        padding: '0 24px',
        background: token.colorWarningBg,
        borderBottom: `1px solid ${token.colorWarningBorder}`,
        color: token.colorText,
      }}
    >
      <WarningOutlined style={{ color: token.colorWarning, fontSize: 18 }} />
      <span>您正在使用的浏览器不是 Chrome 或版本低于 70，部分功能可能无法正常使用，建议使用最新版 Chrome 浏览器访问。</span>
      <Button
        type="text"
        size="small"
        aria-label="关闭浏览器提示"
        icon={<CloseOutlined />}
        onClick={() => {
          sessionStorage.setItem(CLOSED_KEY, '1')
          setClosed(true)
        }}
      />
    </div>
  )
}
