import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { PlanListResult } from '@yunying/contracts'
import pg from 'pg'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HAPROXY,
  createDatabase,
  dropDatabase,
  instanceEnv,
  startBalancer,
  startInstance,
  type Balancer,
  type Instance,
} from './cluster-topology.js'
import { openSigned, registerDevice, signedPost } from '../src/modules/remote-assist/device-client.js'
import { EXPORT_BASE, SERVER_MAIN_ARGS } from './tasks-processes.js'
import { TEST_ADMIN } from './test-admin.js'

// Issue 29: three server instances on one PostgreSQL database and one Redis, behind HAProxy,
// as an operations team would run them. Real processes, real balancer, real kill -9 and SIGTERM.
const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const haproxyHere = fs.existsSync(HAPROXY)
const runnable = Boolean(adminUrl && redisUrl && haproxyHere)
if (!runnable && process.env.CI) throw new Error('CI runs the cluster tests: it needs TEST_DATABASE_URL, TEST_REDIS_URL and HAProxy (.ci/run installs it)')
if (!runnable) process.stderr.write('\n[cluster] TEST_DATABASE_URL, TEST_REDIS_URL or /usr/sbin/haproxy missing: the cluster process tests are NOT run.\n\n')

const serverDir = path.resolve(import.meta.dirname, '..')
const BRANDS = 30_000

/** A free port (CLUSTER_TEST_PORT gives a base instead, on a machine where ports are shared out). */
let nextFixed = Number(process.env.CLUSTER_TEST_PORT) || 0
const freePort = async () => {
  if (nextFixed) return nextFixed++
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

interface Answer<T = unknown> {
  httpStatus: number
  servedBy: string | null
  body: { status: boolean; code: number; message: string; data: T }
}

const call = async <T = unknown>(base: string, method: 'GET' | 'POST', url: string, o: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(o.token ? { 'operating-token': o.token } : {}), ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), ...o.headers },
    ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
  })
  return { httpStatus: res.status, servedBy: res.headers.get('x-served-by'), body: (await res.json()) as Answer<T>['body'] }
}

/** A WebSocket's next message. */
const nextMessage = (ws: WebSocket) =>
  new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), 10_000)
    ws.once('message', (data: Buffer) => (clearTimeout(timer), resolve(data)))
  })

const signIn = async (base: string) => {
  const res = await call<{ token: string }>(base, 'POST', '/sellers/exclude/login', { body: { username: TEST_ADMIN.adminPhone, password: TEST_ADMIN.adminPassword, version: 2 } })
  expect(res.body.status, JSON.stringify(res.body)).toBe(true)
  return res.body.data.token
}

const planOf = async (base: string, token: string, planId: number) => {
  const list = await call<PlanListResult>(base, 'POST', '/sellers/dispatch/post', {
    token,
    body: { appName: 'download', method: 'GET', url: 'plan/list', requestBody: { page: 1, page_size: 20 } },
  })
  return list.body.data.plans.data.find((p) => p.id === planId)
}

describe.runIf(runnable)('three instances behind HAProxy on one PostgreSQL and one Redis', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-cluster-'))
  const dbName = `yy_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  let databaseUrl = ''
  let db: pg.Client
  // Every brand is exported: the seeded ones and those other tests here made of their own.
  const brandCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from brands')).rows[0]!.n
  let balancer: Balancer
  const instances: Instance[] = []
  const byName = (name: string) => instances.find((i) => i.name === name)!

  /** The instance whose worker holds a running job (its worker id carries the process id). */
  const holderOf = async (jobId: number) => {
    const { rows } = await db.query<{ worker_id: string | null }>('select worker_id from jobs where id = $1 and status = $2', [jobId, 'running'])
    const pid = Number(rows[0]?.worker_id?.split(':')[1])
    return instances.find((i) => i.child.pid === pid && i.child.exitCode === null && i.child.signalCode === null) ?? null
  }
  /** Starts a brand export through the balancer and waits until a worker has written `rows` of it. */
  const exportUnderWay = async (token: string, rows: number) => {
    const started = await call<{ flowNo: string; planId: number }>(balancer.url, 'POST', `${EXPORT_BASE}/export-list-brand`, { token, body: { format: 'csv' } })
    expect(started.body.status, JSON.stringify(started.body)).toBe(true)
    const { planId, flowNo } = started.body.data
    const { rows: jobRows } = await db.query<{ id: number }>(`select id from jobs where payload->>'planId' = $1`, [String(planId)])
    const jobId = jobRows[0]!.id
    for (let i = 0; i < 600; i++) {
      const plan = await planOf(balancer.url, token, planId)
      if ((plan?.rows_done ?? 0) >= rows) break
      await new Promise((r) => setTimeout(r, 50))
    }
    return { planId, flowNo, jobId }
  }
  const exportFinished = async (token: string, flowNo: string) => {
    const deadline = Date.now() + 90_000
    for (;;) {
      const res = await call<{ status: number; url: string; message: string }>(balancer.url, 'GET', `${EXPORT_BASE}/export-list-brand-result?flowNo=${flowNo}`, { token })
      if (res.body.data && res.body.data.status !== 0) return res.body.data
      if (Date.now() > deadline) throw new Error(`export ${flowNo} still waiting: ${JSON.stringify(res.body)}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const csvLines = async (url: string) => {
    const text = await (await fetch(`${balancer.url}${new URL(url, balancer.url).pathname}`)).text()
    const [header, ...lines] = text.replace(/^\uFEFF/, '').trimEnd().split('\n')
    return { header: header!, lines }
  }

  beforeAll(async () => {
    databaseUrl = await createDatabase(adminUrl!, dbName)
    db = new pg.Client({ connectionString: databaseUrl })
    const env = instanceEnv({
      databaseUrl,
      redisUrl: redisUrl!,
      dataDir: dir,
      extra: {
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
        SEED_DEMO: 'false',
        // A dead worker's export is taken over within seconds; small pages with a pause, so an
        // export is surely half done when its instance dies.
        JOB_STALE_SECONDS: '2',
        JOB_HEARTBEAT_SECONDS: '0.3',
        JOB_POLL_MS: '100',
        EXPORT_PAGE_ROWS: '500',
        EXPORT_PAUSE_MS: '40',
      },
    })
    // Migrated and filled before any instance starts, with the seed CLI the README gives.
    execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/db/seed/cli.ts', '--brands', String(BRANDS)], { cwd: serverDir, env, stdio: 'ignore' })
    await db.connect()
    const ports = [await freePort(), await freePort(), await freePort(), await freePort()]
    const servers = ['s1', 's2', 's3'].map((name, i) => ({ name, port: ports[i + 1]! }))
    instances.push(...(await Promise.all(servers.map((s) => startInstance({ ...s, args: SERVER_MAIN_ARGS, cwd: serverDir, env })))))
    balancer = await startBalancer({ port: ports[0]!, servers, socket: path.join(dir, 'haproxy.sock'), dir })
    await balancer.waitFor(['s1', 's2', 's3'], 'UP')
  }, 300_000)

  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL')
    await balancer?.stop()
    await db?.end()
    await dropDatabase(adminUrl!, dbName).catch(() => {})
  })

  it('a user signs in through the balancer and keeps working while requests alternate instances', async () => {
    const token = await signIn(balancer.url)
    const served = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const info = await call<{ username: string }>(balancer.url, 'POST', '/sellers/user/info', { token, body: {} })
      expect(info.body).toMatchObject({ status: true, data: { username: TEST_ADMIN.adminPhone } })
      const brands = await call<{ total: number }>(balancer.url, 'POST', '/org-center/brand/list-for-opt', { token, body: { pageNum: 1, pageSize: 10 } })
      expect(brands.body.status, JSON.stringify(brands.body)).toBe(true)
      served.add(info.servedBy!).add(brands.servedBy!)
    }
    expect([...served].sort()).toEqual(['s1', 's2', 's3'])
  })

  it('a session signed out on one instance is refused on the other at the next request', async () => {
    const token = await signIn(balancer.url)
    const s1 = byName('s1').url
    const s2 = byName('s2').url
    expect((await call(s2, 'POST', '/sellers/user/info', { token, body: {} })).body.status).toBe(true)
    expect((await call(s1, 'POST', '/sellers/exclude/logout', { token, body: {} })).body.status).toBe(true)
    const refused = await call(s2, 'POST', '/sellers/user/info', { token, body: {} })
    expect(refused.httpStatus).toBe(401)
    expect(refused.body.code).toBe(50002)
    expect((await call(byName('s3').url, 'POST', '/sellers/user/info', { token, body: {} })).body.code).toBe(50002)
  })

  it('the SMS sending window counts across instances', async () => {
    const phone = `136${String(process.pid % 10000).padStart(4, '0')}${String(Date.now() % 10000).padStart(4, '0')}`
    const sent = await call(byName('s1').url, 'POST', '/org-center/account/send-sms-v2', { body: { phone, type: 1 } })
    expect(sent.body.status, JSON.stringify(sent.body)).toBe(true)
    const again = await call(byName('s2').url, 'POST', '/org-center/account/send-sms-v2', { body: { phone, type: 1 } })
    expect(again.httpStatus).toBe(429)
    expect(again.body).toMatchObject({ code: 30012, data: { errorType: 'minutes' } })
  })

  it('the sign-in lockout counts across instances', async () => {
    // A client address of this test's own (HAProxy forwards it; the instances trust the balancer).
    const from = { 'x-forwarded-for': '10.29.0.7' }
    // An account name of its own, so the operator's account stays usable for the next tests.
    const username = '13929290007'
    const attempt = (base: string) => call(base, 'POST', '/sellers/exclude/login', { headers: from, body: { username, password: 'wrong-pass-1', version: 2 } })
    for (let i = 0; i < 5; i++) {
      const failed = await attempt(instances[i % 3]!.url)
      expect(failed.body.status).toBe(false)
      expect(failed.body.code).not.toBe(10002)
    }
    // The sixth try is refused as locked, whichever instance it reaches.
    for (const instance of instances) {
      const locked = await attempt(instance.url)
      expect(locked.httpStatus).toBe(429)
      expect(locked.body.code).toBe(10002)
    }
  })

  it('remote assistance across instances: the device holds its control on one, the operator starts and polls on others, device and viewer sockets meet through the owner', async () => {
    const [s1, s2, s3] = [byName('s1'), byName('s2'), byName('s3')]
    const token = await signIn(balancer.url)
    // A group, brand and store of this test's own.
    const group = (await db.query<{ id: number }>(`insert into groups (name) values ('集群远程集团') returning id`)).rows[0]!.id
    const brand = (await db.query<{ id: number }>(`insert into brands (group_id, name, brand_type) values ($1, '集群远程品牌', 2) returning id`, [group])).rows[0]!.id
    const { rows } = await db.query<{ id: number }>(
      `insert into stores (brand_id, name, province_code, city_code, address, longitude, latitude)
       values ($1, '集群远程门店', '310000', '310100', '浦东新区世纪大道 1 号', 121.5, 31.2) returning id`,
      [brand],
    )
    const storeId = rows[0]!.id
    const tool = <T>(base: string, path: string, body: object) => call<T>(base, 'POST', `/device-center/remote-tool/${path}`, { token, body })
    const enrol = await tool<{ token: string }>(s1.url, 'enrol-token', { storeId, devices: 1 })
    expect(enrol.body.status, JSON.stringify(enrol.body)).toBe(true)
    const sn = `CLUSTER-${process.pid}`
    const key = await registerDevice(s1.url, { token: enrol.body.data.token, deviceSn: sn, deviceType: 1 })
    expect((await signedPost(s1.url, key, '/device-center/device/heartbeat', { controllable: true })).body.status).toBe(true)
    // The device's control connection is held by s1 only.
    const control = await openSigned(s1.url, key, '/device-center/device/control')
    const announced = nextMessage(control)
    // s2 knows through the registry that the device can be connected.
    await expect
      .poll(async () => (await tool<{ data: Array<{ deviceSn: string; unavailableReason: string | null }> }>(s2.url, 'page-list', { deviceSn: sn, pageNum: 1, pageSize: 10 })).body.data.data[0]?.unavailableReason, { timeout: 10_000 })
      .toBeNull()

    // The operator's start reaches s2; s2 asks s1, which asks the device.
    const started = await tool<{ type: number; remoteId: string }>(s2.url, 'remote', { id: key.deviceId, type: 1 })
    expect(started.body, JSON.stringify(started.body)).toMatchObject({ status: true, data: { type: 0 } })
    const { remoteId } = started.body.data
    expect(JSON.parse((await announced).toString())).toEqual({ type: 'session', remoteId })

    // The device's session socket reaches s3, which pipes it to s1.
    const device = await openSigned(s3.url, key, `/device-center/device/relay/${remoteId}`)
    device.send('vncpass1')
    device.send(Buffer.from('RFB 003.008\n'), { binary: true })
    // The operator's poll reaches s3 too.
    let config = (await tool<{ type: number; remoteCode: string; remotePassword: string }>(s3.url, 'remote-url', { remoteId, remoteToolId: key.deviceId })).body.data
    for (let i = 0; i < 100 && config.type !== 1; i++) {
      await new Promise((r) => setTimeout(r, 100))
      config = (await tool<typeof config>(s3.url, 'remote-url', { remoteId, remoteToolId: key.deviceId })).body.data
    }
    expect(config.type).toBe(1)

    // A wrong password through s3 is refused by the owner, and the session survives it.
    const intruder = new WebSocket(`${s3.url.replace('http', 'ws')}/device-center/remote-desktop/relay`)
    await new Promise((r) => intruder.once('open', r))
    intruder.send(JSON.stringify({ remoteCode: config.remoteCode, remotePassword: 'wrong-password' }))
    expect(await new Promise((r) => intruder.once('close', r))).toBe(4401)

    // The viewer reaches s2: s2 finds the code's owner and pipes the RFB stream both ways.
    const viewer = new WebSocket(`${s2.url.replace('http', 'ws')}/device-center/remote-desktop/relay`)
    await new Promise((r) => viewer.once('open', r))
    const fromRelay: Buffer[] = []
    viewer.on('message', (d: Buffer) => fromRelay.push(d))
    viewer.send(JSON.stringify({ remoteCode: config.remoteCode, remotePassword: config.remotePassword }))
    await expect.poll(() => fromRelay.length, { timeout: 10_000 }).toBe(2)
    expect(JSON.parse(fromRelay[0]!.toString())).toEqual({ type: 'ready', vncPassword: 'vncpass1' })
    expect(fromRelay[1]!.toString()).toBe('RFB 003.008\n')
    const toDevice = nextMessage(device)
    viewer.send(Buffer.from('RFB 003.008\n'), { binary: true })
    expect((await toDevice).toString()).toBe('RFB 003.008\n')

    // The viewer ends it: the device's socket (on s3) closes, and the record gets its end on any instance.
    const deviceClosed = new Promise((r) => device.once('close', r))
    viewer.close()
    expect(await deviceClosed).toBe(4000)
    await expect
      .poll(async () => (await tool<{ data: Array<{ deviceSn: string; endTime: string | null }> }>(s3.url, 'log-page-list', { deviceSn: sn, pageNum: 1, pageSize: 10 })).body.data.data[0]?.endTime, { timeout: 10_000 })
      .toEqual(expect.any(String))
    control.close()
    // With the control connection gone, no instance offers the device.
    await expect
      .poll(async () => (await tool<{ data: Array<{ unavailableReason: string | null }> }>(s3.url, 'page-list', { deviceSn: sn, pageNum: 1, pageSize: 10 })).body.data.data[0]?.unavailableReason, { timeout: 10_000 })
      .toBe('设备未连接远程通道')
  })

  it('an export whose instance is killed with kill -9 mid-file is finished by another, once, complete, with a correct task-centre status', async () => {
    const token = await signIn(balancer.url)
    const total = await brandCount()
    const { planId, flowNo, jobId } = await exportUnderWay(token, 3000)
    const holder = await holderOf(jobId)
    expect(holder, 'a running instance holds the export').not.toBeNull()
    const before = (await planOf(balancer.url, token, planId))!.rows_done
    expect(before).toBeGreaterThanOrEqual(3000)
    expect(before).toBeLessThan(total)
    holder!.child.kill('SIGKILL')
    await holder!.exited
    await balancer.waitFor([holder!.name], 'DOWN')

    const result = await exportFinished(token, flowNo)
    expect(result.status).toBe(1)
    const { header, lines } = await csvLines(result.url)
    expect(header.startsWith('品牌ID,品牌名称')).toBe(true)
    expect(lines).toHaveLength(total)
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(total)
    expect(await planOf(balancer.url, token, planId)).toMatchObject({ status: 2, rows_done: total })
    // Once: the dead instance's attempt is recorded as lost, exactly one attempt finished it.
    const { rows } = await db.query<{ outcome: string; worker_id: string }>('select outcome, worker_id from job_attempts where job_id = $1 order by id', [jobId])
    expect(rows.map((r) => r.outcome)).toEqual(['lost', 'done'])
    expect(Number(rows[1]!.worker_id.split(':')[1])).not.toBe(holder!.child.pid)
  }, 300_000)

  it('a SIGTERM drains: the balancer stops sending first, a request in flight finishes, the running export is handed back and finished elsewhere', async () => {
    const token = await signIn(balancer.url)
    const live = instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null)
    expect(live.length).toBe(2)
    const { flowNo, jobId } = await exportUnderWay(token, 1000)
    const draining = (await holderOf(jobId)) ?? live[0]!
    const other = live.find((i) => i !== draining)!

    // Traffic through the balancer for the whole drain: none of it may fail.
    let stop = false
    const failures: string[] = []
    let answered = 0
    const traffic = (async () => {
      while (!stop) {
        const res = await call(balancer.url, 'POST', '/sellers/user/info', { token, body: {} }).catch((e: Error) => ({ httpStatus: 0, servedBy: null, body: { status: false, message: e.message } }))
        if (!res.body.status) failures.push(`${res.httpStatus} ${res.servedBy}: ${JSON.stringify(res.body)}`)
        answered += 1
        await new Promise((r) => setTimeout(r, 25))
      }
    })()

    // An upload whose body arrives slowly: in flight when the signal comes, finished after the drain.
    const boundary = `----yy${Date.now()}`
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\n0\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const tail = Buffer.concat([png, Buffer.from(`\r\n--${boundary}--\r\n`)])
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(head)
        await released
        controller.enqueue(tail)
        controller.close()
      },
    })
    const upload = fetch(`${draining.url}/sellers/dispatch/uploadFile`, {
      method: 'POST',
      headers: { 'operating-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
    await new Promise((r) => setTimeout(r, 300))

    draining.child.kill('SIGTERM')
    // Readiness goes false at once; the process is still there to answer it.
    await new Promise((r) => setTimeout(r, 200))
    const ready = await call<{ draining: boolean }>(draining.url, 'GET', '/readyz')
    expect(ready.httpStatus).toBe(503)
    expect(ready.body.data.draining).toBe(true)
    await balancer.waitFor([draining.name], 'DOWN', 5_000)
    expect(draining.child.exitCode, 'the balancer stopped sending before the process exited').toBeNull()

    // The request in flight is let finish, after the drain delay has passed.
    await new Promise((r) => setTimeout(r, 2_500))
    release()
    const uploaded = (await (await upload).json()) as { status: boolean; data: { name: string } }
    expect(uploaded).toMatchObject({ status: true, data: { name: 'slow.png' } })
    // Then it exits at once: no kept-alive connection holds it open.
    const finishedAt = Date.now()
    expect(await draining.exited).toBe(0)
    expect(Date.now() - finishedAt).toBeLessThan(5_000)

    // The export it was writing went back to the queue (the attempt does not count) and was finished by another instance.
    const result = await exportFinished(token, flowNo)
    expect(result.status).toBe(1)
    expect((await csvLines(result.url)).lines).toHaveLength(await brandCount())
    const { rows } = await db.query<{ outcome: string | null; worker_id: string }>('select outcome, worker_id from job_attempts where job_id = $1 order by id', [jobId])
    expect(rows.map((r) => r.outcome)).toEqual(['released', 'done'])
    expect(Number(rows[1]!.worker_id.split(':')[1])).toBe(other.child.pid)

    stop = true
    await traffic
    expect(answered).toBeGreaterThan(20)
    expect(failures).toEqual([])
  }, 300_000)
})
