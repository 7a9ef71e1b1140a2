import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

/**
 * The balanced topology of issue 29: server instances on one PostgreSQL database and one Redis,
 * behind HAProxy (Debian's package), which sends requests round-robin to the instances whose
 * `/readyz` answers 200. Used by `npm run cluster` (the built server) and by the cluster process
 * tests (the server from source).
 */

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'

/** The balancer's check: every 500 ms, out after 2 failures, back after 2 passes. */
export const CHECK = { interMs: 500, fall: 2, rise: 2 }
/** An instance's drain: longer than the balancer needs to see /readyz fail (inter × fall) and a margin. */
export const DRAIN_SECONDS = 2

export interface HaproxyOptions {
  port: number
  servers: Array<{ name: string; port: number }>
  socket: string
}

export const haproxyConfig = ({ port, servers, socket }: HaproxyOptions) =>
  [
    'global',
    '  maxconn 4096',
    `  stats socket ${socket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout http-request 30s',
    // A check may be slow on a busy machine; without this its timeout is the check interval, and a
    // slow but healthy instance would be taken out (a draining one answers 503 at once either way).
    '  timeout check 5s',
    // A connection refused by a dead instance is tried once more on another: no request reached it.
    '  retries 2',
    '  option redispatch 1',
    '',
    'frontend console',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // Which instance answered, for the tests and for an operator reading a response.
    '  http-response set-header x-served-by %s',
    `  default-server inter ${CHECK.interMs}ms fall ${CHECK.fall} rise ${CHECK.rise}`,
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n')

export interface Instance {
  name: string
  port: number
  url: string
  child: ChildProcess
  output(): string
  exited: Promise<number | null>
}

export interface InstanceOptions {
  name: string
  port: number
  /** Node's arguments: the built main.js, or tsx and the source. */
  args: string[]
  cwd: string
  env: Record<string, string>
  /** Called with each chunk the instance prints (npm run cluster prefixes and shows them). */
  onOutput?: (text: string) => void
  startTimeoutMs?: number
}

export const startInstance = async (o: InstanceOptions): Promise<Instance> => {
  const child = spawn(process.execPath, o.args, {
    cwd: o.cwd,
    // Its own address, for the relay's calls between instances (RELAY_PEER_SECRET is shared).
    env: { ...o.env, HOST: '127.0.0.1', PORT: String(o.port), ...(o.env.RELAY_PEER_SECRET ? { RELAY_INSTANCE_URL: `http://127.0.0.1:${o.port}` } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  const take = (d: Buffer) => {
    text += d.toString()
    o.onOutput?.(d.toString())
  }
  child.stdout!.on('data', take)
  child.stderr!.on('data', take)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + (o.startTimeoutMs ?? 180_000)
  while (!text.includes(`serving http://127.0.0.1:${o.port}`)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`instance ${o.name} did not start:\n${text}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { name: o.name, port: o.port, url: `http://127.0.0.1:${o.port}`, child, output: () => text, exited }
}

export interface Balancer {
  url: string
  child: ChildProcess
  output(): string
  /** Each server's state as HAProxy sees it (`UP`, `DOWN`, `UP 1/2`…), from its stats socket. */
  states(): Promise<Record<string, string>>
  /** Waits until the named servers are in the given state. */
  waitFor(names: string[], state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>
  stop(): Promise<void>
}

const askSocket = (socket: string, command: string) =>
  new Promise<string>((resolve, reject) => {
    const conn = net.createConnection(socket)
    let text = ''
    conn.on('data', (d) => (text += d.toString()))
    conn.on('end', () => resolve(text))
    conn.on('error', reject)
    conn.write(`${command}\n`)
  })

export const startBalancer = async (o: HaproxyOptions & { dir: string }): Promise<Balancer> => {
  const file = path.join(o.dir, 'haproxy.cfg')
  fs.writeFileSync(file, haproxyConfig(o))
  const child = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  child.stdout!.on('data', (d: Buffer) => (text += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (text += d.toString()))
  const states = async () => {
    const csv = await askSocket(o.socket, 'show stat')
    const [head, ...rows] = csv.replace(/^# /, '').trim().split('\n')
    const cols = head!.split(',')
    const at = (name: string) => cols.indexOf(name)
    const result: Record<string, string> = {}
    for (const row of rows) {
      const f = row.split(',')
      if (f[at('pxname')] === 'instances' && !['FRONTEND', 'BACKEND'].includes(f[at('svname')]!)) result[f[at('svname')]!] = f[at('status')]!
    }
    return result
  }
  const deadline = Date.now() + 10_000
  while (!fs.existsSync(o.socket)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start:\n${text}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url: `http://127.0.0.1:${o.port}`,
    child,
    output: () => text,
    states,
    async waitFor(names, state, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs
      for (;;) {
        const now = await states()
        if (names.every((n) => now[n] === state)) return
        if (Date.now() > until) throw new Error(`haproxy: ${names.join(', ')} not ${state} in ${timeoutMs} ms: ${JSON.stringify(now)}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    async stop() {
      if (child.exitCode !== null) return
      const gone = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await gone
    },
  }
}

/** A database of its own on the PostgreSQL server (created empty: the first instance migrates it). */
export const createDatabase = async (adminUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export const dropDatabase = async (adminUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await admin.end()
  }
}

/** What every instance of the topology shares: the database, Redis, the file store, the drain. */
export const instanceEnv = (o: { databaseUrl: string; redisUrl: string; dataDir: string; extra?: Record<string, string> }) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DATABASE_URL: o.databaseUrl,
  REDIS_URL: o.redisUrl,
  // The file store on storage every instance sees (here one directory; in production shared storage).
  DATA_DIR: o.dataDir,
  // HAProxy adds X-Forwarded-For: limits and logs see the client's address, not the balancer's.
  TRUST_PROXY: 'true',
  DRAIN_SECONDS: String(DRAIN_SECONDS),
  // The remote-assistance relay's instances call each other, signed with this (one per topology).
  RELAY_PEER_SECRET: randomBytes(24).toString('base64url'),
  ...o.extra,
})
