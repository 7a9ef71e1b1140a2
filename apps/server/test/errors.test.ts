import { describe, expect, it } from 'vitest'
import { authed, fileTestApp, loginAsAdmin } from './factories/accounts.js'

describe('the envelope and every error path', () => {
  const t = fileTestApp({ deps: {} })

  it('answers an unknown route with 404 and the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/org-center/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: false, code: 40400, message: '请求的资源不存在', data: null })
  })

  it('answers a schema failure with 400 and the failing fields in data', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username: '', version: 2 } })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.status).toBe(false)
    expect(body.code).toBe(40000)
    const paths = body.data.map((f: { path: string }) => f.path)
    expect(paths).toEqual(expect.arrayContaining(['body.username', 'body.password']))
    expect(body.data.find((f: { path: string }) => f.path === 'body.username').message).toBe('请输入账号')
    expect(body.message).toBe('请输入账号')
  })

  it('refuses a control character in any string with 400 naming the field (it answered 500 before)', async () => {
    const headers = authed(await loginAsAdmin(t))
    const brandList = await t.app.inject({ method: 'POST', url: '/org-center/brand/list-for-opt', headers, payload: { name: 'a\u0000b', pageNum: 1, pageSize: 10 } })
    expect(brandList.statusCode).toBe(400)
    expect(brandList.json()).toEqual({
      status: false,
      code: 40000,
      message: '名称含有不可见的控制字符，请删除后重试',
      data: [{ path: 'body.name', message: '不能包含控制字符' }],
    })
    const groupList = await t.app.inject({ method: 'POST', url: '/org-center/group/list-group', headers, payload: { name: '\u0000', pageNum: 1, pageSize: 10 } })
    expect(groupList.statusCode).toBe(400)
    expect(groupList.json().data).toEqual([{ path: 'body.name', message: '不能包含控制字符' }])
    const query = await t.app.inject({ method: 'GET', url: '/org-center/group/list-all?name=%07x', headers })
    expect(query.json()).toMatchObject({ code: 40000, data: [{ path: 'query.name' }] })
    // Tab, line feed and carriage return are ordinary text.
    const plain = await t.app.inject({ method: 'POST', url: '/org-center/brand/list-for-opt', headers, payload: { name: 'a\tb\r\n', pageNum: 1, pageSize: 10 } })
    expect(plain.statusCode).toBe(200)
  })

  it('answers every schema failure in Chinese, naming the field as the screen labels it (it answered English before)', async () => {
    const headers = authed(await loginAsAdmin(t))
    const channels = await t.app.inject({ method: 'GET', url: '/org-center/service/brand-service-channel-list?brandId=abc', headers })
    expect(channels.statusCode).toBe(400)
    expect(channels.json()).toMatchObject({ code: 40000, message: '品牌ID应为数字', data: [{ path: 'query.brandId', message: '品牌ID应为数字' }] })
    const apply = await t.app.inject({
      method: 'POST',
      url: '/org-center/service/brand-service-apply',
      headers,
      payload: { brandId: 999999, serviceId: 999999, contactName: '张三', gender: 2, contactPhone: '13800000000' },
    })
    expect(apply.statusCode).toBe(400)
    expect(apply.json()).toMatchObject({ message: '性别不能大于 1', data: [{ path: 'body.gender' }] })
    const store = await t.app.inject({ method: 'POST', url: '/org-center/shop/create', headers, payload: {} })
    expect(store.statusCode).toBe(400)
    const fields = store.json().data as Array<{ path: string; message: string }>
    expect(store.json().message).toBe('请选择品牌')
    expect(fields.length).toBeGreaterThan(3)
    for (const f of fields) expect(f.message, f.path).toMatch(/^[^A-Za-z]*[\u4e00-\u9fa5][^A-Za-z]*$/)
  })

  it('refuses a date that does not exist and text that is not Unicode with 400 naming the field (they answered 500 before)', async () => {
    const headers = authed(await loginAsAdmin(t))
    const brands = await t.app.inject({ method: 'POST', url: '/org-center/brand/list-for-opt', headers, payload: { createdAtBegin: '2026-02-30 25:61:61', pageNum: 1, pageSize: 10 } })
    expect(brands.statusCode).toBe(400)
    expect(brands.json()).toMatchObject({ code: 40000, data: [{ path: 'body.createdAtBegin' }] })
    const logs = await t.app.inject({ method: 'POST', url: '/org-center/operating-log/list', headers, payload: { createdAtBegin: '0000-00-00', createdAtEnd: '2026-02-30' } })
    expect(logs.statusCode).toBe(400)
    expect(logs.json().data.map((f: { path: string }) => f.path)).toEqual(['body.createdAtBegin', 'body.createdAtEnd'])
    expect(logs.json().message).toBe('请选择正确的日期')
    const exported = await t.app.inject({ method: 'POST', url: '/org-center/operating/cfg/accounts/export-list-brand', headers, payload: { name: 'a\ud800b' } })
    expect(exported.statusCode).toBe(400)
    expect(exported.json()).toEqual({ status: false, code: 40000, message: '名称含有无法识别的字符，请删除后重试', data: [{ path: 'body.name', message: '含有无法识别的字符，请删除后重试' }] })
    // A pair (an emoji) is ordinary text.
    const emoji = await t.app.inject({ method: 'POST', url: '/org-center/brand/list-for-opt', headers, payload: { name: '😀', pageNum: 1, pageSize: 10 } })
    expect(emoji.statusCode).toBe(200)
  })

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sellers/exclude/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: false, code: 40001 })
  })

  it('answers an AppError with its own status and code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sellers/exclude/login',
      payload: { username: '13800000000', password: 'wrong-password', version: 2 },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 10001, message: '账号或密码错误', data: null })
  })

  it('answers a protected route without a token with 401 and code 50002', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/sellers/user/info', payload: {} })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 50002, message: '您已退出登录，请重新登录', data: null })
  })

  it('returns the request id in a header and reuses a well-formed incoming one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } })
    expect(res.headers['x-request-id']).toBe('trace-12345678')
    const other = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } })
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs one line per request with route, status, duration and the account, never the token', async () => {
    const token = await loginAsAdmin(t)
    await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: { ...authed(token), 'x-request-id': 'log-check-0001' }, payload: {} })
    const line = t.logs.find((l) => l.reqId === 'log-check-0001' && l.msg === 'request')
    expect(line).toMatchObject({ method: 'POST', route: '/sellers/user/info', status: 200, orgType: 0, orgId: 0 })
    expect(typeof line?.accountId).toBe('number')
    expect(typeof line?.durationMs).toBe('number')
    expect(t.logText()).not.toContain(token)
    expect(t.logText()).not.toContain('Operator#2026')
  })
})

describe('unknown paths', () => {
  const t = fileTestApp({ env: { NOT_FOUND_RATE_PER_MINUTE: '3' } })

  it('answers a path with a malformed % escape with 400 in the envelope', async () => {
    for (const url of ['/businessCenter/%E0%A4%A', '/%zz', '/assets/a%2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 40001, message: '请求地址不正确', data: null })
    }
  })

  it('stops a client probing unknown paths past the rate', async () => {
    // Three answers to unknown paths a minute in this app: the fourth is 429.
    for (const url of ['/org-center/guess-1', '/org-center/guess-2', '/businessCenter/guess-3']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ status: false, code: 40400, message: '请求的资源不存在', data: null })
    }
    const limited = await t.app.inject({ method: 'GET', url: '/org-center/another-guess' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ status: false, code: 42900, message: '请求过于频繁，请稍后再试' })
  })
})

describe('what the log keeps', () => {
  const t = fileTestApp({
    deps: {
      extraRoutes: async (app) => {
        app.post('/test/log-probe', { config: { access: 'public' } }, async (request) => {
          request.log.warn({ form: { smsCode: '246810', verifyCode: '135791' } }, 'codes sent')
          throw Object.assign(new Error('upstream refused'), { code: 'ECONNREFUSED' })
        })
      },
    },
  })

  it('keeps an error’s code and hides verification codes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/log-probe', headers: { 'x-request-id': 'codes-00000001' }, payload: {} })
    expect(res.statusCode).toBe(500)
    const lines = t.logs.filter((l) => l.reqId === 'codes-00000001')
    const fault = lines.find((l) => l.msg === 'unhandled error') as { err?: { code?: string } }
    expect(fault.err?.code).toBe('ECONNREFUSED')
    expect(lines.find((l) => l.msg === 'codes sent')).toMatchObject({ form: { smsCode: '[redacted]', verifyCode: '[redacted]' } })
    expect(t.logText()).not.toMatch(/246810|135791/)
  })
})

describe('an unexpected fault', () => {
  const t = fileTestApp()

  it('answers 500 with a generic message and the request id, and logs the stack', async () => {
    // Closing the database under the server is a real fault: every query now throws.
    const token = await loginAsAdmin(t)
    await t.database.close()
    const res = await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: { ...authed(token), 'x-request-id': 'fault-00000001' }, payload: {} })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ status: false, code: 50000, message: '系统繁忙，请稍后再试', data: { requestId: 'fault-00000001' } })
    expect(res.body).not.toMatch(/stack|at .*\.ts|PGlite|closed/i)
    const logged = t.logs.find((l) => l.reqId === 'fault-00000001' && l.msg === 'unhandled error') as { err?: { stack?: string } }
    expect(logged?.err?.stack).toBeTruthy()
  })
})
