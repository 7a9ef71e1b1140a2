import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { openDatabase } from '../src/db/client.js'
import { TEST_ADMIN } from './test-admin.js'

const serverDir = path.resolve(import.meta.dirname, '..')

/**
 * Node's arguments for a real server process in a process test (run with the server package as the
 * working directory): from source through tsx, the way `npm run dev` does; or, when
 * `TEST_BUILT_SERVER` is set (`npm test` sets it right after building), the built bundle users run,
 * which starts with about 2.5 s less CPU on this 2-core machine than compiling the sources again.
 */
export const SERVER_MAIN_ARGS = process.env.TEST_BUILT_SERVER ? [path.join(serverDir, 'dist/main.js')] : ['--conditions=source', '--import', 'tsx', 'src/main.ts']

export interface ServerProcess {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<number | null>
  call<T = unknown>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: boolean; code: number; message: string; data: T }>
  token: string
}

const children: ChildProcess[] = []
export const killAll = () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
}

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'yy-jobs-'))

/**
 * A data directory (`dir`, or a new temporary one) whose embedded database is the run's migrated and
 * seeded template (global-setup.ts), as a server leaves it after its first start: a process test that
 * is not about the first start begins there, instead of migrating and seeding from source again (about
 * 7 s of CPU a start on this 2-core machine, against 1 s to restore).
 */
export const preparedDataDir = async (dir = tempDir()) => {
  fs.mkdirSync(dir, { recursive: true })
  const database = await openDatabase({ dataDir: path.join(dir, 'pg'), loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) })
  await database.close()
  return dir
}

const baseEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
})

/** Fills the brand table to `brands` rows with the seed CLI (before a server holds the directory). */
export const seedBrands = (env: Record<string, string>, brands: number) =>
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/db/seed/cli.ts', '--brands', String(brands)], {
    cwd: serverDir,
    env: { ...baseEnv(), ...env },
    stdio: 'ignore',
  })

/** Starts the server (SERVER_MAIN_ARGS) with `env` over the test defaults (port 0, the test admin's password); `killAll` ends it. */
export const launchServer = (env: Record<string, string>) => {
  const child = spawn(process.execPath, SERVER_MAIN_ARGS, {
    cwd: serverDir,
    env: { ...baseEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let text = ''
  child.stdout!.on('data', (d: Buffer) => (text += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (text += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => text, exited }
}

export const startServer = async (env: Record<string, string>, token?: string, startTimeoutMs = 240_000): Promise<ServerProcess> => {
  const { child, output, exited } = launchServer(env)
  const deadline = Date.now() + startTimeoutMs
  let url = ''
  while (!url) {
    const match = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(output())
    if (match) url = match[1]!
    else if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${output()}`)
    else await new Promise((r) => setTimeout(r, 100))
  }
  const signIn = async () => {
    const res = await fetch(`${url}/sellers/exclude/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.adminPhone, password: TEST_ADMIN.adminPassword, version: 2 }),
    })
    return ((await res.json()) as { data: { token: string } }).data.token
  }
  const sessionToken = token ?? (await signIn())
  return {
    child,
    url,
    output,
    exited,
    token: sessionToken,
    async call(method, path, body) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { 'operating-token': sessionToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return res.json() as never
    },
  }
}

export const EXPORT_BASE = '/org-center/operating/cfg/accounts'

/** Polls an export's result until it is no longer waiting. */
export const exportResult = async (server: ServerProcess, flowNo: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await server.call<{ status: number; url: string; message: string }>('GET', `${EXPORT_BASE}/export-list-brand-result?flowNo=${flowNo}`)
    if (res.data && res.data.status !== 0) return res.data
    if (Date.now() > deadline) throw new Error(`export ${flowNo} still waiting: ${JSON.stringify(res)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The CSV's data lines (after the header), and its header. */
export const fetchCsv = async (server: ServerProcess, url: string) => {
  const text = await (await fetch(`${server.url}${new URL(url, server.url).pathname}`)).text()
  const [header, ...lines] = text.replace(/^\uFEFF/, '').trimEnd().split('\n')
  return { header: header!, lines }
}
