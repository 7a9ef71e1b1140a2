import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMOTE_DEVICE_COUNT_CAP } from '@yunying/contracts'
import { createHash } from 'node:crypto'
import { fillDevices, issueGeneratedDeviceKeys } from '../src/modules/remote-assist/large-devices.service.js'
import { remoteApplications } from '../src/modules/remote-assist/remote-assist.table.js'
import { signHeaders, type DeviceKey } from '../src/modules/remote-assist/device-client.js'
import { toChinaTime } from '../src/lib/china-time.js'
import { createTestApp, type TestApp } from './build-app.js'
import { adminTestApp, authed, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { FAST_JOBS, runCleanup } from './factories/tasks.js'
import { buildBrandStaff, buildGroupOps, buildStores, buildTenantBrand } from './factories/tenants.js'
import { startFakeServer } from './fake-server.js'

const TOOL = '/device-center/remote-tool'
const DEVICE = '/device-center/device'
let snSeq = 0
/** A new store of the brand. */
const storeOf = async (t: TestApp, brand: { id: number; name: string }) => {
  await buildStores(t, brand, [60])
  return (await rowsOf<{ id: number }>(t, sql`select id from stores where brand_id = ${brand.id} order by id desc limit 1`))[0]!.id
}
const sn = () => `SN-${process.pid}-${++snSeq}`

/** A WebSocket's next message (or its close), with a timeout. */
const next = (ws: WebSocket) =>
  new Promise<{ data?: Buffer; code?: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), 5000)
    ws.once('message', (data: Buffer) => (clearTimeout(timer), resolve({ data })))
    ws.once('close', (code) => (clearTimeout(timer), resolve({ code })))
  })
/** The viewer `live` is told its session is ready and gets the device's greeting; its own greeting reaches `device`. */
const expectRelayed = async (live: WebSocket, device: WebSocket) => {
  const got: Buffer[] = []
  live.on('message', (d: Buffer) => got.push(d))
  for (let i = 0; i < 300 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 10))
  expect(JSON.parse(got[0]!.toString())).toEqual({ type: 'ready', vncPassword: 'vncpass1' })
  expect(got[1]!.toString()).toBe('RFB 003.008\n')
  const atDevice = next(device)
  live.send(Buffer.from('RFB 003.008\n'), { binary: true })
  expect((await atDevice).data!.toString()).toBe('RFB 003.008\n')
}
const closed = (ws: WebSocket) => new Promise<number>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve(-1) : ws.once('close', (code) => resolve(code))))
const opened = (ws: WebSocket) => new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)))

describe('remote assistance', () => {
  const t = adminTestApp({ env: FAST_JOBS })
  let base: string
  let brand: Awaited<ReturnType<typeof buildTenantBrand>>
  let storeId: number

  beforeAll(async () => {
    brand = await buildTenantBrand(t, { name: `远程品牌${process.pid % 1000}` })
    storeId = await storeOf(t, brand)
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })

  const tool = (path: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url: `${TOOL}/${path}`, headers: authed(token), payload })
  const enrol = async (store = storeId, devices = 1, token = t.operator) => (await tool('enrol-token', { storeId: store, devices }, token)).json().data as { token: string }
  const register = (token: string, deviceSn = sn(), deviceType = 1) => t.app.inject({ method: 'POST', url: `${DEVICE}/register`, payload: { token, deviceSn, deviceType, clientVersion: '2.3.1' } })
  const newDevice = async (store = storeId) => (await register((await enrol(store)).token)).json().data as DeviceKey
  const signed = (key: DeviceKey, path: string, payload: object, now = t.clock.now().getTime(), headers = signHeaders(key, 'POST', path, JSON.stringify(payload), now)) =>
    t.app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) })
  const heartbeat = (key: DeviceKey, controllable = true) => signed(key, `${DEVICE}/heartbeat`, { controllable, clientVersion: '2.3.2' })
  const wsOf = (key: DeviceKey, path: string) => new WebSocket(`${base.replace('http', 'ws')}${path}`, { headers: signHeaders(key, 'GET', path, '', t.clock.now().getTime()) })
  /** A new device that has beaten once and holds its control connection open, as a running device does. */
  const onlineDevice = async () => {
    const key = await newDevice()
    await heartbeat(key)
    const control = wsOf(key, `${DEVICE}/control`)
    await opened(control)
    return { key, control }
  }

  it('enrols as many devices as the token allows, once each, and never answers or logs the token again', async () => {
    const res = await tool('enrol-token', { storeId, devices: 2 })
    expect(res.json()).toMatchObject({ status: true, data: { devices: 2, token: expect.stringMatching(/^enr_[A-Za-z0-9_-]{32}$/), expiresAt: expect.any(String) } })
    const token = res.json().data.token as string
    const first = await register(token)
    expect(first.json()).toMatchObject({ status: true, message: '登记成功', data: { deviceId: expect.any(Number), keyId: expect.stringMatching(/^dev_/), secret: expect.any(String) } })
    expect((await register(token, first.json().data.keyId)).statusCode).toBe(200)
    const third = await register(token)
    expect(third.statusCode).toBe(403)
    expect(third.json()).toMatchObject({ status: false, message: '登记码无效、已用完或已过期' })
    expect((await register('x'.repeat(32))).statusCode).toBe(403)
    const again = await register((await enrol()).token, `${first.json().data.keyId}`)
    expect(again.statusCode).toBe(409)
    expect(t.logText()).not.toContain(token)
    expect(t.logText()).not.toContain(first.json().data.secret)
  })

  it('takes signed heartbeats and refuses unsigned, altered, stale and replayed ones', async () => {
    const key = await newDevice()
    const path = `${DEVICE}/heartbeat`
    const body = { controllable: true }
    expect((await t.app.inject({ method: 'POST', url: path, payload: body })).statusCode).toBe(401)
    const headers = signHeaders(key, 'POST', path, JSON.stringify(body), t.clock.now().getTime())
    const ok = await signed(key, path, body, 0, headers)
    expect(ok.json()).toMatchObject({ status: true, data: { intervalSeconds: 10 } })
    const replay = await signed(key, path, body, 0, headers)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ code: 40100 })
    const altered = await signed(key, path, { controllable: false }, 0, signHeaders(key, 'POST', path, JSON.stringify(body), t.clock.now().getTime()))
    expect(altered.statusCode).toBe(401)
    expect((await signed(key, path, body, t.clock.now().getTime() - 6 * 60_000)).statusCode).toBe(401)
    expect((await signed({ ...key, secret: 'wrong' }, path, body)).statusCode).toBe(401)

    const list = (await tool('page-list', { deviceSn: (await rowsOf<{ device_sn: string }>(t, sql`select device_sn from remote_devices where key_id = ${key.keyId}`))[0]!.device_sn })).json().data
    expect(list.total).toBe(1)
    expect(list.data[0]).toMatchObject({ online: true, controllable: true, clientVersion: '2.3.1', sellerName: brand.name, deviceTypeName: '安卓 POS', remoteNum: 0, latestRemoteTime: null })
    // With the built-in relay the device must also hold its control connection to be controlled.
    expect(list.data[0].unavailableReason).toBe('设备未连接远程通道')
  })

  it('takes heartbeats on the control connection, at most one a second, and ignores anything else sent there', async () => {
    const key = await newDevice()
    await heartbeat(key, true)
    const control = wsOf(key, `${DEVICE}/control`)
    await opened(control)
    const row = async () => (await tool('page-list', { storeId })).json().data.data.find((r: { id: number }) => r.id === key.deviceId) as { controllable: boolean; clientVersion: string; unavailableReason: string | null }
    for (let i = 0; i < 50 && (await row()).unavailableReason; i++) await new Promise((r) => setTimeout(r, 20))
    expect((await row()).unavailableReason).toBeNull()
    // Garbage, a binary frame and a beat of the wrong shape change nothing and keep the connection open.
    control.send('not json')
    control.send(Buffer.from([1, 2, 3]), { binary: true })
    control.send(JSON.stringify({ type: 'beat', controllable: 'no' }))
    await new Promise((r) => setTimeout(r, 100))
    expect(await row()).toMatchObject({ controllable: true, unavailableReason: null })
    // The device withdraws screen control: the console says so.
    control.send(JSON.stringify({ type: 'beat', controllable: false, clientVersion: '2.4.0' }))
    await expect.poll(async () => (await row()).unavailableReason, { timeout: 3_000, interval: 50 }).toBe('设备未授权屏幕控制')
    expect((await row()).clientVersion).toBe('2.4.0')
    // A second beat within the same second is not taken.
    control.send(JSON.stringify({ type: 'beat', controllable: true }))
    await new Promise((r) => setTimeout(r, 200))
    expect((await row()).controllable).toBe(false)
    expect(control.readyState).toBe(WebSocket.OPEN)
    control.close()
  })

  it('connects an operator to a device through the relay, with single-use credentials, and records the session', async () => {
    const { key, control } = await onlineDevice()
    const announced = next(control)
    const deviceRow = async () => (await tool('page-list', { storeId })).json().data.data.find((r: { id: number }) => r.id === key.deviceId)
    for (let i = 0; i < 50 && (await deviceRow()).unavailableReason; i++) await new Promise((r) => setTimeout(r, 20))
    expect((await deviceRow()).unavailableReason).toBeNull()

    const start = await tool('remote', { id: key.deviceId, type: 1, operatingUrl: '/businessCenter/remoteAssistance/device' })
    expect(start.json()).toMatchObject({ status: true, data: { type: 0, remoteCode: '', remotePassword: '', remoteToolId: key.deviceId, remoteUrl: '/remote-desktop' } })
    const { remoteId } = start.json().data as { remoteId: string }
    expect(JSON.parse((await announced).data!.toString())).toEqual({ type: 'session', remoteId })
    expect((await tool('remote-url', { remoteId, remoteToolId: key.deviceId })).json().data.type).toBe(0)

    // The device dials its session socket; the VNC server's greeting waits at the relay for the viewer.
    const device = wsOf(key, `${DEVICE}/relay/${remoteId}`)
    await opened(device)
    device.send('vncpass1')
    device.send(Buffer.from('RFB 003.008\n'), { binary: true })
    let config = (await tool('remote-url', { remoteId, remoteToolId: key.deviceId })).json().data
    for (let i = 0; i < 50 && config.type !== 1; i++) config = (await tool('remote-url', { remoteId, remoteToolId: key.deviceId })).json().data
    expect(config).toMatchObject({ type: 1, remoteCode: expect.stringMatching(/^\d{9}$/), remotePassword: expect.stringMatching(/^\w{12}$/) })

    const viewer = (hello: object) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/device-center/remote-desktop/relay`)
      void opened(ws).then(() => ws.send(JSON.stringify(hello)))
      return ws
    }
    const wrong = viewer({ remoteCode: config.remoteCode, remotePassword: 'not-it' })
    expect(await closed(wrong)).toBe(4401)
    const live = viewer({ remoteCode: config.remoteCode, remotePassword: config.remotePassword })
    await expectRelayed(live, device)
    // Spent: the same code and password open nothing a second time.
    expect(await closed(viewer({ remoteCode: config.remoteCode, remotePassword: config.remotePassword }))).toBe(4401)

    t.clock.advance(95_000)
    const deviceClosed = closed(device)
    live.close()
    expect(await deviceClosed).toBe(4000)
    let record = (await tool('log-page-list', { deviceSn: (await deviceRow()).deviceSn })).json().data
    for (let i = 0; i < 50 && record.data[0]?.endTime === null; i++) record = (await tool('log-page-list', { deviceSn: (await deviceRow()).deviceSn })).json().data
    expect(record.total).toBe(1)
    expect(record.data[0]).toMatchObject({ remoteType: 1, remoteTypeName: '主控发起', duration: 95, remoteAccount: expect.stringContaining('平台管理员'), sellerName: brand.name, deviceTypeName: '安卓 POS' })
    expect(await deviceRow()).toMatchObject({ remoteNum: 1, latestRemoteTime: expect.any(String) })
    expect(t.logText()).not.toContain(config.remotePassword)
    expect(t.logText()).not.toContain(config.remoteCode)
    // The session is over: polling it again says so.
    expect((await tool('remote-url', { remoteId, remoteToolId: key.deviceId })).statusCode).toBe(409)
    control.close()
  })

  it('completes an application when an operator connects from it, refuses it twice, and expires old ones', async () => {
    const { key, control } = await onlineDevice()
    const apply = await signed(key, `${DEVICE}/apply`, {})
    expect(apply.json()).toMatchObject({ status: true, data: { applyStatus: 1 } })
    const applyId = apply.json().data.applyId as number
    expect((await signed(key, `${DEVICE}/apply`, {})).json().data.applyId).toBe(applyId)
    const listed = (await tool('apply-page-list', { applyStatus: 1, sellerId: brand.id })).json().data
    expect(listed.data.find((r: { id: number }) => r.id === applyId)).toMatchObject({ applyStatusName: '申请中', deviceId: key.deviceId })

    const start = await tool('remote', { id: applyId, type: 2 })
    expect(start.json()).toMatchObject({ status: true, data: { type: 0 } })
    expect((await tool('apply-page-list', { applyStatus: 2 })).json().data.data.map((r: { id: number }) => r.id)).toContain(applyId)
    const twice = await tool('remote', { id: applyId, type: 2 })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('该申请已处理或已过期')
    const records = (await tool('log-page-list', { remoteType: 2 })).json().data
    expect(records.data[0]).toMatchObject({ remoteTypeName: '被控申请' })
    control.close()

    // An application nobody handles within the setting (24 h) expires with the scheduled job.
    const stale = await newDevice()
    const old = (await signed(stale, `${DEVICE}/apply`, {})).json().data.applyId as number
    await t.database.db.update(remoteApplications).set({ applyAt: new Date(t.clock.now().getTime() - 25 * 3_600_000) }).where(eq(remoteApplications.id, old))
    expect(await runCleanup(t)).toMatchObject({ status: 'done', error: '' })
    expect((await t.database.db.select().from(remoteApplications).where(eq(remoteApplications.id, old)))[0]!.applyStatus).toBe(3)
    expect((await tool('remote', { id: old, type: 2 })).statusCode).toBe(409)
  })

  it('refuses a device that is offline or has not granted control, saying why', async () => {
    const key = await newDevice()
    await heartbeat(key, false)
    const res = await tool('remote', { id: key.deviceId, type: 1 })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('设备未授权屏幕控制，无法发起远程协助')
    t.clock.advance(60_000)
    expect((await tool('remote', { id: key.deviceId, type: 1 })).json().message).toBe('设备离线，无法发起远程协助')
  })

  it('closes a relay socket that names no live session, and refuses a session socket from another device', async () => {
    const key = await newDevice()
    const stray = wsOf(key, `${DEVICE}/relay/nosuchsession0001`)
    expect(await closed(stray)).toBe(4404)
    const unsigned = new WebSocket(`${base.replace('http', 'ws')}${DEVICE}/control`)
    const refused = await new Promise<number>((resolve) => unsigned.once('unexpected-response', (_q, r) => resolve(r.statusCode!)))
    expect(refused).toBe(401)
  })

  it('keeps brand and group sessions to their own stores on every call', async () => {
    const other = await buildTenantBrand(t, { name: `别家品牌${process.pid % 1000}` })
    const otherStore = await storeOf(t, other)
    const foreign = await newDevice(otherStore)
    const own = await newDevice()
    const staff = await buildBrandStaff(t, [brand])
    const ops = await buildGroupOps(t, brand.groupId)
    for (const token of [staff.token, ops.token]) {
      const ids = (await tool('page-list', { pageSize: 100 }, token)).json().data.data.map((r: { id: number }) => r.id)
      expect(ids).toContain(own.deviceId)
      expect(ids).not.toContain(foreign.deviceId)
      expect((await tool('page-list', { sellerId: other.id }, token)).statusCode).toBe(403)
      expect((await tool('remote', { id: foreign.deviceId, type: 1 }, token)).statusCode).toBe(403)
      expect((await tool('enrol-token', { storeId: otherStore }, token)).statusCode).toBe(403)
      const records = (await tool('log-page-list', { pageSize: 100 }, token)).json().data.data
      expect(records.every((r: { sellerId: number }) => r.sellerId === brand.id)).toBe(true)
    }
    expect((await tool('enrol-token', { storeId }, staff.token)).json()).toMatchObject({ status: true })
  })

  it('stops counting the device list at 10,000 and says so, and a group session still counts only its own brands', async () => {
    const ops = await buildGroupOps(t, brand.groupId)
    await fillDevices(t.database.db, { target: REMOTE_DEVICE_COUNT_CAP + 1, stores: 3, onlineEvery: 10, seenAt: t.clock.now() }, () => undefined)
    const all = (await tool('page-list', {})).json().data
    expect(all).toMatchObject({ total: REMOTE_DEVICE_COUNT_CAP, totalCapped: true })
    expect(all.data).toHaveLength(10)
    const online = (await tool('page-list', { online: 1 })).json().data
    const [{ n: onlineCount }] = (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from remote_devices where last_seen_at > ${new Date(t.clock.now().getTime() - 30_000)}`)) as [{ n: number }]
    expect(online).toMatchObject({ total: onlineCount, totalCapped: false })
    const [{ n: ownCount }] = (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from remote_devices d join brands b on b.id = d.brand_id where b.group_id = ${brand.groupId}`)) as [{ n: number }]
    expect((await tool('page-list', {}, ops.token)).json().data).toMatchObject({ total: Math.min(ownCount, REMOTE_DEVICE_COUNT_CAP), totalCapped: ownCount > REMOTE_DEVICE_COUNT_CAP })

    // Generated (benchmark) devices have secrets nobody can derive from their numbers; a bench signs
    // only with the fresh keys it is issued.
    const derivable = { deviceId: 0, keyId: 'dev_gen_1', secret: createHash('md5').update('gen1').digest('hex') }
    expect((await heartbeat(derivable)).statusCode).toBe(401)
    const [issued] = await issueGeneratedDeviceKeys(t.database.db, 1)
    expect((await heartbeat({ deviceId: 0, ...issued! })).json()).toMatchObject({ status: true })
    const [again] = await issueGeneratedDeviceKeys(t.database.db, 1)
    expect(again!.secret).not.toBe(issued!.secret)
    expect((await heartbeat({ deviceId: 0, ...issued! })).statusCode).toBe(401)
  })
})

describe('remote assistance through a third-party tool over HTTP', () => {
  it('passes the provider config through remote and remote-url, signing each call', async () => {
    let polls = 0
    const fake = await startFakeServer((req) => {
      if (req.url.pathname === '/api/sessions') return { json: { ready: false, url: 'https://remote.example.test/desk', clientUrl: 'https://remote.example.test/client' } }
      polls++
      return { json: { ready: polls > 1, code: '778899', password: 'pw-from-tool', url: 'https://remote.example.test/desk', clientUrl: '' } }
    })
    const t = await createTestApp({ env: { REMOTE_PROVIDER: 'http', REMOTE_HTTP_URL: `${fake.url}/api`, REMOTE_HTTP_KEY: 'ours', REMOTE_HTTP_SECRET: 'a-secret-of-sixteen+' } })
    try {
      const admin = await loginAsAdmin(t)
      const brand = await buildTenantBrand(t)
      const storeId = await storeOf(t, brand)
      const token = (await t.app.inject({ method: 'POST', url: `${TOOL}/enrol-token`, headers: authed(admin), payload: { storeId } })).json().data.token
      const key = (await t.app.inject({ method: 'POST', url: `${DEVICE}/register`, payload: { token, deviceSn: sn(), deviceType: 2 } })).json().data as DeviceKey
      const path = `${DEVICE}/heartbeat`
      await t.app.inject({ method: 'POST', url: path, headers: { ...signHeaders(key, 'POST', path, '{"controllable":true}', t.clock.now().getTime()), 'content-type': 'application/json' }, payload: '{"controllable":true}' })
      const start = (await t.app.inject({ method: 'POST', url: `${TOOL}/remote`, headers: authed(admin), payload: { id: key.deviceId, type: 1 } })).json()
      expect(start).toMatchObject({ status: true, data: { type: 0, remoteUrl: 'https://remote.example.test/desk', clientRemoteUrl: 'https://remote.example.test/client' } })
      const poll = () => t.app.inject({ method: 'POST', url: `${TOOL}/remote-url`, headers: authed(admin), payload: { remoteId: start.data.remoteId, remoteToolId: key.deviceId } })
      expect((await poll()).json().data).toMatchObject({ type: 0, remoteCode: '' })
      expect((await poll()).json().data).toMatchObject({ type: 1, remoteCode: '778899', remotePassword: 'pw-from-tool' })
      const opened = fake.requests[0]!
      expect(JSON.parse(opened.body)).toMatchObject({ remoteId: start.data.remoteId, deviceType: 2 })
      expect(opened.headers['x-remote-key']).toBe('ours')
      expect(opened.headers['x-remote-signature']).toMatch(/^[0-9a-f]{64}$/)
      expect(t.logText()).not.toContain('pw-from-tool')
      // The third-party window keeps its opener: the console allows popups their opener.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    } finally {
      await t.close()
      await fake.close()
    }
  })
})

/** A port nobody listens on now, for an instance that must know its own address before it starts. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

describe('remote assistance across two instances on one database', () => {
  let a: TestApp
  let b: TestApp
  let admin: string
  let storeId: number
  const urls = { a: '', b: '' }

  beforeAll(async () => {
    const ports = { a: await freePort(), b: await freePort() }
    const env = (port: number) => ({ ...FAST_JOBS, RELAY_INSTANCE_URL: `http://127.0.0.1:${port}`, RELAY_PEER_SECRET: 'two-instances-secret-2026' })
    a = await createTestApp({ env: env(ports.a) })
    b = await createTestApp({ env: env(ports.b), database: a.database })
    urls.a = await a.app.listen({ port: ports.a, host: '127.0.0.1' })
    urls.b = await b.app.listen({ port: ports.b, host: '127.0.0.1' })
    admin = await loginAsAdmin(a)
    storeId = await storeOf(a, await buildTenantBrand(a, { name: `双实例品牌${process.pid % 1000}` }))
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  const toolOn = (t: TestApp, path: string, payload: object) => t.app.inject({ method: 'POST', url: `${TOOL}/${path}`, headers: authed(admin), payload })
  const wsOn = (url: string, t: TestApp, key: DeviceKey, path: string) => new WebSocket(`${url.replace('http', 'ws')}${path}`, { headers: signHeaders(key, 'GET', path, '', t.clock.now().getTime()) })

  it('starts on one instance a session whose device holds its control on the other, and pipes the device and the viewer to it', async () => {
    const token = (await toolOn(a, 'enrol-token', { storeId, devices: 1 })).json().data.token as string
    const key = (await a.app.inject({ method: 'POST', url: `${DEVICE}/register`, payload: { token, deviceSn: sn(), deviceType: 1, clientVersion: '2.3.1' } })).json().data as DeviceKey
    const beat = JSON.stringify({ controllable: true })
    await a.app.inject({ method: 'POST', url: `${DEVICE}/heartbeat`, headers: { ...signHeaders(key, 'POST', `${DEVICE}/heartbeat`, beat, a.clock.now().getTime()), 'content-type': 'application/json' }, payload: beat })
    // The control connection is held by A only; B learns of it through the registry.
    const control = wsOn(urls.a, a, key, `${DEVICE}/control`)
    await opened(control)
    const announced = next(control)
    const reasonOnB = async () => (await toolOn(b, 'page-list', { storeId })).json().data.data.find((r: { id: number }) => r.id === key.deviceId).unavailableReason
    for (let i = 0; i < 50 && (await reasonOnB()) !== null; i++) await new Promise((r) => setTimeout(r, 20))
    expect(await reasonOnB()).toBeNull()

    const start = await toolOn(b, 'remote', { id: key.deviceId, type: 1 })
    expect(start.json()).toMatchObject({ status: true, data: { type: 0 } })
    const { remoteId } = start.json().data as { remoteId: string }
    expect(JSON.parse((await announced).data!.toString())).toEqual({ type: 'session', remoteId })

    // The device's session socket reaches B, which pipes it to A.
    const device = wsOn(urls.b, b, key, `${DEVICE}/relay/${remoteId}`)
    await opened(device)
    device.send('vncpass1')
    device.send(Buffer.from('RFB 003.008\n'), { binary: true })
    let config = (await toolOn(b, 'remote-url', { remoteId, remoteToolId: key.deviceId })).json().data
    for (let i = 0; i < 100 && config.type !== 1; i++) {
      await new Promise((r) => setTimeout(r, 20))
      config = (await toolOn(b, 'remote-url', { remoteId, remoteToolId: key.deviceId })).json().data
    }
    expect(config).toMatchObject({ type: 1, remoteCode: expect.stringMatching(/^\d{9}$/) })

    const viewerOnB = (hello: object) => {
      const ws = new WebSocket(`${urls.b.replace('http', 'ws')}/device-center/remote-desktop/relay`)
      void opened(ws).then(() => ws.send(JSON.stringify(hello)))
      return ws
    }
    // The owner checks the password: a wrong one through B is refused with the relay's own code.
    expect(await closed(viewerOnB({ remoteCode: config.remoteCode, remotePassword: 'not-it' }))).toBe(4401)
    expect(await closed(viewerOnB({ remoteCode: '123456789', remotePassword: 'not-it' }))).toBe(4401)
    const live = viewerOnB({ remoteCode: config.remoteCode, remotePassword: config.remotePassword })
    await expectRelayed(live, device)

    const deviceClosed = closed(device)
    live.close()
    expect(await deviceClosed).toBe(4000)
    const deviceSn = (await toolOn(b, 'page-list', { storeId })).json().data.data.find((r: { id: number }) => r.id === key.deviceId).deviceSn as string
    let record = (await toolOn(b, 'log-page-list', { deviceSn })).json().data
    for (let i = 0; i < 50 && record.data[0]?.endTime === null; i++) record = (await toolOn(b, 'log-page-list', { deviceSn })).json().data
    expect(record.data[0].endTime).toEqual(expect.any(String))
    expect(a.logText() + b.logText()).not.toContain(config.remotePassword)

    // Its control connection gone, neither instance offers the device.
    control.close()
    for (let i = 0; i < 50 && (await reasonOnB()) === null; i++) await new Promise((r) => setTimeout(r, 20))
    expect(await reasonOnB()).toBe('设备未连接远程通道')
  })

  it('shows a steady heartbeat on the other instance within a second, and a change of control at once', async () => {
    const token = (await toolOn(a, 'enrol-token', { storeId, devices: 1 })).json().data.token as string
    const key = (await a.app.inject({ method: 'POST', url: `${DEVICE}/register`, payload: { token, deviceSn: sn(), deviceType: 1, clientVersion: '2.3.1' } })).json().data as DeviceKey
    const beat = async (controllable: boolean) => {
      const body = JSON.stringify({ controllable })
      const res = await a.app.inject({ method: 'POST', url: `${DEVICE}/heartbeat`, headers: { ...signHeaders(key, 'POST', `${DEVICE}/heartbeat`, body, a.clock.now().getTime()), 'content-type': 'application/json' }, payload: body })
      expect(res.json()).toMatchObject({ status: true })
    }
    const rowOn = async (t: TestApp) => (await toolOn(t, 'page-list', { storeId })).json().data.data.find((r: { id: number }) => r.id === key.deviceId) as { lastSeenTime: string; controllable: boolean }
    // A change of what an operator can do is written through: the other instance sees it at its next read.
    await beat(true)
    expect((await rowOn(b)).controllable).toBe(true)
    // The same device still there a few seconds later only moves its time on: kept, then written with the others.
    a.clock.advance(5_000)
    await beat(true)
    const later = toChinaTime(a.clock.now())
    await expect.poll(async () => (await rowOn(b)).lastSeenTime, { timeout: 3_000, interval: 100 }).toBe(later)
    expect((await rowOn(a)).lastSeenTime).toBe(later)
    // Revoking control is seen at once too.
    a.clock.advance(5_000)
    await beat(false)
    expect((await rowOn(b)).controllable).toBe(false)
  })
})
