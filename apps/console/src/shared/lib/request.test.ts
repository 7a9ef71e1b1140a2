import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearToken, writeToken } from './cookie.js'
import { setNotifier } from './notify.js'
import { dispatch, get, post, postTo, request, RequestError, setSessionExpiredHandler } from './request.js'

// A real HTTP server on 127.0.0.1 plays the gateway; each test sets what it answers.
let answer: (req: http.IncomingMessage, body: string) => { status: number; body: string; delayMs?: number; bodyDelayMs?: number }
const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = []
const server = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
    const out = answer(req, body)
    setTimeout(() => {
      res.writeHead(out.status, { 'content-type': out.body.startsWith('{') ? 'application/json' : 'text/html', 'access-control-allow-origin': '*' })
      if (!out.bodyDelayMs) return void res.end(out.body)
      // Headers now, the body later: a server that stalls mid-response.
      res.flushHeaders()
      setTimeout(() => res.end(out.body), out.bodyDelayMs)
    }, out.delayMs ?? 0)
  })
})

const envelope = (status: boolean, code: number, message: string, data: unknown = null) => JSON.stringify({ status, code, message, data })
const toasts: string[] = []
let pendingClose: Array<() => void> = []

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  vi.stubEnv('VITE_GATEWAY_MAP', `localhost=http://127.0.0.1:${port}`)
})
afterAll(() => {
  server.close()
  vi.unstubAllEnvs()
})
beforeEach(() => {
  seen.length = 0
  toasts.length = 0
  pendingClose = []
  setNotifier({ error: (text, onClose) => (toasts.push(text), pendingClose.push(onClose)), info: () => {} })
})
afterEach(() => {
  for (const close of pendingClose) close()
  clearToken()
})

describe('request', () => {
  it('unwraps data, sends the token header and adds operatingUrl to POST bodies', async () => {
    answer = () => ({ status: 200, body: envelope(true, 0, 'ok', { id: 7 }) })
    writeToken('tok-123')
    window.history.pushState({}, '', '/businessCenter/brand')
    await expect(post('org-center', 'brand/save-brand', { name: '一叶茶' })).resolves.toEqual({ id: 7 })
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/org-center/brand/save-brand' })
    expect(seen[0]!.headers['operating-token']).toBe('tok-123')
    expect(JSON.parse(seen[0]!.body)).toEqual({ name: '一叶茶', operatingUrl: '/businessCenter/brand' })
  })

  it('puts GET data in the query, leaving out empty values', async () => {
    answer = () => ({ status: 200, body: envelope(true, 0, 'ok', []) })
    await get('org-center', 'group/list-all', { version: 2, name: '', tags: [1, 2] })
    expect(seen[0]!.url).toBe('/org-center/group/list-all?version=2&tags=1&tags=2')
    expect(seen[0]!.headers['operating-token']).toBeUndefined()
  })

  it('toasts the server message for status false and rejects with the code', async () => {
    answer = () => ({ status: 409, body: envelope(false, 40900, '集团名称已存在') })
    const error = await postTo('/org-center/group/save-group', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({ code: 40900, message: '集团名称已存在', httpStatus: 409 })
    expect(toasts).toEqual(['集团名称已存在'])
  })

  it('falls back to 网络繁忙 when the server gives no message', async () => {
    answer = () => ({ status: 500, body: envelope(false, 50000, '') })
    await postTo('/x/y', {}).catch(() => {})
    expect(toasts).toEqual(['网络繁忙，请稍后再试'])
  })

  it('on 50002 shows the logged-out message and hands over to /login', async () => {
    answer = () => ({ status: 401, body: envelope(false, 50002, '您已退出登录，请重新登录') })
    const expired = vi.fn()
    setSessionExpiredHandler(expired)
    await postTo('/sellers/user/info', {}, { silent: true }).catch(() => {})
    expect(expired).toHaveBeenCalledOnce()
    expect(toasts).toEqual(['您已退出登录，请重新登录'])
  })

  it.each([490401, 17001, 30012])('shows no toast for code %i', async (code) => {
    answer = () => ({ status: 429, body: envelope(false, code, '静默') })
    await expect(postTo('/org-center/account/send-sms-v2', {})).rejects.toMatchObject({ code })
    expect(toasts).toEqual([])
  })

  it('lets a call opt out of toasts', async () => {
    answer = () => ({ status: 400, body: envelope(false, 40000, '请输入账号') })
    await postTo('/sellers/exclude/login', {}, { silent: true }).catch(() => {})
    expect(toasts).toEqual([])
  })

  it('stays silent on a transport 404 and says 网络繁忙 for other transport failures', async () => {
    answer = () => ({ status: 404, body: '<html>Not Found</html>' })
    await get('nowhere', 'x').catch(() => {})
    expect(toasts).toEqual([])
    answer = () => ({ status: 502, body: '<html>Bad Gateway</html>' })
    await get('nowhere', 'x').catch(() => {})
    expect(toasts).toEqual(['网络繁忙，请稍后再试'])
  })

  it('shows only one error toast at a time, until it closes', async () => {
    answer = () => ({ status: 400, body: envelope(false, 40001, '第一条') })
    await postTo('/a', {}).catch(() => {})
    answer = () => ({ status: 400, body: envelope(false, 40001, '第二条') })
    await postTo('/a', {}).catch(() => {})
    expect(toasts).toEqual(['第一条'])
    pendingClose.shift()!()
    await postTo('/a', {}).catch(() => {})
    expect(toasts).toEqual(['第一条', '第二条'])
  })

  it('gives up after the timeout with 请求超时', async () => {
    answer = () => ({ status: 200, body: envelope(true, 0, 'ok'), delayMs: 300 })
    await expect(request({ url: '/slow', timeoutMs: 50 })).rejects.toMatchObject({ code: -1, message: '请求超时，请稍后再试' })
    expect(toasts).toEqual(['请求超时，请稍后再试'])
  })

  it('counts the body read against the timeout too', async () => {
    answer = () => ({ status: 200, body: envelope(true, 0, 'ok'), bodyDelayMs: 400 })
    await expect(request({ url: '/stalled', timeoutMs: 80 })).rejects.toMatchObject({ code: -1, message: '请求超时，请稍后再试' })
    expect(toasts).toEqual(['请求超时，请稍后再试'])
  })

  it('sends dispatcher calls to /sellers/dispatch/post', async () => {
    answer = () => ({ status: 200, body: envelope(true, 0, 'ok', { plans: { data: [], total: 0 } }) })
    await dispatch({ appName: 'download', method: 'GET', url: 'plan/list', requestBody: { page: 1 } })
    expect(seen[0]!.url).toBe('/sellers/dispatch/post')
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ appName: 'download', method: 'GET', url: 'plan/list', requestBody: { page: 1 } })
  })
})
