import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, vi } from 'vitest'

export interface Seen {
  method: string
  path: string
  query: URLSearchParams
  body: Record<string, unknown>
}
export interface Answer {
  status?: number
  ok?: boolean
  code?: number
  message?: string
  data?: unknown
}
type Handler = (call: Seen) => Answer

/**
 * A real HTTP server on 127.0.0.1 that plays the gateway for component tests: each test says what a
 * `METHOD /path` answers (in the envelope) and reads back what the screen sent.
 */
export const startFakeGateway = async () => {
  const handlers = new Map<string, Handler>()
  const seen: Seen[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url!, 'http://127.0.0.1')
      const call: Seen = { method: req.method!, path: url.pathname, query: url.searchParams, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} }
      seen.push(call)
      const handler = handlers.get(`${call.method} ${call.path}`)
      const answer: Answer = handler ? handler(call) : { status: 404, ok: false, code: 40400, message: '接口不存在' }
      const ok = answer.ok ?? true
      res.writeHead(answer.status ?? (ok ? 200 : 400), { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify({ status: ok, code: answer.code ?? 0, message: answer.message ?? (ok ? '操作成功' : '操作失败'), data: answer.data ?? null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    seen,
    /** `on('POST /org-center/account/send-sms-v2', () => ({ data: { resendAfterSeconds: 60 } }))` */
    on(route: string, handler: Handler | Answer) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler)
    },
    calls: (route: string) => seen.filter((c) => `${c.method} ${c.path}` === route),
    reset() {
      handlers.clear()
      seen.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeGateway = Awaited<ReturnType<typeof startFakeGateway>>

/**
 * Starts a fake gateway for the test file and points the request layer at it
 * (`VITE_GATEWAY_MAP`, as shared/lib/request.test.ts does). Read `.current` inside tests.
 */
export const installFakeGateway = () => {
  const handle = {} as { current: FakeGateway }
  beforeAll(async () => {
    handle.current = await startFakeGateway()
    vi.stubEnv('VITE_GATEWAY_MAP', `localhost=http://127.0.0.1:${handle.current.port}`)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await handle.current.close()
  })
  return handle
}
