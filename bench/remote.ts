/**
 * `npm run bench:remote`: the remote assistance of issue 26 through the built server
 * (apps/server/dist/main.js, started as users start it; build first with `npm run build -w @yunying/server`,
 * and `npm run build` for the browser part, which needs the built console). Four parts, each printed
 * against its target:
 *
 * 1. the device page (bench/remote-page.ts): the console's device list with its common filters at
 *    --devices N generated devices (default 50,000) over --stores M stores (default 5,000), seeded
 *    before the server starts; p99 over --runs calls (default 200); on PGlite, and on PostgreSQL when
 *    BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is set (--only pglite|postgres narrows);
 *
 * then, on the first of those databases:
 *
 * 2. the relay: --sessions N devices (default 20) enrol with one token and run the reference device
 *    client (device-client.ts): heartbeat, control connection, and for each session a socket bridged
 *    to a local TCP "VNC server" of the bench's own on 127.0.0.1 — the path a real device takes:
 *    - connect: from `remote-tool/remote` to `remote-url` answering type 1 (polled every 20 ms), the
 *      device answering at once (target ≤ 1 s);
 *    - latency: all sessions at once, each VNC server sends --fps frames a second (default 30) of
 *      --frame bytes (default 16 KiB) for --seconds (default 10); each frame carries its send time,
 *      and the viewer (a WebSocket client here) measures when it arrives: the relay's whole path
 *      (TCP to the device client, its socket to the server, the server's socket to the viewer)
 *      (target p99 ≤ 20 ms added);
 *    - throughput: all sessions at once, each VNC server sends as fast as its socket takes for
 *      --seconds; the Mbit/s each session carried;
 * 3. heartbeats (bench/remote-heartbeat.ts): --heartbeat-devices N (default 500) beating every 10 s
 *    for --heartbeat-seconds (default 60) on their control connections (≤ 10 % of one core), then as
 *    signed calls (the client's fallback, printed); the server's CPU as a share of one core;
 * 4. the first frame in a browser (bench/remote-first-frame.ts): Chromium opens the console's
 *    remote-desktop page for a session to a device whose loopback RFB server draws a screen; from
 *    opening the page to the first non-blank canvas, --frame-runs sessions (default 3) (≤ 2 s).
 *
 * --parts page,relay,heartbeat,frame (the default: all) runs only some.
 * Data lives in BENCH_DATA_DIR (default /tmp/yy-bench-remote, a directory per database, seeded
 * once and grown to a larger --devices); on PostgreSQL the database `yy_bench_remote`.
 */
import net from 'node:net'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { registerDevice, startAgent } from '../apps/server/src/modules/remote-assist/device-client.js'
import { benchKinds } from './bench-db.js'
import { startBuiltServer, type BuiltServer } from './built-server.js'
import { measureFirstFrame } from './remote-first-frame.js'
import { measureHeartbeats } from './remote-heartbeat.js'
import { measureDevicePage, percentile, prepareDeviceData } from './remote-page.js'

const args = process.argv.slice(2)
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const SESSIONS = Number(arg('--sessions') ?? 20)
const FPS = Number(arg('--fps') ?? 30)
const FRAME = Number(arg('--frame') ?? 16 * 1024)
const SECONDS = Number(arg('--seconds') ?? 10)
const DEVICES = Number(arg('--devices') ?? 50_000)
const STORES = Number(arg('--stores') ?? 5_000)
const RUNS = Number(arg('--runs') ?? 200)
const ONLY = arg('--only')
const HEARTBEAT_DEVICES = Number(arg('--heartbeat-devices') ?? 500)
const HEARTBEAT_SECONDS = Number(arg('--heartbeat-seconds') ?? 60)
const FRAME_RUNS = Number(arg('--frame-runs') ?? 3)
const PARTS = new Set((arg('--parts') ?? 'page,relay,heartbeat,frame').split(','))
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/yy-bench-remote'
// BENCH_PASSWORD: the operator's password of a data directory seeded before.
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Bench#2026remote'

const now = () => performance.timeOrigin + performance.now()
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * A VNC server stand-in: on a command byte from the viewer (1 paced, 2 flood, 0 stop) it sends
 * frames `[u32 length][f64 send time][payload]`, for the viewer to take apart again.
 */
const fakeVnc = () =>
  new Promise<{ port: number; server: net.Server }>((resolve) => {
    const server = net.createServer((socket) => {
      let timer: NodeJS.Timeout | null = null
      let flooding = false
      const frame = () => {
        const buf = Buffer.alloc(12 + FRAME)
        buf.writeUInt32BE(8 + FRAME, 0)
        buf.writeDoubleBE(now(), 4)
        return buf
      }
      const flood = () => {
        while (flooding && socket.write(frame()));
        if (flooding) socket.once('drain', flood)
      }
      socket.on('data', (d) => {
        const command = d[d.length - 1]
        if (timer) clearInterval(timer)
        flooding = false
        if (command === 1) timer = setInterval(() => socket.write(frame()), 1000 / FPS)
        if (command === 2) {
          flooding = true
          flood()
        }
      })
      socket.on('error', () => undefined)
      socket.on('close', () => {
        flooding = false
        if (timer) clearInterval(timer)
      })
    })
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, server }))
  })

/** The viewer: proves the code and password, then takes the frames apart and measures each. */
const openViewer = (base: string, code: string, password: string) =>
  new Promise<{ ws: WebSocket; delays: number[]; bytes: () => number; reset: () => void }>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/device-center/remote-desktop/relay`)
    let pending: Buffer = Buffer.alloc(0)
    let bytes = 0
    const delays: number[] = []
    ws.on('open', () => ws.send(JSON.stringify({ remoteCode: code, remotePassword: password })))
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) {
        const reset = () => {
          bytes = 0
          delays.length = 0
        }
        return resolve({ ws, delays, bytes: () => bytes, reset })
      }
      bytes += data.length
      pending = pending.length ? Buffer.concat([pending, data]) : data
      while (pending.length >= 12 && pending.length >= 4 + pending.readUInt32BE(0)) {
        delays.push(now() - pending.readDoubleBE(4))
        pending = pending.subarray(4 + pending.readUInt32BE(0))
      }
    })
    ws.on('close', (code) => reject(new Error(`viewer closed ${code}`)))
    ws.on('error', reject)
  })

/** The relay's three figures with `SESSIONS` simulated devices of `storeId`. */
const measureRelay = async (server: BuiltServer, storeId: number): Promise<string[][]> => {
  const agents: Array<ReturnType<typeof startAgent>> = []
  const vncs: net.Server[] = []
  const viewers: Array<Awaited<ReturnType<typeof openViewer>>> = []
  try {
    const { token } = await server.call<{ token: string }>('POST', '/device-center/remote-tool/enrol-token', { storeId, devices: SESSIONS })
    const devices: Array<{ deviceId: number }> = []
    for (let i = 0; i < SESSIONS; i++) {
      const vnc = await fakeVnc()
      vncs.push(vnc.server)
      const key = await registerDevice(server.base, { token, deviceSn: `BENCH-${process.pid}-${i}`, deviceType: 1, clientVersion: 'bench' })
      const agent = startAgent({ server: server.base, key, vnc: { host: '127.0.0.1', port: vnc.port, password: '' }, controllable: true, answerDelayMs: 0 })
      await agent.ready
      agents.push(agent)
      devices.push(key)
    }
    // The control connections are open once the device list says so.
    for (let i = 0; i < 100; i++) {
      const page = await server.call<{ data: Array<{ unavailableReason: string | null }> }>('POST', '/device-center/remote-tool/page-list', { storeId, pageNum: 1, pageSize: 100 })
      if (page.data.filter((d) => d.unavailableReason === null).length >= SESSIONS) break
      await wait(100)
    }

    // 1. Connect: remote → type 1, one session at a time.
    const connectMs: number[] = []
    for (const d of devices) {
      const started = performance.now()
      let config = await server.call<{ type: number; remoteId: string; remoteCode: string; remotePassword: string }>('POST', '/device-center/remote-tool/remote', { id: d.deviceId, type: 1 })
      while (config.type !== 1) {
        await wait(20)
        config = await server.call('POST', '/device-center/remote-tool/remote-url', { remoteId: config.remoteId, remoteToolId: d.deviceId })
      }
      connectMs.push(performance.now() - started)
      viewers.push(await openViewer(server.base, config.remoteCode, config.remotePassword))
    }

    // 2. Latency: paced frames on every session at once.
    for (const v of viewers) v.ws.send(Buffer.from([1]))
    await wait(1000)
    for (const v of viewers) v.reset()
    await wait(SECONDS * 1000)
    for (const v of viewers) v.ws.send(Buffer.from([0]))
    const delays = viewers.flatMap((v) => v.delays)
    await wait(500)

    // 3. Throughput: every session floods at once.
    for (const v of viewers) v.reset()
    for (const v of viewers) v.ws.send(Buffer.from([2]))
    const t0 = performance.now()
    await wait(SECONDS * 1000)
    const seconds = (performance.now() - t0) / 1000
    const mbits = viewers.map((v) => (v.bytes() * 8) / seconds / 1e6)
    for (const v of viewers) v.ws.send(Buffer.from([0]))

    const f = (n: number, digits = 1) => n.toFixed(digits)
    const connectMax = Math.max(...connectMs)
    const delayP99 = percentile(delays, 0.99)
    return [
      [`remote → type 1 (${SESSIONS} sessions, device answering at once)`, `p50 ${f(percentile(connectMs, 0.5))} ms, max ${f(connectMax)} ms`, `${connectMax <= 1000 ? 'ok' : 'OVER'} (≤ 1,000 ms)`],
      [`frame delay, ${SESSIONS} sessions × ${FPS} fps × ${FRAME / 1024} KiB (${delays.length.toLocaleString()} frames)`, `p50 ${f(percentile(delays, 0.5), 2)} ms, p99 ${f(delayP99, 2)} ms, max ${f(Math.max(...delays), 2)} ms`, `${delayP99 <= 20 ? 'ok' : 'OVER'} (p99 ≤ 20 ms added)`],
      [`throughput per session, ${SESSIONS} flooding at once`, `min ${f(Math.min(...mbits))}, median ${f(percentile(mbits, 0.5))}, max ${f(Math.max(...mbits))} Mbit/s; total ${f(mbits.reduce((a, b) => a + b, 0))} Mbit/s`, 'printed (no vendor figure)'],
    ]
  } finally {
    for (const v of viewers) {
      v.ws.removeAllListeners('close')
      v.ws.on('error', () => undefined)
      v.ws.close()
    }
    await Promise.all(agents.map((a) => a.stop()))
    for (const s of vncs) s.close()
  }
}

const main = async () => {
  const rows: string[][] = [['figure', 'measured', 'target (issue 26)']]
  const kinds = benchKinds(ONLY)
  for (const [i, kind] of kinds.entries()) {
    process.stdout.write(`\n── ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ──\n`)
    // The page's data is needed by every part: the stores the devices belong to.
    const data = await prepareDeviceData(kind, { dataRoot: DATA_DIR, devices: DEVICES, stores: STORES, password: PASSWORD, keys: PARTS.has('heartbeat') && i === 0 ? HEARTBEAT_DEVICES : 0 })
    const server = await startBuiltServer({ ...(data.url ? { DATABASE_URL: data.url } : {}), DATA_DIR: data.dataDir, SEED_DEMO: 'false' }, PASSWORD)
    try {
      if (PARTS.has('page')) {
        process.stdout.write(`  ${data.total.toLocaleString()} devices; ${RUNS} calls per search after a warm-up round of 10 calls of every search\n`)
        for (const [name, total, measured, target] of await measureDevicePage(server, data, { runs: RUNS, devices: DEVICES }))
          rows.push([`${name} [${kind}, ${total}]`, measured!, target!])
      }
      // The other parts measure the server, not its database: once, on the first database.
      if (i > 0) continue
      const store = (await server.call<{ list: Array<{ id: number }> }>('GET', '/org-center/shop/list?pageSize=1')).list[0]!
      if (PARTS.has('relay')) rows.push(...(await measureRelay(server, store.id)))
      if (PARTS.has('heartbeat')) {
        rows.push(...(await measureHeartbeats(server, { keys: data.keys, seconds: HEARTBEAT_SECONDS, via: 'control' })))
        rows.push(...(await measureHeartbeats(server, { keys: data.keys, seconds: HEARTBEAT_SECONDS, via: 'http' })))
      }
      if (PARTS.has('frame')) rows.push(...(await measureFirstFrame(server, { storeId: store.id, password: PASSWORD, runs: FRAME_RUNS })))
    } finally {
      await server.stop()
    }
  }
  const width = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)))
  process.stdout.write(`\nbench:remote — built server, ${kinds.join(' and ')}, load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n\n`)
  for (const r of rows) process.stdout.write(`${r.map((c, i) => c.padEnd(width[i]!)).join('  ')}\n`)
}

main().catch((err: Error) => {
  process.stderr.write(`bench:remote: ${err.stack ?? err.message}\n`)
  process.exit(1)
})
