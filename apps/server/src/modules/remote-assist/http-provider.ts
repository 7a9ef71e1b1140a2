import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { ProviderSession, ProviderState, RemoteDesktopProvider } from './remote-desktop-provider.js'

/**
 * A third-party remote-desktop service over HTTP (settings `REMOTE_PROVIDER=http`, `REMOTE_HTTP_URL`,
 * `REMOTE_HTTP_KEY`, `REMOTE_HTTP_SECRET`). The wire format (docs/remote-assistance.md):
 * - `POST {url}/sessions` `{ remoteId, deviceSn, deviceType }` opens a session;
 * - `POST {url}/sessions/{remoteId}/state` answers its state; `POST {url}/sessions/{remoteId}/end` ends it;
 * each answers `{ ready, code, password, url, clientUrl, ended? }`. Every call carries
 * `x-remote-key`, `x-remote-timestamp` and `x-remote-signature` = hex HMAC-SHA256(secret,
 * timestamp + "\n" + body). No call runs inside a database transaction.
 */
const AnswerSchema = z.object({
  ready: z.boolean(),
  code: z.string().max(64).default(''),
  password: z.string().max(64).default(''),
  url: z.string().max(2000),
  clientUrl: z.string().max(2000).default(''),
  ended: z.boolean().optional(),
})

export interface HttpProviderSettings {
  url: string
  key: string
  secret: string
  timeoutMs: number
}

export const createHttpProvider = ({ settings, clock }: { settings: HttpProviderSettings; clock: Clock }): RemoteDesktopProvider => {
  const listeners: Array<(remoteId: string) => void> = []
  const base = settings.url.replace(/\/+$/, '')

  const call = async (path: string, payload: unknown) => {
    const body = JSON.stringify(payload)
    const timestamp = String(Math.floor(clock.now().getTime() / 1000))
    const signature = createHmac('sha256', settings.secret).update(`${timestamp}\n${body}`).digest('hex')
    let res: Response
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-remote-key': settings.key, 'x-remote-timestamp': timestamp, 'x-remote-signature': signature },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
    } catch (cause) {
      throw new AppError('SYNC_PEER_FAILED', '远程工具服务无法连接，请稍后再试', null, cause)
    }
    if (res.status === 404) return null
    const parsed = AnswerSchema.safeParse(await res.json().catch(() => null))
    if (!res.ok || !parsed.success) throw new AppError('SYNC_PEER_FAILED', `远程工具服务返回错误（HTTP ${res.status}）`, null, parsed.success ? undefined : parsed.error)
    return parsed.data
  }

  const toState = (a: z.infer<typeof AnswerSchema>): ProviderState => ({
    ready: a.ready,
    remoteCode: a.ready ? a.code : '',
    remotePassword: a.ready ? a.password : '',
    remoteUrl: a.url,
    clientRemoteUrl: a.clientUrl,
  })

  return {
    name: 'http',
    reachable: async () => null,
    async start(s: ProviderSession) {
      const a = await call('/sessions', { remoteId: s.remoteId, deviceSn: s.deviceSn, deviceType: s.deviceType })
      if (!a) throw new AppError('SYNC_PEER_FAILED', '远程工具服务不认识该设备')
      return toState(a)
    },
    async state(remoteId) {
      const a = await call(`/sessions/${encodeURIComponent(remoteId)}/state`, {})
      if (!a || a.ended) {
        for (const l of listeners) l(remoteId)
        return null
      }
      return toState(a)
    },
    end(remoteId) {
      void call(`/sessions/${encodeURIComponent(remoteId)}/end`, {}).catch(() => undefined)
      for (const l of listeners) l(remoteId)
    },
    onEnded: (l) => void listeners.push(l),
    close() {},
  }
}
