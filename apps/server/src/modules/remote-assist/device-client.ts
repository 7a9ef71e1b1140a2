import { createHash, createHmac, randomBytes } from 'node:crypto'
import net from 'node:net'
import WebSocket from 'ws'
import type { DeviceBeatMessage } from '@yunying/contracts'

/**
 * The device side of remote assistance (docs/remote-assistance.md "Device API"): what a store's POS runs.
 * It registers once with its store's enrolment token, then signs every call with its own secret in the
 * access kernel's `signed` format, keeps one outbound control connection, and for each session the
 * server announces dials a second socket that it bridges to its local VNC server. The server never
 * dials the device (stores sit behind NAT).
 */
export interface DeviceKey {
  deviceId: number
  keyId: string
  secret: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The kernel's signed headers for one call: HMAC-SHA256 over method, path, timestamp, nonce and the body's hash. */
export const signHeaders = (key: DeviceKey, method: string, path: string, body: string, now = Date.now()) => {
  const timestamp = String(Math.floor(now / 1000))
  const nonce = randomBytes(16).toString('base64url')
  const text = `${method.toUpperCase()}\n${path}\n${timestamp}\n${nonce}\n${sha256(body)}`
  return {
    'x-signed-key-id': key.keyId,
    'x-signed-timestamp': timestamp,
    'x-signed-nonce': nonce,
    'x-signed-signature': createHmac('sha256', key.secret).update(text).digest('hex'),
  }
}

export interface Envelope<T> {
  status: boolean
  code: number
  message: string
  data: T
}

const post = async <T>(server: string, path: string, payload: unknown, headers: Record<string, string> = {}) => {
  const body = JSON.stringify(payload)
  const res = await fetch(new URL(path, server), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}

export const registerDevice = async (server: string, input: { token: string; deviceSn: string; deviceType: number; clientVersion?: string }) => {
  const res = await post<DeviceKey>(server, '/device-center/device/register', input)
  if (!res.body.status) throw new Error(`register ${input.deviceSn}: ${res.status} ${res.body.message}`)
  return res.body.data
}

export const signedPost = async <T>(server: string, key: DeviceKey, path: string, payload: unknown) => {
  const body = JSON.stringify(payload)
  return post<T>(server, path, payload, signHeaders(key, 'POST', path, body))
}

const wsUrl = (server: string, path: string) => new URL(path, server.replace(/^http/, 'ws')).toString()

/** Opens a signed WebSocket of the device API; resolves once it is open, rejects with the HTTP status when refused. */
export const openSigned = (server: string, key: DeviceKey, path: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(wsUrl(server, path), { headers: signHeaders(key, 'GET', path, '') })
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: HTTP ${res.statusCode}`)))
    ws.once('error', reject)
  })

export interface AgentOptions {
  server: string
  key: DeviceKey
  /** The local VNC server to bridge sessions to (loopback) and its password; null answers sessions without a screen. */
  vnc: { host: string; port: number; password: string } | null
  controllable: boolean
  clientVersion?: string
  heartbeatMs?: number
  /** How long the device takes to answer a session request (a real POS asks its tool first). */
  answerDelayMs?: number
  log?: (line: string) => void
}

/** A running device: heartbeats, the control connection, and one bridge per session. */
export const startAgent = (o: AgentOptions) => {
  const log = o.log ?? (() => {})
  const bridges = new Map<string, { ws: WebSocket; tcp: net.Socket | null }>()
  let control: WebSocket | null = null
  let stopped = false
  let retry: NodeJS.Timeout | null = null

  const heartbeat = async () => {
    const body = { controllable: o.controllable, clientVersion: o.clientVersion ?? 'sim-1.0.0' }
    // On the control connection while it is open (signed once, when it opened); the signed call otherwise.
    if (control?.readyState === WebSocket.OPEN) {
      const beat: DeviceBeatMessage = { type: 'beat', ...body }
      control.send(JSON.stringify(beat))
      return
    }
    try {
      await signedPost(o.server, o.key, '/device-center/device/heartbeat', body)
    } catch (err) {
      log(`heartbeat failed: ${(err as Error).message}`)
    }
  }

  const bridge = async (remoteId: string) => {
    const ws = await openSigned(o.server, o.key, `/device-center/device/relay/${remoteId}`)
    const entry: { ws: WebSocket; tcp: net.Socket | null } = { ws, tcp: null }
    bridges.set(remoteId, entry)
    const end = () => {
      bridges.delete(remoteId)
      entry.tcp?.destroy()
      if (ws.readyState <= 1) ws.close()
    }
    ws.on('close', end)
    ws.on('error', end)
    if (!o.vnc) return
    ws.send(o.vnc.password)
    const tcp = net.connect(o.vnc.port, o.vnc.host)
    entry.tcp = tcp
    tcp.on('data', (chunk) => ws.readyState === 1 && ws.send(chunk, { binary: true }))
    ws.on('message', (data: Buffer, isBinary) => isBinary && tcp.write(data))
    tcp.on('close', end)
    tcp.on('error', end)
    log(`session ${remoteId.slice(0, 6)}…: bridged to VNC ${o.vnc.host}:${o.vnc.port}`)
  }

  const connect = async () => {
    try {
      control = await openSigned(o.server, o.key, '/device-center/device/control')
    } catch (err) {
      log(`control connection failed: ${(err as Error).message}`)
      if (!stopped) retry = setTimeout(() => void connect(), 2000)
      return
    }
    control.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as { type: string; remoteId: string }
      if (msg.type === 'session') setTimeout(() => void bridge(msg.remoteId).catch((e: Error) => log(`bridge failed: ${e.message}`)), o.answerDelayMs ?? 0)
      if (msg.type === 'end') bridges.get(msg.remoteId)?.ws.close()
    })
    control.on('close', () => {
      control = null
      if (!stopped) retry = setTimeout(() => void connect(), 2000)
    })
    control.on('error', () => undefined)
  }

  const ready = (async () => {
    await heartbeat()
    await connect()
  })()
  const timer = setInterval(() => void heartbeat(), o.heartbeatMs ?? 10_000)
  timer.unref()

  return {
    ready,
    heartbeat,
    apply: () => signedPost<{ applyId: number; applyStatus: number }>(o.server, o.key, '/device-center/device/apply', {}),
    sessions: () => [...bridges.keys()],
    async stop() {
      stopped = true
      clearInterval(timer)
      if (retry) clearTimeout(retry)
      for (const b of bridges.values()) b.ws.close()
      control?.close()
    },
  }
}
