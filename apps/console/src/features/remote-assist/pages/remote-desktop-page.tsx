import { REMOTE_WINDOW_MESSAGES } from '@yunying/contracts'
import { Alert, Button, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'

/** The relay's viewer socket (the server pairs it with the device's by the session's code and password). */
const RELAY_PATH = '/device-center/remote-desktop/relay'
const CLOSE_MESSAGES: Record<number, string> = {
  4401: '连接码或密码无效、已使用或已过期，请回到运营平台重新发起',
  4408: '连接超时，请重新发起',
  4000: '远程会话已结束',
}

type Phase = { kind: 'waiting' } | { kind: 'connecting' } | { kind: 'connected' } | { kind: 'ended'; message: string }

interface ConnectMessage {
  type: string
  remoteCode?: string
  remotePassword?: string
  supportName?: string
}

/**
 * The remote-desktop page (`remoteUrl` of the built-in relay), opened by the remote-connect dialog.
 * It says it is ready as soon as it loads and answers the opener's pings, takes the session's code
 * and password from its `postMessage` (never from the URL), proves them in the relay socket's first
 * message, and hands the open socket to noVNC, which draws the device's screen and sends keyboard
 * and mouse.
 */
export const RemoteDesktopPage = () => {
  const screenRef = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' })
  const [support, setSupport] = useState('')
  const stopRef = useRef<() => void>(() => {})

  useEffect(() => {
    document.title = '远程桌面 - 运营平台'
    let started = false
    const onMessage = (event: MessageEvent<ConnectMessage>) => {
      // Only the console that opened this window, on this origin, may drive it.
      if (event.origin !== window.location.origin || !window.opener || event.source !== window.opener) return
      const data = event.data
      if (data?.type === REMOTE_WINDOW_MESSAGES.ping) (event.source as Window).postMessage({ type: REMOTE_WINDOW_MESSAGES.ready }, event.origin)
      if (data?.type === REMOTE_WINDOW_MESSAGES.connect && !started && data.remoteCode && data.remotePassword) {
        started = true
        setSupport(data.supportName ?? '')
        void connect(data.remoteCode, data.remotePassword)
      }
    }
    const connect = async (remoteCode: string, remotePassword: string) => {
      setPhase({ kind: 'connecting' })
      const { default: RFB } = await import('@novnc/novnc')
      const url = new URL(RELAY_PATH, window.location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      const ws = new WebSocket(url)
      ws.binaryType = 'arraybuffer'
      let rfb: InstanceType<typeof RFB> | null = null
      ws.onopen = () => ws.send(JSON.stringify({ remoteCode, remotePassword }))
      ws.onclose = (e) => {
        if (!rfb) setPhase({ kind: 'ended', message: CLOSE_MESSAGES[e.code] ?? '连接已断开' })
      }
      ws.onmessage = (event: MessageEvent<string | ArrayBuffer>) => {
        if (typeof event.data !== 'string') return
        const hello = JSON.parse(event.data) as { type: string; vncPassword: string }
        if (hello.type !== 'ready' || !screenRef.current) return
        // From here on noVNC owns the socket: the device's RFB stream follows this message.
        rfb = new RFB(screenRef.current, ws, { credentials: { password: hello.vncPassword } })
        rfb.scaleViewport = true
        rfb.addEventListener('connect', () => setPhase({ kind: 'connected' }))
        rfb.addEventListener('credentialsrequired', () => rfb?.sendCredentials({ password: hello.vncPassword }))
        rfb.addEventListener('disconnect', () => setPhase({ kind: 'ended', message: '远程会话已结束' }))
        rfb.addEventListener('securityfailure', () => setPhase({ kind: 'ended', message: '设备拒绝了连接' }))
        stopRef.current = () => rfb?.disconnect()
      }
      stopRef.current = () => ws.close()
    }
    window.addEventListener('message', onMessage)
    // Announce itself to the console that opened it (same origin only) rather than wait for its next
    // ping: the pings come every 3 s and the first is sent before this page has loaded, so waiting cost
    // up to 3 s before the first frame (bench:remote). The pings still get their answer.
    if (window.opener) (window.opener as Window).postMessage({ type: REMOTE_WINDOW_MESSAGES.ready }, window.location.origin)
    return () => {
      window.removeEventListener('message', onMessage)
      stopRef.current()
    }
  }, [])

  const end = () => {
    stopRef.current()
    if (window.opener) (window.opener as Window).postMessage({ type: REMOTE_WINDOW_MESSAGES.close }, window.location.origin)
    else window.close()
  }

  const status =
    phase.kind === 'waiting' ? '正在等待运营平台发送连接信息…' : phase.kind === 'connecting' ? '正在连接设备…' : phase.kind === 'connected' ? `已连接${support ? `，协助人员：${support}` : ''}` : phase.message

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh', background: '#222222' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 16px' }}>
        <Typography.Text style={{ color: '#fff' }} role="status">
          远程桌面：{status}
        </Typography.Text>
        <Button danger onClick={end}>
          结束远程
        </Button>
      </div>
      {phase.kind === 'ended' ? <Alert type="warning" showIcon message={phase.message} style={{ margin: 16 }} /> : null}
      <div ref={screenRef} data-testid="remote-screen" aria-label="设备屏幕" style={{ flex: 1, overflow: 'hidden' }} />
    </div>
  )
}
