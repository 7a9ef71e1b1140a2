import fs from 'node:fs'
import path from 'node:path'

/**
 * An exclusive lock on the data directory. PGlite takes no lock of its own, and two
 * processes writing one PGlite directory corrupt it, so the server holds this one.
 * The lock file records the pid and that process's start time, so a lock left by a
 * killed process (or by an unrelated process that later got the same pid) is taken over.
 * A killed holder that its parent has not reaped yet (a zombie, state Z or X in
 * /proc/<pid>/stat) still answers signals but is dead: its lock is taken over too.
 */
export class DataDirInUseError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(`data directory ${dir} is in use by process ${pid}`)
  }
}

export interface DataDirLock {
  release(): void
}

/** A process's state (field 3) and start time (field 22) from /proc; null where there is no /proc. */
const processStat = (pid: number): { state: string; startedAt: string | null } | null => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The fields after the command name, which is in parentheses and may hold spaces: state first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0] ?? '', startedAt: fields[19] ?? null }
  } catch {
    return null
  }
}

const isAlive = (pid: number, startedAt: string | null): boolean => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  const current = processStat(pid)
  // Z: exited, not yet reaped by its parent; X: being removed.
  if (current?.state === 'Z' || current?.state === 'X') return false
  return startedAt === null || current?.startedAt == null || current.startedAt === startedAt
}

export const lockDataDir = (dir: string): DataDirLock => {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'server.lock')
  const mine = JSON.stringify({ pid: process.pid, startedAt: processStat(process.pid)?.startedAt ?? null })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' })
      let released = false
      return {
        release() {
          if (released) return
          released = true
          try {
            if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file)
          } catch {
            // Already gone: nothing to release.
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder: { pid?: number; startedAt?: string | null } = {}
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof holder
    } catch {
      // Unreadable or half-written lock: treat as stale.
    }
    if (holder.pid && holder.pid !== process.pid && isAlive(holder.pid, holder.startedAt ?? null)) {
      throw new DataDirInUseError(dir, holder.pid)
    }
    fs.rmSync(file, { force: true })
  }
  throw new Error(`could not lock data directory ${dir}`)
}
