/**
 * bench:remote, part 2: what heartbeats cost the server. --heartbeat-devices N generated devices (default
 * 500), given fresh random keys when the data is prepared, each beat every 10 s, their first beats
 * spread evenly over the interval, as devices switched on at different times are; over
 * --heartbeat-seconds (default 60) the server process's CPU time (user + system, all its threads,
 * from /proc/<pid>/stat) as a share of one core, beside the server's idle share over up to 10 s without
 * beats before. Measured twice, the ways the reference device client (device-client.ts) beats:
 * - `control`: on the device's control connection, held open, as it does whenever that connection is
 *   up (one signed upgrade per device, then a small text message per beat). Target (issue 26): ≤ 10 %.
 * - `http`: the signed call `POST /device-center/device/heartbeat` (`signedPost`), its fallback while
 *   it has no connection; printed beside it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import type WebSocket from 'ws'
import { openSigned, signedPost, type DeviceKey } from '../apps/server/src/modules/remote-assist/device-client.js'
import type { BuiltServer } from './built-server.js'

const HEARTBEAT_MS = 10_000

/** The process's CPU time so far (user + system, every thread), in seconds. */
export const cpuSeconds = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100
  return (Number(fields[11]) + Number(fields[12])) / ticks
}

/** The generated devices whose `keys` the bench was issued heartbeat for `seconds`; answers the printed row. */
export const measureHeartbeats = async (server: BuiltServer, o: { keys: ReadonlyArray<{ keyId: string; secret: string }>; seconds: number; via: 'control' | 'http' }) => {
  // The device id is not part of a signature.
  const keys: DeviceKey[] = o.keys.map((k) => ({ deviceId: 0, ...k }))
  // As the reference device client does: each device holds its control connection and beats on it;
  // `http` measures the signed call a device falls back to while it has no connection.
  const controls = new Map<string, WebSocket>()
  if (o.via === 'control') for (const key of keys) controls.set(key.keyId, await openSigned(server.base, key, '/device-center/device/control'))
  // The server's own idle cost first (its timers, the relay's pings), over up to 10 s without beats.
  const idleSeconds = Math.min(10, o.seconds)
  const idle0 = cpuSeconds(server.pid)
  const i0 = performance.now()
  await new Promise((r) => setTimeout(r, idleSeconds * 1000))
  const idleShare = ((cpuSeconds(server.pid) - idle0) / ((performance.now() - i0) / 1000)) * 100
  let sent = 0
  let failed = 0
  const body = { controllable: true, clientVersion: 'bench' }
  const beat = (key: DeviceKey) => {
    const control = controls.get(key.keyId)
    if (control) {
      if (control.readyState === control.OPEN) {
        control.send(JSON.stringify({ type: 'beat', ...body }))
        sent++
      } else failed++
      return Promise.resolve()
    }
    return signedPost(server.base, key, '/device-center/device/heartbeat', body).then(
      (res) => void (res.body.status ? sent++ : failed++),
      () => void failed++,
    )
  }
  const timers: NodeJS.Timeout[] = []
  // Each device beats at its own phase of the interval, from now on.
  keys.forEach((key, i) => {
    timers.push(
      setTimeout(() => {
        void beat(key)
        timers.push(setInterval(() => void beat(key), HEARTBEAT_MS))
      }, (i * HEARTBEAT_MS) / keys.length),
    )
  })
  try {
    // One whole interval first, so the window sees the steady state.
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS))
    const sentBefore = sent
    const cpu0 = cpuSeconds(server.pid)
    const t0 = performance.now()
    await new Promise((r) => setTimeout(r, o.seconds * 1000))
    const cpu = cpuSeconds(server.pid) - cpu0
    const seconds = (performance.now() - t0) / 1000
    const share = (cpu / seconds) * 100
    return [
      [
        `CPU of the server, ${keys.length} devices × a heartbeat every ${HEARTBEAT_MS / 1000} s ${o.via === 'control' ? 'on their control connections' : 'as signed calls (the fallback)'} for ${seconds.toFixed(0)} s (${(sent - sentBefore).toLocaleString()} beats, ${failed} failed)`,
        `${share.toFixed(1)} % of one core (${cpu.toFixed(2)} s CPU; idle, without beats: ${idleShare.toFixed(1)} %)`,
        o.via === 'control' ? `${share <= 10 ? 'ok' : 'OVER'} (≤ 10 % of one core)` : 'printed (the fallback; the target is for the control connection)',
      ],
    ]
  } finally {
    for (const t of timers) clearTimeout(t)
    for (const c of controls.values()) c.close()
  }
}
