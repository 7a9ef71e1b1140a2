/**
 * `npm run db:backup -- --out FILE` and `npm run db:restore -- --from FILE` (issue 29), reading
 * DATABASE_URL and DATA_DIR as the server does.
 *
 * On PostgreSQL (DATABASE_URL set): the backup is one tar file holding `database.dump` (pg_dump's
 * custom format: a consistent snapshot, taken while the servers run) and `files/` (the file store).
 * The restore refuses while any other session is connected to the database (a server holds it),
 * then runs pg_restore --clean and puts the file store back.
 *
 * On the embedded database (no DATABASE_URL): the backup is one tar file holding `pglite.tar.gz`
 * (the PGlite data directory) and `files/`. While a server holds the data directory, the copy is
 * made by that server (lib/backup-socket.ts: between transactions, after a checkpoint, into a
 * staging directory packed and removed here), so no stop is needed; with no server, the stopped directory is copied under the data directory's lock. The
 * database comes first and the file store after it, so every file the database names is in the copy.
 * The restore refuses, naming the process, while a server holds the directory.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadConfig } from '../apps/server/src/config.ts'
import { BackupSocketError, requestBackup } from '../apps/server/src/lib/backup-socket.ts'
import { DataDirInUseError, lockDataDir, type DataDirLock } from '../apps/server/src/lib/data-dir-lock.ts'

const [mode, ...rest] = process.argv.slice(2)
const option = (name: string) => {
  const at = rest.indexOf(`--${name}`)
  return at >= 0 ? rest[at + 1] : undefined
}
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const config = loadConfig(process.env)
const file = path.resolve(option(mode === 'restore' ? 'from' : 'out') ?? fail(mode === 'restore' ? 'usage: npm run db:restore -- --from FILE' : 'usage: npm run db:backup -- --out FILE'))
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-backup-'))
// fail() exits at once: the scratch directory goes with the process all the same.
process.on('exit', () => fs.rmSync(work, { recursive: true, force: true }))
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })

/** Other sessions on the database: a server (or anyone) still using it. */
const otherSessions = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number; who: string }>(
      `select count(*)::int as n, string_agg(distinct coalesce(nullif(application_name, ''), client_addr::text, 'local'), ', ') as who
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
    return rows[0]!
  } finally {
    await client.end()
  }
}

try {
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL
    if (mode === 'backup') {
      run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(work, 'database.dump'), url])
      fs.mkdirSync(path.join(work, 'files'), { recursive: true })
      if (fs.existsSync(config.FILES_DIR)) fs.cpSync(config.FILES_DIR, path.join(work, 'files'), { recursive: true })
      run('tar', ['-cf', file, '-C', work, 'database.dump', 'files'])
      process.stdout.write(`backed up the PostgreSQL database and the file store (${config.FILES_DIR}) to ${file}\n`)
    } else if (mode === 'restore') {
      const others = await otherSessions(url)
      if (others.n > 0) fail(`refused: ${others.n} other session(s) use the database (${others.who}); stop the servers first`)
      run('tar', ['-xf', file, '-C', work])
      run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', url, path.join(work, 'database.dump')])
      fs.rmSync(config.FILES_DIR, { recursive: true, force: true })
      fs.mkdirSync(config.FILES_DIR, { recursive: true })
      fs.cpSync(path.join(work, 'files'), config.FILES_DIR, { recursive: true })
      process.stdout.write(`restored the database and the file store (${config.FILES_DIR}) from ${file}\n`)
    } else fail('usage: db-backup.ts backup --out FILE | restore --from FILE')
  } else {
    const dataDir = path.resolve(config.DATA_DIR)
    const pgDir = path.join(dataDir, 'pg')
    const copyFiles = () => {
      fs.mkdirSync(path.join(work, 'files'), { recursive: true })
      if (fs.existsSync(config.FILES_DIR)) fs.cpSync(config.FILES_DIR, path.join(work, 'files'), { recursive: true })
    }
    let lock: DataDirLock | null = null
    let holder: DataDirInUseError | null = null
    try {
      lock = lockDataDir(dataDir)
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error
      holder = error
    }
    try {
      if (mode === 'backup') {
        if (holder) {
          const server = holder
          // A server holds the directory: it copies the database between transactions, and it is packed here.
          const staged = await requestBackup(dataDir).catch((error: unknown) => {
            if (error instanceof BackupSocketError) return fail(`refused: ${server.message}, and ${error.message}`)
            throw error
          })
          try {
            run('tar', ['-czf', path.join(work, 'pglite.tar.gz'), '-C', staged, '.'])
          } finally {
            fs.rmSync(staged, { recursive: true, force: true })
          }
          copyFiles()
          run('tar', ['-cf', file, '-C', work, 'pglite.tar.gz', 'files'])
          process.stdout.write(`backed up the running server's embedded database (through process ${server.pid}) and the file store to ${file}\n`)
        } else {
          if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) fail(`refused: ${pgDir} holds no embedded database`)
          run('tar', ['-czf', path.join(work, 'pglite.tar.gz'), '-C', pgDir, '.'])
          copyFiles()
          run('tar', ['-cf', file, '-C', work, 'pglite.tar.gz', 'files'])
          process.stdout.write(`backed up the stopped embedded database ${pgDir} and the file store to ${file}\n`)
        }
      } else if (mode === 'restore') {
        if (holder) fail(`refused: ${holder.message}; stop the server first`)
        run('tar', ['-xf', file, '-C', work])
        if (fs.existsSync(path.join(work, 'database.dump'))) fail('refused: this is a backup of a PostgreSQL database; set DATABASE_URL to restore it there')
        if (!fs.existsSync(path.join(work, 'pglite.tar.gz'))) fail('refused: this file is not a backup made by npm run db:backup')
        fs.rmSync(pgDir, { recursive: true, force: true })
        fs.mkdirSync(pgDir, { recursive: true })
        run('tar', ['-xzf', path.join(work, 'pglite.tar.gz'), '-C', pgDir])
        fs.rmSync(config.FILES_DIR, { recursive: true, force: true })
        fs.mkdirSync(config.FILES_DIR, { recursive: true })
        fs.cpSync(path.join(work, 'files'), config.FILES_DIR, { recursive: true })
        process.stdout.write(`restored the embedded database ${pgDir} and the file store (${config.FILES_DIR}) from ${file}\n`)
      } else fail('usage: db-backup.ts backup --out FILE | restore --from FILE')
    } finally {
      lock?.release()
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
