import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { WebSocket } from 'ws'
import { REMOTE_CREDENTIAL_TTL_MS, RelayHelloSchema, type DeviceControlMessage } from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { ProviderSession, ProviderState, RemoteDesktopProvider } from './remote-desktop-provider.js'

/** WebSocket close codes the relay uses (4000–4999 are the application's own). */
export const RELAY_CLOSE = { unauthorised: 4401, noSession: 4404, ended: 4000, timeout: 4408 } as const

/** Wrong passwords a code survives before it is spent. */
const MAX_WRONG = 5
/** What the relay keeps of the device's stream before the viewer joins (the RFB greeting, a first frame). */
const MAX_BUFFERED = 8 * 1024 * 1024
const HELLO_TIMEOUT_MS = 10_000

interface RelaySession {
  s: ProviderSession
  device: WebSocket | null
  viewer: WebSocket | null
  code: string
  /** SHA-256 of the password: compared in constant time, never kept in clear after it is answered. */
  passwordHash: Buffer
  password: string
  used: boolean
  wrong: number
  expiresAt: number
  buffered: Buffer[]
  bufferedBytes: number
  timer: NodeJS.Timeout
  bytes: { toViewer: number; toDevice: number }
  /** The device's VNC password (its first text message), handed to the viewer after it proves the session's credentials. */
  vncPassword: string
}

const sha = (text: string) => createHash('sha256').update(text).digest()
const PASSWORD_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'
const mintPassword = () => Array.from(randomBytes(12), (b) => PASSWORD_CHARS[b % PASSWORD_CHARS.length]).join('')
const send = (ws: WebSocket | null, data: Buffer) => {
  if (ws && ws.readyState === 1) ws.send(data)
}

/**
 * The built-in remote-desktop tool, the way MeshCentral relays: the device keeps one control
 * connection; for a session the server asks it (over that connection) to dial a second socket, which
 * it bridges to its local VNC server; the remote-desktop page opens the viewer socket and proves the
 * session's code and password in its first message; the relay pairs the two and pipes the RFB stream
 * unchanged. Code and password are minted per session, single-use, live at most five minutes, and are
 * never logged. Sessions live in this process's memory: the device's control connection is here.
 */
export const createRelayProvider = ({ clock, remoteUrl, devicePath }: { clock: Clock; remoteUrl: string; devicePath: (remoteId: string) => string }) => {
  const controls = new Map<number, WebSocket>()
  const sessions = new Map<string, RelaySession>()
  const byCode = new Map<string, string>()
  const listeners: Array<(remoteId: string) => void> = []

  const finish = (remoteId: string, reason: string) => {
    const r = sessions.get(remoteId)
    if (!r) return
    sessions.delete(remoteId)
    byCode.delete(r.code)
    clearTimeout(r.timer)
    for (const ws of [r.device, r.viewer]) if (ws && ws.readyState <= 1) ws.close(RELAY_CLOSE.ended, reason)
    const control = controls.get(r.s.deviceId)
    const end: DeviceControlMessage = { type: 'end', remoteId }
    if (control?.readyState === 1) control.send(JSON.stringify(end))
    for (const l of listeners) l(remoteId)
  }

  const stateOf = (r: RelaySession): ProviderState => {
    const ready = r.device !== null
    return {
      ready,
      remoteCode: ready && !r.used ? r.code : '',
      remotePassword: ready && !r.used ? r.password : '',
      remoteUrl,
      clientRemoteUrl: devicePath(r.s.remoteId),
    }
  }

  const mintCode = () => {
    for (;;) {
      const code = String(randomInt(100_000_000, 1_000_000_000))
      if (!byCode.has(code)) return code
    }
  }

  const provider: RemoteDesktopProvider & {
    attachControl(deviceId: number, ws: WebSocket): void
    attachDevice(remoteId: string, keyId: string, ws: WebSocket): void
    attachViewer(ws: WebSocket): void
    stats(): { sessions: number; controls: number }
  } = {
    name: 'relay',
    reachable: (deviceId) => controls.get(deviceId)?.readyState === 1,

    async start(s) {
      const control = controls.get(s.deviceId)
      if (!control || control.readyState !== 1) throw new AppError('CONFLICT', '设备未连接远程通道，请确认设备在线后重试')
      const password = mintPassword()
      const code = mintCode()
      const r: RelaySession = {
        s,
        device: null,
        viewer: null,
        code,
        password,
        passwordHash: sha(password),
        used: false,
        wrong: 0,
        expiresAt: clock.now().getTime() + REMOTE_CREDENTIAL_TTL_MS,
        buffered: [],
        bufferedBytes: 0,
        // Unused credentials die with the session: nobody may join after five minutes.
        timer: setTimeout(() => {
          const live = sessions.get(s.remoteId)
          if (live && !live.used) finish(s.remoteId, 'expired')
        }, REMOTE_CREDENTIAL_TTL_MS),
        bytes: { toViewer: 0, toDevice: 0 },
        vncPassword: '',
      }
      r.timer.unref()
      sessions.set(s.remoteId, r)
      byCode.set(code, s.remoteId)
      const message: DeviceControlMessage = { type: 'session', remoteId: s.remoteId }
      control.send(JSON.stringify(message))
      return stateOf(r)
    },

    async state(remoteId) {
      const r = sessions.get(remoteId)
      return r ? stateOf(r) : null
    },

    end: (remoteId) => finish(remoteId, 'ended'),
    onEnded: (l) => void listeners.push(l),
    close() {
      for (const id of [...sessions.keys()]) finish(id, 'server closing')
      for (const ws of controls.values()) ws.close(RELAY_CLOSE.ended, 'server closing')
      controls.clear()
    },
    stats: () => ({ sessions: sessions.size, controls: controls.size }),

    attachControl(deviceId, ws) {
      const old = controls.get(deviceId)
      if (old && old !== ws) old.close(RELAY_CLOSE.ended, 'replaced')
      controls.set(deviceId, ws)
      ws.on('close', () => {
        if (controls.get(deviceId) === ws) controls.delete(deviceId)
      })
      // The device only listens on this socket; anything it sends is ignored.
      ws.on('message', () => {})
    },

    /** The device's session socket: only the device the session is for, only once. */
    attachDevice(remoteId, keyId, ws) {
      const r = sessions.get(remoteId)
      if (!r || r.s.keyId !== keyId || r.device) {
        ws.close(RELAY_CLOSE.noSession, 'no session')
        return
      }
      r.device = ws
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (!isBinary) {
          // The device tells the VNC password its local server asks (up to 8 characters count in VNC).
          if (!r.viewer) r.vncPassword = data.toString('utf8').slice(0, 64)
          return
        }
        r.bytes.toViewer += data.length
        if (r.viewer) return send(r.viewer, data)
        r.bufferedBytes += data.length
        if (r.bufferedBytes > MAX_BUFFERED) return finish(remoteId, 'buffer full')
        r.buffered.push(data)
      })
      ws.on('close', () => finish(remoteId, 'device closed'))
      ws.on('error', () => finish(remoteId, 'device error'))
    },

    /** The remote-desktop page's socket: its first message must be the session's live code and password. */
    attachViewer(ws) {
      let paired: RelaySession | null = null
      const refuse = () => ws.close(RELAY_CLOSE.unauthorised, 'unauthorised')
      const helloTimer = setTimeout(() => paired || ws.close(RELAY_CLOSE.timeout, 'timeout'), HELLO_TIMEOUT_MS)
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (paired) {
          if (!isBinary) return
          paired.bytes.toDevice += data.length
          return send(paired.device, data)
        }
        clearTimeout(helloTimer)
        let hello
        try {
          hello = RelayHelloSchema.parse(JSON.parse(data.toString('utf8')))
        } catch {
          return refuse()
        }
        const remoteId = byCode.get(hello.remoteCode)
        const r = remoteId ? sessions.get(remoteId) : undefined
        // The same refusal for an unknown code, a wrong password, a spent or expired session.
        if (!r) return refuse()
        const match = timingSafeEqual(sha(hello.remotePassword), r.passwordHash)
        if (!match) {
          if (++r.wrong >= MAX_WRONG) byCode.delete(r.code)
          return refuse()
        }
        if (r.used || !r.device || clock.now().getTime() > r.expiresAt) return refuse()
        r.used = true
        r.password = ''
        byCode.delete(r.code)
        r.viewer = ws
        paired = r
        ws.send(JSON.stringify({ type: 'ready', vncPassword: r.vncPassword }))
        for (const chunk of r.buffered) send(ws, chunk)
        r.buffered = []
        r.bufferedBytes = 0
        ws.on('close', () => finish(r.s.remoteId, 'viewer closed'))
      })
      ws.on('error', () => paired && finish(paired.s.remoteId, 'viewer error'))
    },
  }
  return provider
}

export type RelayProvider = ReturnType<typeof createRelayProvider>
