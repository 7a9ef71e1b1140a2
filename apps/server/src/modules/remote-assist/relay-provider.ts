import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import WebSocket from 'ws'
import { REMOTE_CREDENTIAL_TTL_MS, RelayHelloSchema, type DeviceControlMessage } from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { signedHeaders } from '../access/signed-access.js'
import type { RelayRoutes } from './relay-routes.repository.js'
import type { ProviderSession, ProviderState, RemoteDesktopProvider } from './remote-desktop-provider.js'

/** WebSocket close codes the relay uses (4000–4999 are the application's own). */
export const RELAY_CLOSE = { unauthorised: 4401, noSession: 4404, ended: 4000, timeout: 4408 } as const

/** Wrong passwords a code survives before it is spent. */
const MAX_WRONG = 5
/** What the relay keeps of the device's stream before the viewer joins (the RFB greeting, a first frame). */
const MAX_BUFFERED = 8 * 1024 * 1024
const HELLO_TIMEOUT_MS = 10_000

/** The instance-to-instance calls of the relay (`signed:relay-peer`), under one prefix. */
export const PEER_BASE = '/device-center/relay-peer'
/** The one key id of the peer family: every instance signs with the shared `RELAY_PEER_SECRET`. */
export const PEER_KEY_ID = 'instance'
/** How long a route lives without its owner refreshing it (every ROUTE_REFRESH_MS). */
const ROUTE_TTL_MS = 90_000
const ROUTE_REFRESH_MS = 30_000
const PEER_TIMEOUT_MS = 5_000
const UNREACHABLE = '设备未连接远程通道，请确认设备在线后重试'

/** Several instances behind a balancer: this instance's registry and the secret the instances share. */
export interface RelayPeers {
  routes: RelayRoutes
  secret: string
}

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
/** A close code that may be sent on: the application's own and a normal close; anything else is an end. */
const passCode = (code: number) => (code === 1000 || (code >= 3000 && code <= 4999) ? code : RELAY_CLOSE.ended)

/**
 * Pipes `client` to the instance that owns its session, message for message (text stays text, binary
 * binary): `first` are what the client sent before the owner was known. A close on either side
 * closes the other with the same code.
 */
const forward = (client: WebSocket, url: string, headers: Record<string, string>, first: Array<[Buffer, boolean]>) => {
  const up = new WebSocket(url, { headers, maxPayload: 16 * 1024 * 1024 })
  const pending = [...first]
  client.on('message', (data: Buffer, isBinary: boolean) => (up.readyState === 1 ? up.send(data, { binary: isBinary }) : pending.push([data, isBinary])))
  up.on('open', () => {
    for (const [data, isBinary] of pending.splice(0)) up.send(data, { binary: isBinary })
  })
  up.on('message', (data: Buffer, isBinary: boolean) => client.readyState === 1 && client.send(data, { binary: isBinary }))
  up.on('close', (code, reason) => client.readyState <= 1 && client.close(passCode(code), reason.toString()))
  up.on('error', () => client.readyState <= 1 && client.close(RELAY_CLOSE.ended, 'peer unreachable'))
  client.on('close', (code) => (up.readyState === 1 ? up.close(passCode(code)) : up.readyState === 0 ? up.terminate() : undefined))
  client.on('error', () => up.terminate())
}

/**
 * The built-in remote-desktop tool, the way MeshCentral relays: the device keeps one control
 * connection; for a session the server asks it (over that connection) to dial a second socket, which
 * it bridges to its local VNC server; the remote-desktop page opens the viewer socket and proves the
 * session's code and password in its first message; the relay pairs the two and pipes the RFB stream
 * unchanged. Code and password are minted per session, single-use, live at most five minutes, and are
 * never logged. A session lives in the memory of the instance that holds the device's control
 * connection (its owner). With `peers` (several instances behind a balancer) the owners are written
 * to a shared registry: an instance without the device's control connection asks its owner to start
 * the session and for its state, and pipes a device or viewer socket that reached it to the owner.
 */
export const createRelayProvider = ({
  clock,
  remoteUrl,
  devicePath,
  peers = null,
}: {
  clock: Clock
  remoteUrl: string
  devicePath: (remoteId: string) => string
  peers?: RelayPeers | null
}) => {
  const controls = new Map<number, WebSocket>()
  const sessions = new Map<string, RelaySession>()
  const byCode = new Map<string, string>()
  const listeners: Array<(remoteId: string) => void> = []

  const codeKey = (code: string) => `code:${createHmac('sha256', peers!.secret).update(code).digest('hex')}`
  /** Best effort: a registry write that fails leaves a route to expire by itself. */
  const quietly = (p: Promise<unknown>) => void p.catch(() => undefined)
  const peerHeaders = (method: string, path: string, rawBody: string) =>
    signedHeaders({ keyId: PEER_KEY_ID, secret: peers!.secret }, { method, path, nonce: randomBytes(16).toString('base64url'), rawBody, now: clock.now() })
  /** A call to the owning instance; null when it cannot be reached or answers badly. */
  const peerCall = async <T>(instance: string, path: string, payload: object) => {
    const raw = JSON.stringify(payload)
    try {
      const res = await fetch(new URL(`${PEER_BASE}/${path}`, instance), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...peerHeaders('POST', `${PEER_BASE}/${path}`, raw) },
        body: raw,
        signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
      })
      return (await res.json()) as { status: boolean; message: string; data: T }
    } catch {
      return null
    }
  }
  const ownerOf = async (key: string) => {
    if (!peers) return null
    const owner = await peers.routes.owner(key, clock.now()).catch(() => null)
    return owner && owner !== peers.routes.self ? owner : null
  }
  const forwardTo = (owner: string, client: WebSocket, path: string, first: Array<[Buffer, boolean]>) =>
    forward(client, new URL(path, owner.replace(/^http/, 'ws')).toString(), peerHeaders('GET', path, ''), first)
  const expiry = (ms: number) => new Date(clock.now().getTime() + ms)
  const refresher = peers
    ? setInterval(() => {
        const keys = [...[...controls.keys()].map((id) => `device:${id}`), ...[...sessions.keys()].map((id) => `session:${id}`)]
        quietly(peers.routes.refresh(keys, expiry(ROUTE_TTL_MS), clock.now()))
      }, ROUTE_REFRESH_MS)
    : null
  refresher?.unref()

  const finish = (remoteId: string, reason: string) => {
    const r = sessions.get(remoteId)
    if (!r) return
    sessions.delete(remoteId)
    byCode.delete(r.code)
    if (peers) quietly(peers.routes.drop([`session:${remoteId}`, codeKey(r.code)]))
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
    async reachable(deviceIds) {
      const here = new Set(deviceIds.filter((id) => controls.get(id)?.readyState === 1))
      const elsewhere = deviceIds.filter((id) => !here.has(id)).map((id) => `device:${id}`)
      if (!peers || elsewhere.length === 0) return here
      for (const key of await peers.routes.live(elsewhere, clock.now())) here.add(Number(key.slice('device:'.length)))
      return here
    },

    async start(s) {
      const control = controls.get(s.deviceId)
      if (!control || control.readyState !== 1) {
        // Another instance may hold the device: it starts the session, which then lives there.
        const owner = await ownerOf(`device:${s.deviceId}`)
        const answer = owner ? await peerCall<ProviderState>(owner, 'start', s) : null
        if (!answer) throw new AppError('CONFLICT', UNREACHABLE)
        if (!answer.status) throw new AppError('CONFLICT', answer.message)
        return answer.data
      }
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
      // The device's session socket and the viewer may reach any instance: they must find this one.
      if (peers) {
        const until = expiry(REMOTE_CREDENTIAL_TTL_MS + ROUTE_TTL_MS)
        await Promise.all([peers.routes.set(`session:${s.remoteId}`, until), peers.routes.set(codeKey(code), until)])
      }
      const message: DeviceControlMessage = { type: 'session', remoteId: s.remoteId }
      control.send(JSON.stringify(message))
      return stateOf(r)
    },

    async state(remoteId) {
      const r = sessions.get(remoteId)
      if (r) return stateOf(r)
      const owner = await ownerOf(`session:${remoteId}`)
      const answer = owner ? await peerCall<ProviderState | null>(owner, 'state', { remoteId }) : null
      return answer?.status ? answer.data : null
    },

    end(remoteId) {
      if (sessions.has(remoteId)) return finish(remoteId, 'ended')
      void ownerOf(`session:${remoteId}`).then((owner) => (owner ? peerCall(owner, 'end', { remoteId }) : null))
    },
    onEnded: (l) => void listeners.push(l),
    close() {
      if (refresher) clearInterval(refresher)
      if (peers) quietly(peers.routes.drop([...controls.keys()].map((id) => `device:${id}`)))
      for (const id of [...sessions.keys()]) finish(id, 'server closing')
      for (const ws of controls.values()) ws.close(RELAY_CLOSE.ended, 'server closing')
      controls.clear()
    },
    stats: () => ({ sessions: sessions.size, controls: controls.size }),

    attachControl(deviceId, ws) {
      const old = controls.get(deviceId)
      if (old && old !== ws) old.close(RELAY_CLOSE.ended, 'replaced')
      controls.set(deviceId, ws)
      if (peers) quietly(peers.routes.set(`device:${deviceId}`, expiry(ROUTE_TTL_MS)))
      ws.on('close', () => {
        if (controls.get(deviceId) !== ws) return
        controls.delete(deviceId)
        if (peers) quietly(peers.routes.drop([`device:${deviceId}`]))
      })
      // What the device sends here (its heartbeats) is the device routes' to read, not the relay's.
    },

    /** The device's session socket: only the device the session is for, only once. */
    attachDevice(remoteId, keyId, ws) {
      const r = sessions.get(remoteId)
      if (!r && peers) {
        // The session may live on another instance: hold what the device sends until it is found.
        const early: Array<[Buffer, boolean]> = []
        const hold = (data: Buffer, isBinary: boolean) => void early.push([data, isBinary])
        ws.on('message', hold)
        void ownerOf(`session:${remoteId}`).then((owner) => {
          ws.off('message', hold)
          if (!owner) return ws.close(RELAY_CLOSE.noSession, 'no session')
          forwardTo(owner, ws, `${PEER_BASE}/device/${remoteId}/${keyId}`, early)
        })
        return
      }
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
      let forwarding = false
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (forwarding) return
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
        if (!remoteId && peers) {
          // The code may be another instance's: it is asked, and the socket piped to it, hello first.
          forwarding = true
          const early: Array<[Buffer, boolean]> = [[data, false]]
          const hold = (more: Buffer, moreBinary: boolean) => void early.push([more, moreBinary])
          ws.on('message', hold)
          void ownerOf(codeKey(hello.remoteCode)).then((owner) => {
            ws.off('message', hold)
            if (!owner) return refuse()
            forwardTo(owner, ws, `${PEER_BASE}/viewer`, early)
          })
          return
        }
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
