import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js'

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'yy-lock-'))

describe('lockDataDir', () => {
  it('refuses a second lock while the holder lives, and allows one after release', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    const holder = JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8'))
    expect(holder.pid).toBe(process.pid)
    // A lock file naming a live process that is not us (our parent) blocks.
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: process.ppid, startedAt: null }))
    expect(() => lockDataDir(dir)).toThrow(new DataDirInUseError(dir, process.ppid))
    expect(() => lockDataDir(dir)).toThrow(`data directory ${dir} is in use by process ${process.ppid}`)
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify(holder))
    lock.release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
    lockDataDir(dir).release()
  })

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir()
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: Number(dead), startedAt: '1' }))
    const lock = lockDataDir(dir)
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a lock held by a killed process that is not reaped yet (a zombie)', async () => {
    const dir = tempDir()
    // The shell starts a child that exits shortly, and becomes `sleep 30` meanwhile, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] })
    try {
      const [line] = (await once(parent.stdout!, 'data')) as [Buffer]
      const zombie = Number(line.toString().trim())
      const stat = () => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8')
      const state = () => stat().slice(stat().lastIndexOf(')') + 2, stat().lastIndexOf(')') + 3)
      // Waits for the child's exit as /proc shows it (each read is a fresh answer).
      while (state() !== 'Z') await new Promise((resolve) => setTimeout(resolve, 10))
      const startedAt = stat().slice(stat().lastIndexOf(')') + 2).split(' ')[19]
      fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: zombie, startedAt }))
      const lock = lockDataDir(dir)
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid)
      lock.release()
    } finally {
      parent.kill()
    }
  })

  it('takes over a lock whose pid now belongs to a process started later', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: process.ppid, startedAt: 'an-earlier-start' }))
    lockDataDir(dir).release()
  })

  it('takes over a half-written lock file', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), '{"pid":')
    lockDataDir(dir).release()
  })
})
