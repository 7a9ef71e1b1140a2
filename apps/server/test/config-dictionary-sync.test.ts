import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.js'
import { signSyncBody } from '../src/modules/config-center/dictionary-sync.signature.js'
import { createTestApp, type TestApp } from './build-app.js'
import { authed, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { radioField } from './factories/config.js'

const BASE = '/pandora/field-config'
const SECRET = `sync-secret-${randomUUID()}`
let seq = 0
const code = (prefix: string) => `${prefix}${process.pid % 1000}s${++seq}`

const urlOf = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`

/** A signed call to a receiver, as another deployment makes it (the test knows the secret). */
const signed = (t: TestApp, path: string, body: unknown, { source = 'dev', secret = SECRET, at = new Date(), send }: { source?: string; secret?: string; at?: Date; send?: string } = {}) => {
  const raw = JSON.stringify(body)
  const timestamp = String(Math.floor(at.getTime() / 1000))
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    headers: { 'content-type': 'application/json', 'x-sync-source': source, 'x-sync-timestamp': timestamp, 'x-sync-signature': signSyncBody(secret, timestamp, raw) },
    payload: send ?? raw,
  })
}

describe('one-key sync between two deployments', () => {
  /** The receiving deployment (stage test), listening on 127.0.0.1 with its own database. */
  let target: TestApp
  /** The sending deployment (stage dev) with the target as its `test` peer. */
  let source: TestApp
  let sourceToken: string
  let targetToken: string

  beforeAll(async () => {
    target = await createTestApp({ env: { DEPLOYMENT_STAGE: 'test', SYNC_ACCEPT: JSON.stringify({ dev: SECRET }) } })
    await target.app.listen({ host: '127.0.0.1', port: 0 })
    source = await createTestApp({ env: { DEPLOYMENT_STAGE: 'dev', SYNC_PEERS: JSON.stringify({ test: { url: urlOf(target), secret: SECRET } }) } })
    sourceToken = await loginAsAdmin(source)
    targetToken = await loginAsAdmin(target)
  })
  afterAll(async () => {
    await source?.close()
    await target?.close()
  })

  const onSource = (path: string, payload: object) => source.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(sourceToken), payload })
  const onTarget = (path: string, payload: object) => target.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(targetToken), payload })
  const sync = (payload: object) => onSource('onekey-sync', { accountName: '李四', accountPhone: '13800000002', syncType: 'test', ...payload })
  const targetField = async (fieldCode: string) => {
    const list = (await onTarget('list', { fieldCode })).json().data.list as Array<{ id: number; fieldCode: string }>
    const row = list.find((r) => r.fieldCode === fieldCode)
    return row ? (await target.app.inject({ method: 'GET', url: `${BASE}/detail?id=${row.id}`, headers: authed(targetToken) })).json().data : null
  }
  const targetHistory = async (id: number) => (await target.app.inject({ method: 'GET', url: `${BASE}/history?id=${id}`, headers: authed(targetToken) })).json().data as Array<Record<string, unknown>>

  it('lists the configured sync targets in settings: the sender its peer, the receiver none', async () => {
    expect((await source.app.inject({ method: 'GET', url: `${BASE}/settings`, headers: authed(sourceToken) })).json().data).toEqual({ stage: 'dev', canCreate: true, syncTypes: ['test'] })
    expect((await target.app.inject({ method: 'GET', url: `${BASE}/settings`, headers: authed(targetToken) })).json().data).toMatchObject({ stage: 'test', syncTypes: [] })
  })

  it('plans 新增 for a field the target lacks, then applies it: created there as a sync version with who pushed it', async () => {
    const body = radioField()
    expect((await onSource('add', body)).statusCode).toBe(200)

    const plan = await sync({ fieldCode: body.fieldCode })
    expect(plan.statusCode, plan.body).toBe(200)
    expect(plan.json()).toMatchObject({ code: 0, message: '对比完成' })
    const p = plan.json().data
    expect(p).toMatchObject({ mode: 'plan', syncType: 'test', syncTypeName: '测试环境', fieldCode: body.fieldCode, fieldName: '点单模式', change: 'create', targetVersion: null })
    expect(p.diff).toContainEqual({ key: 'fieldName', label: '字段名称', before: null, after: '点单模式' })
    expect(p.diff).toContainEqual({ key: 'relatedData', label: '关联配置', before: null, after: body.relatedData })
    expect(await targetField(body.fieldCode)).toBeNull()

    const apply = await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: p.targetVersion })
    expect(apply.statusCode, apply.body).toBe(200)
    expect(apply.json().message).toBe('同步成功')
    expect(apply.json().data).toMatchObject({ mode: 'apply', syncType: 'test', results: [{ fieldCode: body.fieldCode, result: 'created', message: null, version: 1 }] })
    expect(apply.json().data.requestId).toMatch(/^[0-9a-f-]{36}$/)

    const copy = await targetField(body.fieldCode)
    expect(copy).toMatchObject({ fieldName: '点单模式', optionValues: body.optionValues, relatedData: body.relatedData, relatedDefaultValue: body.relatedDefaultValue, defaultValue: 'staff', sortNum: 1.5, version: 1 })
    expect(await targetHistory(copy.id)).toEqual([expect.objectContaining({ version: 1, action: 'sync', accountName: '李四', accountPhone: '13800000002' })])
    // The dependent field's code is taken on the target too.
    const clash = await onTarget('add', radioField(code('other'), body.relatedData[0]!.relatedData[0]!.code))
    expect(clash.statusCode).toBe(409)
    const [log] = await rowsOf<{ detail: { source: string; results: Array<{ result: string }> }; account_id: number | null }>(
      target,
      sql`select detail, account_id from operation_logs where route = ${`${BASE}/sync-receive`} order by id desc limit 1`,
    )
    expect(log).toMatchObject({ account_id: null, detail: { source: 'dev', results: [{ result: 'created' }] } })

    const again = (await sync({ fieldCode: body.fieldCode })).json().data
    expect(again).toMatchObject({ change: 'none', targetVersion: 1, diff: [] })
    const unchanged = await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: 1 })
    expect(unchanged.json().data.results).toEqual([{ fieldCode: body.fieldCode, result: 'unchanged', message: null, version: 1 }])
    expect(await targetHistory(copy.id)).toHaveLength(1)
  })

  it('shows only the changed properties, and the same request id again answers the first result without writing twice', async () => {
    const body = radioField()
    const created = (await onSource('add', body)).json().data
    await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: null })
    const update = await onSource('update', { ...body, id: created.id, version: 1, fieldName: '点单方式', sortNum: 3 })
    expect(update.statusCode, update.body).toBe(200)

    const plan = (await sync({ fieldCode: body.fieldCode })).json().data
    expect(plan).toMatchObject({ change: 'update', targetVersion: 1 })
    expect(plan.diff).toEqual([
      { key: 'fieldName', label: '字段名称', before: '点单模式', after: '点单方式' },
      { key: 'sortNum', label: '排序', before: 1.5, after: 3 },
    ])

    const requestId = randomUUID()
    const first = await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: 1, requestId })
    expect(first.json().data.results).toEqual([{ fieldCode: body.fieldCode, result: 'updated', message: null, version: 2 }])
    const second = await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: 1, requestId })
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toEqual(first.json().data)
    const copy = await targetField(body.fieldCode)
    expect(copy).toMatchObject({ fieldName: '点单方式', sortNum: 3, version: 2 })
    expect((await targetHistory(copy.id)).map((v) => v.version)).toEqual([2, 1])

    // The same id for another push is refused, not replayed.
    const reused = await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: 2, requestId })
    expect(reused.statusCode).toBe(409)
    expect(reused.json().message).toBe('该同步请求编号已用于另一次同步')
  })

  it('writes once when the same push arrives twice at the same moment', async () => {
    const body = radioField()
    const push = { requestId: randomUUID(), accountName: '李四', fields: [{ targetVersion: null, definition: body }] }
    const [a, b] = await Promise.all([signed(target, 'sync-receive', push), signed(target, 'sync-receive', push)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json()).toEqual(b.json())
    expect(a.json().data.results).toEqual([{ fieldCode: body.fieldCode, result: 'created', message: null, version: 1 }])
    expect(await targetHistory((await targetField(body.fieldCode)).id)).toHaveLength(1)
  })

  it('refuses the push when the target changed the field after the plan: 409 目标环境的字段已被修改，请重新对比', async () => {
    const body = radioField()
    await onSource('add', body)
    await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: null })
    const plan = (await sync({ fieldCode: body.fieldCode })).json().data
    expect(plan).toMatchObject({ change: 'none', targetVersion: 1 })

    const copy = await targetField(body.fieldCode)
    expect((await onTarget('update', { ...body, id: copy.id, version: 1, descrip: '目标环境自己改的描述' })).statusCode).toBe(200)

    const apply = await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: plan.targetVersion })
    expect(apply.statusCode).toBe(409)
    expect(apply.json()).toMatchObject({ status: false, code: 40900, message: '目标环境的字段已被修改，请重新对比' })
    expect(apply.json().data.results).toEqual([{ fieldCode: body.fieldCode, result: 'conflict', message: '目标环境的字段已被修改，请重新对比', version: 2 }])
    expect(await targetField(body.fieldCode)).toMatchObject({ descrip: '目标环境自己改的描述', version: 2 })

    // A new plan sees the target's change and its version; applying that wins.
    const replan = (await sync({ fieldCode: body.fieldCode })).json().data
    expect(replan).toMatchObject({ change: 'update', targetVersion: 2, diff: [{ key: 'descrip', label: '字段描述', before: '目标环境自己改的描述', after: '门店点单的方式' }] })
    expect((await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: 2 })).json().data.results[0]).toMatchObject({ result: 'updated', version: 3 })
  })

  it("checks a pushed field with the receiver's own rules: invalid with the rule's message, nothing written", async () => {
    // A related code the target already uses for another field.
    const taken = radioField()
    expect((await onTarget('add', taken)).statusCode).toBe(200)
    const takenCode = taken.relatedData[0]!.relatedData[0]!.code
    const body = radioField(code('mode'), takenCode)
    expect((await onSource('add', body)).statusCode).toBe(200)
    const apply = await sync({ fieldCode: body.fieldCode, mode: 'apply', targetVersion: null })
    expect(apply.statusCode).toBe(400)
    expect(apply.json().message).toBe(`同步目标（测试环境）未接受：编码 ${takenCode} 已被字段 ${taken.fieldCode} 使用`)
    expect(apply.json().data.results).toEqual([{ fieldCode: body.fieldCode, result: 'invalid', message: `编码 ${takenCode} 已被字段 ${taken.fieldCode} 使用`, version: null }])
    expect(await targetField(body.fieldCode)).toBeNull()

    // A definition that breaks a rule of spec 2 §5 (as an older or altered sender could send).
    const broken = { ...radioField(), optionValues: [{ value: 'self', title: '' }] }
    const res = await signed(target, 'sync-receive', { requestId: randomUUID(), fields: [{ targetVersion: null, definition: broken }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.results).toEqual([{ fieldCode: broken.fieldCode, result: 'invalid', message: '第1个选项信息不完整', version: null }])
    expect(await targetField(broken.fieldCode)).toBeNull()
  })

  it('answers 401 without detail to a call that is unsigned, wrongly signed, altered, stale or from an unknown sender', async () => {
    const peek = { fieldCodes: ['takeout.enabled'] }
    expect((await signed(target, 'sync-peek', peek)).statusCode).toBe(200)
    const refusals = [
      await target.app.inject({ method: 'POST', url: `${BASE}/sync-peek`, payload: peek }),
      await signed(target, 'sync-peek', peek, { secret: `${SECRET}x` }),
      await signed(target, 'sync-peek', peek, { send: JSON.stringify({ fieldCodes: ['other.code'] }) }),
      await signed(target, 'sync-peek', peek, { at: new Date(Date.now() - 6 * 60_000) }),
      await signed(target, 'sync-peek', peek, { at: new Date(Date.now() + 6 * 60_000) }),
      await signed(target, 'sync-peek', peek, { source: 'beta' }),
      await signed(target, 'sync-receive', { requestId: randomUUID(), fields: [{ targetVersion: null, definition: radioField() }] }, { secret: 'x'.repeat(40) }),
    ]
    for (const res of refusals) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ status: false, code: 40100, message: '签名无效', data: null })
    }
  })

  it('refuses one-key sync on a production deployment and for a target that is not configured', async () => {
    const pro = await createTestApp({ env: { DEPLOYMENT_STAGE: 'pro', SYNC_PEERS: JSON.stringify({ test: { url: urlOf(target), secret: SECRET } }) } })
    try {
      const token = await loginAsAdmin(pro)
      const res = await pro.app.inject({ method: 'POST', url: `${BASE}/onekey-sync`, headers: authed(token), payload: { fieldCode: 'takeout.enabled', syncType: 'test' } })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('生产环境不能一键同步，请在测试环境修改后同步到生产环境')
      expect((await pro.app.inject({ method: 'GET', url: `${BASE}/settings`, headers: authed(token) })).json().data).toEqual({ stage: 'pro', canCreate: false, syncTypes: [] })
    } finally {
      await pro.close()
    }
    const beta = await sync({ fieldCode: 'takeout.enabled', syncType: 'beta' })
    expect(beta.statusCode).toBe(400)
    expect(beta.json().message).toBe('本环境未配置同步目标：预发环境')
    const body = radioField()
    await onSource('add', body)
    const unplanned = await sync({ fieldCode: body.fieldCode, mode: 'apply' })
    expect(unplanned.statusCode).toBe(400)
    expect(unplanned.json().message).toBe('请先对比，再确认同步')
  })

  it('says 同步目标不可达 when the peer does not answer or refuses the signature, and never logs the secret', async () => {
    // A port nobody listens on, and a server that takes the connection but never answers.
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const silent = http.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`

    const peers = { test: { url: closedUrl, secret: SECRET }, beta: { url: silentUrl, secret: SECRET }, pro: { url: urlOf(target), secret: `wrong-${SECRET}` } }
    const lonely = await createTestApp({ env: { SYNC_PEERS: JSON.stringify(peers), SYNC_TIMEOUT_MS: '300' } })
    try {
      const token = await loginAsAdmin(lonely)
      const body = radioField()
      await lonely.app.inject({ method: 'POST', url: `${BASE}/add`, headers: authed(token), payload: body })
      const plan = (syncType: string) => lonely.app.inject({ method: 'POST', url: `${BASE}/onekey-sync`, headers: authed(token), payload: { fieldCode: body.fieldCode, syncType } })
      const refused = await plan('test')
      expect(refused.statusCode).toBe(502)
      expect(refused.json()).toMatchObject({ status: false, code: 50200, message: '同步目标不可达：测试环境（连接被拒绝），请稍后再试或检查同步配置' })
      const timedOut = await plan('beta')
      expect(timedOut.statusCode).toBe(502)
      expect(timedOut.json().message).toBe('同步目标不可达：预发环境（300 毫秒内没有应答），请稍后再试或检查同步配置')
      const wrongSecret = await plan('pro')
      expect(wrongSecret.statusCode).toBe(502)
      expect(wrongSecret.json().message).toBe('同步目标（生产环境）拒绝了本环境的签名，请检查两端的同步密钥配置')
      expect(lonely.logText()).not.toContain(SECRET)
    } finally {
      await lonely.close()
      silent.closeAllConnections()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
    expect(source.logText()).not.toContain(SECRET)
    expect(target.logText()).not.toContain(SECRET)
  })
})

describe('the sync configuration', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/yy-sync-config' }
  const failureOf = (extra: Record<string, string>) => {
    try {
      loadConfig({ ...env, ...extra })
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as Error).message
    }
    throw new Error('expected a ConfigError')
  }

  it('reads peers and accepted senders as JSON, and names a wrong one without echoing the secret', () => {
    const config = loadConfig({ ...env, SYNC_PEERS: JSON.stringify({ beta: { url: 'https://beta.example.com', secret: SECRET } }), SYNC_ACCEPT: JSON.stringify({ dev: SECRET }) })
    expect(config.SYNC_PEERS).toEqual({ beta: { url: 'https://beta.example.com', secret: SECRET } })
    expect(config.SYNC_ACCEPT).toEqual({ dev: SECRET })
    const short = failureOf({ SYNC_PEERS: JSON.stringify({ test: { url: 'http://t.example', secret: 'short-secret' } }) })
    expect(short).toBe('Invalid environment variable SYNC_PEERS at test.secret: a sync secret must be at least 32 characters')
    expect(failureOf({ SYNC_ACCEPT: `{dev: ${SECRET}` })).toBe('Invalid environment variable SYNC_ACCEPT at (the whole value): must be JSON')
    expect(failureOf({ SYNC_PEERS: JSON.stringify({ staging: { url: 'http://s.example', secret: SECRET } }) })).not.toContain(SECRET)
    expect(failureOf({ DEPLOYMENT_STAGE: 'test', SYNC_PEERS: JSON.stringify({ test: { url: 'http://t.example', secret: SECRET } }) })).toContain('a deployment does not sync to its own stage')
  })
})
