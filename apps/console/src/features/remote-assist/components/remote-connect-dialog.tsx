import { useQueryClient } from '@tanstack/react-query'
import { REMOTE_POLL_MS, REMOTE_WINDOW_MESSAGES, REMOTE_WINDOW_PING_MS, type RemoteConfig } from '@yunying/contracts'
import { Alert, Button, Descriptions, Spin, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useOperatorIdentity } from '../../../shared/lib/operator-identity.js'
import { Modal } from '../../../shared/ui/dialog.js'
import { pollRemoteUrl } from '../api/poll-remote-url.js'
import { remoteKeys } from '../api/remote-keys.js'
import { startRemote } from '../api/start-remote.js'

/** What to connect to: a device (type 1) or an application still applying (type 2). */
export type RemoteTarget = { id: number; type: 1 | 2; deviceSn: string } | null

interface Props {
  target: RemoteTarget
  onClose: () => void
}

/**
 * The remote-connect dialog (spec 3 §4.3): asks for the remote config on open, shows it at once when
 * its type is 1 or polls `remote-url` every 2 s until it is; any failed call closes it (the request
 * layer shows the server's message). Confirm opens the remote-desktop page in a new window, pings it
 * every 3 s until it answers, then posts the code, password and the operator's support name to its
 * exact origin; a close message from that window closes it and the dialog.
 */
export const RemoteConnectDialog = ({ target, onClose }: Props) => {
  const client = useQueryClient()
  const { accountName } = useOperatorIdentity()
  const [config, setConfig] = useState<RemoteConfig | null>(null)
  const [phase, setPhase] = useState<'idle' | 'opening' | 'connected'>('idle')
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const windowRef = useRef<Window | null>(null)

  useEffect(() => {
    if (!target) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    setConfig(null)
    setPhase('idle')
    const fail = () => {
      if (!stopped) closeRef.current()
    }
    const poll = (c: RemoteConfig) => {
      timer = setTimeout(() => {
        pollRemoteUrl({ remoteId: c.remoteId, remoteToolId: c.remoteToolId }).then((next) => {
          if (stopped) return
          if (next.type === 1) setConfig(next)
          else poll(next)
        }, fail)
      }, REMOTE_POLL_MS)
    }
    startRemote({ id: target.id, type: target.type }).then((c) => {
      if (stopped) return
      void client.invalidateQueries({ queryKey: remoteKeys.all })
      setConfig(c)
      if (c.type !== 1) poll(c)
    }, fail)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [target, client])

  const ready = config?.type === 1

  const openDesktop = () => {
    if (!config) return
    const url = new URL(config.remoteUrl, window.location.href)
    const origin = url.origin
    const win = window.open(url.toString(), `remote-desktop-${config.remoteId}`)
    if (!win) return
    windowRef.current = win
    setPhase('opening')
    const ping = () => win.postMessage({ type: REMOTE_WINDOW_MESSAGES.ping }, origin)
    const pinger = setInterval(ping, REMOTE_WINDOW_PING_MS)
    ping()
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.source !== win || event.origin !== origin) return
      if (event.data?.type === REMOTE_WINDOW_MESSAGES.ready) {
        clearInterval(pinger)
        win.postMessage({ type: REMOTE_WINDOW_MESSAGES.connect, remoteCode: config.remoteCode, remotePassword: config.remotePassword, supportName: accountName || '运营支持' }, origin)
        setPhase('connected')
      }
      if (event.data?.type === REMOTE_WINDOW_MESSAGES.close) {
        clearInterval(pinger)
        window.removeEventListener('message', onMessage)
        win.close()
        void client.invalidateQueries({ queryKey: remoteKeys.all })
        closeRef.current()
      }
    }
    window.addEventListener('message', onMessage)
  }

  return (
    <Modal
      open={target !== null}
      title="远程协助"
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!ready || phase !== 'idle'} onClick={openDesktop}>
          {phase === 'idle' ? '打开远程桌面' : phase === 'opening' ? '正在打开…' : '已连接'}
        </Button>,
      ]}
    >
      {!ready ? (
        <div role="status" style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <Typography.Paragraph style={{ marginTop: 12 }}>{config ? '正在等待设备响应…' : '正在获取远程配置…'}</Typography.Paragraph>
        </div>
      ) : (
        <>
          <Descriptions column={1} bordered size="small" aria-label="连接信息">
            <Descriptions.Item label="设备SN">{target?.deviceSn}</Descriptions.Item>
            <Descriptions.Item label="连接码">{config.remoteCode}</Descriptions.Item>
            <Descriptions.Item label="连接密码">
              <Typography.Text copyable>{config.remotePassword}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Alert style={{ marginTop: 12 }} type="info" showIcon message="连接码和密码仅可使用一次，5 分钟内有效。" />
        </>
      )}
    </Modal>
  )
}
