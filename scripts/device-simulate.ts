import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { registerDevice, startAgent } from '../apps/server/src/modules/remote-assist/device-client.ts'

/**
 * `npm run device:simulate -- --server URL --enrol TOKEN [--devices N] [--screen] [--display :70]`
 * Simulated store POS devices (docs/remote-assistance.md): each registers with the one enrolment token,
 * heartbeats, now and then applies for help, and answers session requests after a realistic delay.
 * With --screen the first device shows a real screen: a virtual display (Xvfb) with a small POS-like
 * window, served by x11vnc on loopback only with a password read from a file it deletes, and bridged
 * to each session. A click on the window's button is printed as `device click: <button>`; the
 * keyboard's input window (`xev`, top left) prints each key as `device key: <keysym>` and the line
 * typed before Enter as `device typed: <text>`.
 *
 * Every child (Xvfb, x11vnc, the windows) runs in its own process group, and the simulator kills the
 * groups when it exits, on SIGTERM and SIGINT; Xvfb also watches its stdin pipe, so even a SIGKILLed
 * simulator takes its display (and with it every X client) down.
 */
const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    enrol: { type: 'string' },
    devices: { type: 'string', default: '1' },
    screen: { type: 'boolean', default: false },
    display: { type: 'string', default: ':70' },
    'vnc-port': { type: 'string', default: '5970' },
    'apply-every': { type: 'string', default: '0' },
    'answer-delay': { type: 'string', default: '300' },
    'heartbeat-ms': { type: 'string', default: '10000' },
    prefix: { type: 'string', default: `SIM-${process.pid}` },
  },
})
if (!values.server || !values.enrol) {
  process.stderr.write('usage: npm run device:simulate -- --server URL --enrol TOKEN [--devices N] [--screen]\n')
  process.exit(2)
}
const server = values.server
const log = (line: string) => process.stdout.write(`${line}\n`)
const children: ChildProcess[] = []
/** Kills every child's process group (each child leads its own, see `run`); synchronous, for the exit handler too. */
const killChildren = () => {
  for (const c of children.splice(0).reverse()) {
    if (c.pid === undefined || c.exitCode !== null || c.signalCode !== null) continue
    try {
      process.kill(-c.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}
process.on('exit', killChildren)
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A virtual display with a POS-like window and a loopback VNC server; resolves with its port and password. */
const startScreen = async () => {
  const display = values.display
  const port = Number(values['vnc-port'])
  // Another display of that number (another simulator, a test run beside this one) would be shared
  // silently: its socket is there, so this one would draw on it and serve someone else's screen.
  const number = display.replace(/^:/, '').split('.')[0]
  if (fs.existsSync(`/tmp/.X${number}-lock`)) {
    process.stderr.write(`display ${display} is in use (/tmp/.X${number}-lock): choose another with --display and --vnc-port\n`)
    process.exit(1)
  }
  // detached: the child leads its own process group, so killing -pid takes whatever it started too.
  const run = (cmd: string, args: string[], stdin: 'ignore' | 'pipe' = 'ignore') => {
    const child = spawn(cmd, args, { env: { ...process.env, DISPLAY: display }, stdio: [stdin, 'pipe', 'pipe'], detached: true })
    children.push(child)
    child.on('exit', () => {
      const i = children.indexOf(child)
      if (i >= 0) children.splice(i, 1)
    })
    return child
  }
  // Xvfb under a shell that waits on its stdin: the pipe closes when the simulator dies, however it
  // dies (SIGKILL too), and the shell then stops the display; the X clients end with it.
  run('sh', ['-c', 'Xvfb "$@" & x=$!; read _ || true; kill $x 2>/dev/null; wait $x', 'xvfb-guard', display, '-screen', '0', '800x600x24', '-nolisten', 'tcp'], 'pipe')
  // The display is ready once its socket is there (a fixed wait lost the background on a busy machine);
  // the background is set again until xsetroot succeeds.
  const socket = `/tmp/.X11-unix/X${display.replace(/^:/, '').split('.')[0]}`
  for (let i = 0; i < 150 && !fs.existsSync(socket); i++) await wait(100)
  for (let i = 0; i < 20; i++) {
    const code = await new Promise<number | null>((resolve) => run('xsetroot', ['-solid', '#1f6f8b']).on('exit', resolve))
    if (code === 0) break
    await wait(250)
  }
  const pos = () => {
    const win = run('xmessage', ['-geometry', '420x220+190+190', '-bg', '#fff7e6', '-fg', '#333333', '-buttons', 'CHECKOUT:0,REFUND:1', '-print', 'DEMO STORE POS\n\nOrder #1024    Total 36.00'])
    win.stdout!.on('data', (d: Buffer) => log(`device click: ${d.toString().trim()}`))
    // The window closes when a button is clicked: show it again, as a till would.
    win.on('exit', () => {
      if (!stopping) setTimeout(pos, 200)
    })
  }
  pos()
  // The keyboard's target: xev prints the keys typed while the pointer is over it (no window manager:
  // the focus follows the pointer). Each KeyPress block names its keysym: `(keysym 0x61, a)`.
  const keys = () => {
    const win = run('xev', ['-geometry', '240x60+20+20', '-name', 'POS INPUT', '-event', 'keyboard'])
    let pressed = false
    let line = ''
    let rest = ''
    win.stdout!.on('data', (d: Buffer) => {
      const lines = (rest + d.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const l of lines) {
        if (l.startsWith('KeyPress event')) pressed = true
        else if (l.startsWith('KeyRelease event')) pressed = false
        const m = pressed ? /\(keysym 0x[0-9a-f]+, ([^)]+)\)/.exec(l) : null
        if (!m) continue
        pressed = false
        const name = m[1]!
        log(`device key: ${name}`)
        if (name === 'Return' || name === 'KP_Enter') {
          log(`device typed: ${line}`)
          line = ''
        } else if (name === 'space') line += ' '
        else if (name === 'BackSpace') line = line.slice(0, -1)
        else if ([...name].length === 1) line += name
      }
    })
    win.on('exit', () => {
      if (!stopping) setTimeout(keys, 200)
    })
  }
  keys()
  const password = randomBytes(6).toString('base64url').slice(0, 8)
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sim-vnc-')), 'passwd')
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 })
  // The port must be free: a VNC server already there (another run's, left over) would answer the
  // readiness check below and the bridge would offer someone else's screen with a wrong password.
  const free = await new Promise<boolean>((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
  if (!free) {
    process.stderr.write(`VNC port ${port} is in use: choose another with --vnc-port\n`)
    process.exit(1)
  }
  // -localhost: loopback only; rm: x11vnc deletes the file once read (never -passwd on a command line).
  // Under a stdin guard like Xvfb's, which ends it with SIGKILL once the simulator is gone, however it
  // went: x11vnc whose display has gone hangs on SIGTERM and kept listening, keeping the port (and a
  // wrong password) from the next run. The guard and x11vnc ignore the group's SIGTERM for that reason.
  run('sh', ['-c', 'trap "" TERM INT; x11vnc "$@" & x=$!; read _ || true; kill -9 $x 2>/dev/null; wait $x', 'x11vnc-guard', '-display', display, '-localhost', '-rfbport', String(port), '-passwdfile', `rm:${file}`, '-forever', '-shared', '-quiet', '-noxdamage'], 'pipe')
  for (let i = 0; i < 50; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)))
      s.on('error', () => resolve(false))
    })
    if (ok) break
    await wait(200)
  }
  log(`screen: display ${display}, VNC on 127.0.0.1:${port}`)
  return { host: '127.0.0.1', port, password }
}
let stopping = false
const agents: Array<ReturnType<typeof startAgent>> = []
const main = async () => {
  const count = Math.max(1, Number(values.devices))
  const vnc = values.screen ? await startScreen() : null
  for (let i = 0; i < count; i++) {
    const deviceSn = `${values.prefix}-${String(i + 1).padStart(3, '0')}`
    const key = await registerDevice(server, { token: values.enrol!, deviceSn, deviceType: i % 2 === 0 ? 1 : 2, clientVersion: 'sim-1.0.0' })
    const agent = startAgent({
      server,
      key,
      vnc: i === 0 ? vnc : null,
      controllable: true,
      heartbeatMs: Number(values['heartbeat-ms']),
      answerDelayMs: Number(values['answer-delay']),
      log: (line) => log(`${deviceSn}: ${line}`),
    })
    agents.push(agent)
    await agent.ready
    log(`registered ${deviceSn} (device ${key.deviceId})`)
    const every = Number(values['apply-every'])
    if (every > 0) setInterval(() => void agent.apply().then((r) => log(`${deviceSn}: applied (${r.body.data?.applyId ?? r.body.message})`)), every * 1000 * (1 + Math.random())).unref()
  }
  log(`ready: ${count} device(s)`)
}

const stop = async (code = 0) => {
  if (stopping) return
  stopping = true
  // The screen first: nothing below may keep it alive.
  killChildren()
  await Promise.race([Promise.all(agents.map((a) => a.stop())), wait(2000)])
  process.exit(code)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
main().catch((err: Error) => {
  process.stderr.write(`device:simulate: ${err.message}\n`)
  void stop(1)
})
setInterval(() => {}, 60_000)
