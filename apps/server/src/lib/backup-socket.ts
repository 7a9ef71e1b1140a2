import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'

/**
 * The online backup of the embedded database (issue 29). PGlite runs inside the server's process
 * and the server holds its data directory, so `npm run db:backup` asks the server for the copy over
 * a Unix socket in the data directory. The socket is the server's owner's alone (mode 0600): whoever
 * may read the data directory may back it up, and no token travels in a URL, a header or a log line.
 *
 * Protocol: the client writes `backup\n`; the server copies the PGlite directory to a staging
 * directory beside it and answers one JSON line, `{"ok":true,"dir":".backup-…"}` (relative to the
 * data directory; the client packs it and removes it), or `{"ok":false,"error":"…"}`.
 *
 * Why a copy on disk and not `PGlite.dumpDataDir()`: that builds the whole tar in memory, twice the
 * directory's size (1.9 GB at a million brands), and is slower under the lock.
 */
export const BACKUP_SOCKET = 'backup.sock'
const STAGING_PREFIX = '.backup-'

/** Linux's limit on a socket's path (sun_path holds 108 bytes with the closing NUL). */
const MAX_SOCKET_PATH = 107

export const backupSocketPath = (dataDir: string) => path.join(dataDir, BACKUP_SOCKET)

/**
 * A consistent copy of a running PGlite's directory `pgDir` into `target`. After a checkpoint (so a
 * restore replays little WAL), the files are copied while no transaction is open and no query runs:
 * PGlite writes straight through to the files, so they then hold every committed transaction and
 * nothing of one in progress, as after a crash. Requests wait behind the copy (`lockedMs`).
 */
export const copyPglite = async (pglite: PGlite, pgDir: string, target: string): Promise<{ lockedMs: number }> => {
  await pglite.exec('CHECKPOINT')
  return pglite._runExclusiveTransaction(async () => {
    const started = performance.now()
    await fs.promises.cp(pgDir, target, { recursive: true, errorOnExist: true, force: false })
    return { lockedMs: Math.round(performance.now() - started) }
  })
}

export interface BackupSocket {
  /** Stops accepting and waits for a backup in progress, before the database closes. */
  close(): Promise<void>
}

/** Serves backups of `pglite` on DATA_DIR/backup.sock; null (with a warning) when the path is too long for a socket. */
export const serveBackups = async (options: { dataDir: string; pgDir: string; pglite: PGlite; log: FastifyBaseLogger }): Promise<BackupSocket | null> => {
  const { dataDir, pgDir, pglite, log } = options
  const file = backupSocketPath(dataDir)
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    log.warn({ limit: MAX_SOCKET_PATH }, 'the data directory path is too long for the backup socket: npm run db:backup cannot reach this server')
    return null
  }
  // Left by a server or a backup that was killed: this process holds the data directory's lock.
  fs.rmSync(file, { force: true })
  for (const entry of fs.readdirSync(dataDir)) if (entry.startsWith(STAGING_PREFIX)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true })
  let running: Promise<void> | null = null

  const answer = async (socket: net.Socket, command: string) => {
    if (command !== 'backup') return socket.end(`${JSON.stringify({ ok: false, error: 'unknown command' })}\n`)
    if (running) return socket.end(`${JSON.stringify({ ok: false, error: 'a backup is already running' })}\n`)
    const started = Date.now()
    let done!: () => void
    running = new Promise((resolve) => (done = resolve))
    const dir = `${STAGING_PREFIX}${randomBytes(6).toString('hex')}`
    try {
      const { lockedMs } = await copyPglite(pglite, pgDir, path.join(dataDir, dir))
      socket.end(`${JSON.stringify({ ok: true, dir })}\n`)
      // lockedMs: how long requests waited behind the copy.
      log.info({ durationMs: Date.now() - started, lockedMs }, 'embedded database copied for a backup (db:backup)')
    } catch (err) {
      log.error({ err }, 'embedded database backup failed')
      fs.rmSync(path.join(dataDir, dir), { recursive: true, force: true })
      socket.end(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`)
    } finally {
      running = null
      done()
    }
  }

  const server = net.createServer((socket) => {
    socket.on('error', () => {})
    let received = ''
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8')
      const end = received.indexOf('\n')
      if (end < 0) {
        if (received.length > 64) socket.destroy()
        return
      }
      socket.off('data', onData)
      void answer(socket, received.slice(0, end).trim())
    }
    socket.on('data', onData)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ path: file, readableAll: false, writableAll: false }, () => resolve())
  })
  fs.chmodSync(file, 0o600)
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await running
      fs.rmSync(file, { force: true })
    },
  }
}

export class BackupSocketError extends Error {}

/**
 * Asks the server holding `dataDir` for a copy of its embedded database; resolves with the staging
 * directory holding it, which the caller packs and removes.
 */
export const requestBackup = (dataDir: string, timeoutMs = 3_600_000): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ path: backupSocketPath(dataDir) })
    socket.setTimeout(timeoutMs, () => socket.destroy(new BackupSocketError('the server did not answer in time')))
    let received = ''
    socket.on('connect', () => socket.write('backup\n'))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(error instanceof BackupSocketError ? error : new BackupSocketError(`the server does not answer on ${backupSocketPath(dataDir)} (${error.code ?? error.message})`)),
    )
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
    socket.on('end', () => {
      const line = received.split('\n')[0] ?? ''
      let answer: { ok?: boolean; dir?: string; error?: string } = {}
      try {
        answer = JSON.parse(line) as typeof answer
      } catch {
        return reject(new BackupSocketError('the server closed the backup socket without an answer'))
      }
      if (!answer.ok || !answer.dir?.startsWith(STAGING_PREFIX) || answer.dir.includes('/')) return reject(new BackupSocketError(`the server refused the backup: ${answer.error ?? 'unknown answer'}`))
      resolve(path.join(dataDir, answer.dir))
    })
  })
