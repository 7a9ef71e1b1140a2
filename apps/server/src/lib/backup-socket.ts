import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'

/**
 * The online backup of the embedded database (issue 29). PGlite runs inside the server's process
 * and the server holds its data directory, so `npm run db:backup` asks the server for the copy over
 * a Unix socket in the data directory. The socket is the server's owner's alone (mode 0600, in a
 * directory only that user writes): whoever may read the data directory may back it up, and no
 * token travels in a URL, a header or a log line.
 *
 * Protocol: the client writes `backup\n`; the server answers one JSON line, `{"ok":true,"bytes":N}`
 * followed by N bytes (a gzipped tar of the PGlite data directory, as `PGlite.dumpDataDir()` makes
 * it), or `{"ok":false,"error":"…"}`.
 */
export const BACKUP_SOCKET = 'backup.sock'

/** Linux's limit on a socket's path (sun_path holds 108 bytes with the closing NUL). */
const MAX_SOCKET_PATH = 107

export const backupSocketPath = (dataDir: string) => path.join(dataDir, BACKUP_SOCKET)

/**
 * A consistent copy of a running PGlite: after a checkpoint (so a restore replays little WAL),
 * taken while no transaction is open and no query runs. Requests wait behind it meanwhile.
 */
export const dumpPglite = async (pglite: PGlite): Promise<Blob> => {
  await pglite.exec('CHECKPOINT')
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'))
}

export interface BackupSocket {
  /** Stops accepting and waits for a backup in progress, before the database closes. */
  close(): Promise<void>
}

/** Serves backups of `pglite` on DATA_DIR/backup.sock; null (with a warning) when the path is too long for a socket. */
export const serveBackups = async (options: { dataDir: string; pglite: PGlite; log: FastifyBaseLogger }): Promise<BackupSocket | null> => {
  const { pglite, log } = options
  const file = backupSocketPath(options.dataDir)
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    log.warn({ limit: MAX_SOCKET_PATH }, 'the data directory path is too long for the backup socket: npm run db:backup cannot reach this server')
    return null
  }
  // Left by a server that was killed: this process holds the data directory's lock, so it is stale.
  fs.rmSync(file, { force: true })
  let running: Promise<void> | null = null

  const answer = async (socket: net.Socket, command: string) => {
    if (command !== 'backup') return socket.end(`${JSON.stringify({ ok: false, error: 'unknown command' })}\n`)
    if (running) return socket.end(`${JSON.stringify({ ok: false, error: 'a backup is already running' })}\n`)
    const started = Date.now()
    let done!: () => void
    running = new Promise((resolve) => (done = resolve))
    try {
      const blob = await dumpPglite(pglite)
      const bytes = Buffer.from(await blob.arrayBuffer())
      socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`)
      socket.end(bytes)
      log.info({ bytes: bytes.length, durationMs: Date.now() - started }, 'embedded database backed up through the backup socket')
    } catch (err) {
      log.error({ err }, 'embedded database backup failed')
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

/** Asks the server holding `dataDir` for a backup of its embedded database and writes it to `out`; returns its size. */
export const requestBackup = (dataDir: string, out: string, timeoutMs = 600_000): Promise<number> =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ path: backupSocketPath(dataDir) })
    socket.setTimeout(timeoutMs, () => socket.destroy(new BackupSocketError('the server did not answer in time')))
    let header = Buffer.alloc(0)
    let expected: number | null = null
    let written = 0
    let sink: fs.WriteStream | null = null
    const fail = (error: Error) => {
      sink?.destroy()
      reject(error)
    }
    socket.on('connect', () => socket.write('backup\n'))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      fail(error instanceof BackupSocketError ? error : new BackupSocketError(`the server does not answer on ${backupSocketPath(dataDir)} (${error.code ?? error.message})`)),
    )
    socket.on('data', (chunk: Buffer) => {
      if (expected === null) {
        header = Buffer.concat([header, chunk])
        const end = header.indexOf(10)
        if (end < 0) return
        const answer = JSON.parse(header.subarray(0, end).toString('utf8')) as { ok: boolean; bytes?: number; error?: string }
        if (!answer.ok) return fail(new BackupSocketError(`the server refused the backup: ${answer.error ?? 'unknown error'}`))
        expected = answer.bytes ?? 0
        sink = fs.createWriteStream(out)
        chunk = header.subarray(end + 1)
      }
      written += chunk.length
      sink!.write(chunk)
    })
    socket.on('end', () => {
      if (expected === null) return fail(new BackupSocketError('the server closed the backup socket without an answer'))
      if (written !== expected) return fail(new BackupSocketError(`the backup was cut short: ${written} of ${expected} bytes`))
      sink!.end(() => resolve(written))
    })
  })
