/**
 * The built server (apps/server/dist/main.js, `npm run build -w @yunying/server`) started as users
 * start it, for the benches: its own process on a free port, signed in as the seeded operator.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')
export const BUILT_SERVER = path.join(ROOT, 'apps/server/dist/main.js')

export interface BuiltServer {
  pid: number
  base: string
  token: string
  /** One call through the envelope: the data, or an error with the server's message (`body` an object, or JSON already serialised as a Buffer). */
  call: <T>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>
  stop: () => Promise<void>
}

/** The built server to start: BENCH_SERVER_JS (another build, e.g. the previous commit's, to compare back to back) or dist/main.js. */
export const builtServer = () => (process.env.BENCH_SERVER_JS ? path.resolve(process.env.BENCH_SERVER_JS) : BUILT_SERVER)

/** The server from its sources (tsx), for a bench that offers it beside the built one. */
export const SOURCE_SERVER_ARGS = ['--conditions=source', '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')]

/**
 * Starts the built server (or `args`, such as `SOURCE_SERVER_ARGS`) with `env` (DATA_DIR or
 * DATABASE_URL …) and signs in with `password`.
 */
export const startBuiltServer = async (env: Record<string, string>, password: string, args = [builtServer()]): Promise<BuiltServer> => {
  if (args[0] === builtServer() && !fs.existsSync(args[0])) throw new Error(`${args[0]} is missing: run \`npm run build -w @yunying/server\` first`)
  // BENCH_PORT: a fixed port, for a machine where ports are shared out.
  const port = Number(process.env.BENCH_PORT) || 18_900 + Math.floor(Math.random() * 500)
  // BENCH_SERVER_NODE_ARGS: flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), which NODE_OPTIONS refuses.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: ROOT,
    // `/metrics` to this machine: the benches read the server's heap from it (heapSampler).
    env: { ...process.env, LOG_LEVEL: 'warn', METRICS_ALLOW: '127.0.0.1', ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()))
  // BENCH_START_TIMEOUT_MS: longer, on a machine so busy that a first start takes minutes.
  const deadline = Date.now() + (Number(process.env.BENCH_START_TIMEOUT_MS) || 120_000)
  while (!out.includes('serving http')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      // Not left running behind the bench.
      child.kill('SIGKILL')
      throw new Error(`the server did not start: ${out}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const base = `http://127.0.0.1:${port}`
  const login = await fetch(`${base}/sellers/exclude/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000000', password, version: 2 }),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'operating-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      // A body already serialised (a Buffer) goes as it is: a bench's own JSON work stays out of its timings.
      ...(body ? { body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body) } : {}),
    })
    const envelope = (await res.json()) as { status: boolean; message: string; data: T }
    if (!envelope.status) throw new Error(`${url}: ${envelope.message}`)
    return envelope.data
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { pid: child.pid!, base, token, call, stop }
}

/** The V8 heap in use (MB) and the full collections so far, from the server's `/metrics`; null when it does not answer. */
const heapNow = async (base: string) => {
  try {
    const text = await (await fetch(`${base}/metrics`)).text()
    const used = /^nodejs_heap_size_used_bytes\{[^}]*\} (\d+(?:\.\d+)?)/m.exec(text)
    const majors = /^nodejs_gc_duration_seconds_count\{[^}]*kind="major"[^}]*\} (\d+)/m.exec(text)
    return used && majors ? { mb: Number(used[1]) / 1_048_576, majors: Number(majors[1]) } : null
  } catch {
    return null
  }
}

/**
 * Samples the server's heap every `everyMs`. RSS rises and falls with V8's full collections, late ones
 * on a machine with much memory; a leak shows as the heap left after them rising. `stop()` gives the
 * heap at the first sample after each full collection (within `everyMs` of it) and the peak.
 */
export const heapSampler = (server: Pick<BuiltServer, 'base'>, everyMs = 1_000) => {
  const afterFull: number[] = []
  let peak = 0
  let majors = -1
  const timer = setInterval(
    () =>
      void heapNow(server.base).then((now) => {
        if (!now) return
        peak = Math.max(peak, now.mb)
        if (majors >= 0 && now.majors > majors) afterFull.push(now.mb)
        majors = now.majors
      }),
    everyMs,
  )
  return {
    stop() {
      clearInterval(timer)
      return { afterFull, peak }
    },
  }
}

/** A bench row of the heap after each full collection (see heapSampler): informational, beside the RSS target. */
export const heapRow = ({ afterFull, peak }: { afterFull: number[]; peak: number }): string[] => {
  const name = '堆（V8，每次完整回收之后）'
  if (afterFull.length < 2) return [name, `${afterFull.length}`, '', `最高 ${peak.toFixed(0)} MB`, 'fewer than two full collections: nothing to compare']
  const kept = afterFull.at(-1)! - afterFull[0]!
  return [name, `${afterFull.length}`, '', `${afterFull.map((l) => l.toFixed(0)).join(' → ')} MB，最高 ${peak.toFixed(0)} MB`, `${kept <= 20 ? 'nothing kept' : 'grew'} (${kept >= 0 ? '+' : ''}${kept.toFixed(0)} MB first to last)`]
}
