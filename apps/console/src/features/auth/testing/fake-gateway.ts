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

let nextPort = 47_000

/**
 * Plays the gateway for screen tests, which run in Chromium: the request layer's real `fetch` to the
 * gateway's origin is answered here (in the envelope), every other request goes out unchanged. Each
 * test says what a `METHOD /path` answers and reads back what the screen sent.
 */
export const startFakeGateway = async () => {
  const handlers = new Map<string, Handler>()
  const seen: Seen[] = []
  const port = nextPort++
  const origin = `http://127.0.0.1:${port}`
  const realFetch = globalThis.fetch
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== origin) return realFetch(input, init)
    const raw = await request.text()
    const call: Seen = { method: request.method, path: url.pathname, query: url.searchParams, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} }
    seen.push(call)
    const handler = handlers.get(`${call.method} ${call.path}`)
    const answer: Answer = handler ? handler(call) : { status: 404, ok: false, code: 40400, message: '接口不存在' }
    const ok = answer.ok ?? true
    const body = JSON.stringify({ status: ok, code: answer.code ?? 0, message: answer.message ?? (ok ? '操作成功' : '操作失败'), data: answer.data ?? null })
    return new Response(body, { status: answer.status ?? (ok ? 200 : 400), headers: { 'content-type': 'application/json' } })
  }
  globalThis.fetch = fakeFetch as typeof fetch
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
    close: async () => {
      if (globalThis.fetch === fakeFetch) globalThis.fetch = realFetch
    },
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
