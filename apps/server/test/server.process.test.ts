import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { killAll, launchServer, preparedDataDir } from './tasks-processes.js'

// These start the real server process (launchServer: from source, or the build under `npm test`).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

interface Running {
  child: ChildProcess
  output: () => string
  url: string
  exited: Promise<number | null>
}

afterEach(killAll)

const start = async (env: Record<string, string>): Promise<Running> => {
  const proc = launchServer(env)
  // A first start migrates and seeds from source: seconds when quiet, much longer on a loaded 2-core machine.
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    const match = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(proc.output())
    if (match) return { ...proc, url: match[1]! }
    if (proc.child.exitCode !== null) throw new Error(`server exited: ${proc.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not start: ${proc.output()}`)
}

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'yy-proc-'))

const signIn = async (url: string) => {
  const res = await fetch(`${url}/sellers/exclude/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000000', password: 'Operator#2026', version: 2 }),
  })
  return ((await res.json()) as { data: { token: string } }).data.token
}

describe('the server process', { timeout: 360_000 }, () => {
  it('refuses a second process on the same data directory, naming the holder', async () => {
    const dir = await preparedDataDir(tempDataDir())
    const first = await start({ DATA_DIR: dir })
    const second = launchServer({ DATA_DIR: dir })
    expect(await second.exited).toBe(1)
    expect(second.output().trim()).toBe(`data directory ${dir} is in use by process ${first.child.pid}`)
  })

  it('recovers every committed row after kill -9, and takes over the stale lock', async () => {
    const dir = await preparedDataDir(tempDataDir())
    const first = await start({ DATA_DIR: dir })
    const token = await signIn(first.url)
    const urls: string[] = []
    for (let i = 0; i < 5; i++) {
      const fd = new FormData()
      fd.append('file', new Blob([PNG]), `p${i}.png`)
      const res = await fetch(`${first.url}/sellers/dispatch/uploadFile`, { method: 'POST', headers: { 'operating-token': token }, body: fd })
      urls.push(((await res.json()) as { data: { url: string } }).data.url)
    }
    first.child.kill('SIGKILL')
    await first.exited
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true)

    const second = await start({ DATA_DIR: dir })
    for (const url of urls) expect((await fetch(`${second.url}${url}`)).status).toBe(200)
    // The session written before the crash is still valid: it was committed.
    const info = await fetch(`${second.url}/sellers/user/info`, { method: 'POST', headers: { 'operating-token': token, 'content-type': 'application/json' }, body: '{}' })
    expect(((await info.json()) as { status: boolean }).status).toBe(true)
  })

  it('shuts down cleanly on SIGTERM and releases the lock', async () => {
    const dir = await preparedDataDir(tempDataDir())
    const server = await start({ DATA_DIR: dir })
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })

  it('stops at start-up with one clear line naming a wrong variable', async () => {
    const proc = launchServer({ DATA_DIR: tempDataDir(), PORT: 'eighty' })
    expect(await proc.exited).toBe(1)
    const lines = proc.output().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Invalid environment variable PORT="eighty": /)
  })

  it('starts again on an existing data directory without re-seeding', async () => {
    const dir = tempDataDir()
    const first = await start({ DATA_DIR: dir, ADMIN_PASSWORD: '' })
    expect(first.output()).toContain('首个运营账号已创建')
    first.child.kill('SIGTERM')
    await first.exited
    // Start-up time is measured by `npm run bench:healthz`, not asserted here (timings belong in bench/).
    const second = await start({ DATA_DIR: dir })
    expect(second.output()).not.toContain('首个运营账号已创建')
  })
})
