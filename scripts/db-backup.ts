/**
 * `npm run db:backup -- --out FILE` and `npm run db:restore -- --from FILE` (issue 29), reading
 * DATABASE_URL and DATA_DIR as the server does.
 *
 * On PostgreSQL (DATABASE_URL set): the backup is one tar file holding `database.dump` (pg_dump's
 * custom format: a consistent snapshot, taken while the servers run) and `files/` (the file store).
 * The restore refuses while any other session is connected to the database (a server holds it),
 * then runs pg_restore --clean and puts the file store back.
 *
 * On the embedded database (no DATABASE_URL) only an offline copy is made here: the data
 * directory is taken whole while no server holds it, and refused, naming the holder, while one does.
 * A backup of a running embedded server (through the server) is not built yet (docs/operations.md).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadConfig } from '../apps/server/src/config.ts'
import { DataDirInUseError, lockDataDir } from '../apps/server/src/lib/data-dir-lock.ts'

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
    let lock
    try {
      lock = lockDataDir(config.DATA_DIR)
    } catch (error) {
      if (error instanceof DataDirInUseError) fail(`refused: ${error.message}`)
      throw error
    }
    try {
      const dataDir = path.resolve(config.DATA_DIR)
      if (mode === 'backup') {
        run('tar', ['-cf', file, '--exclude', './server.lock', '-C', dataDir, '.'])
        process.stdout.write(`backed up the stopped embedded data directory ${dataDir} to ${file}\n`)
      } else if (mode === 'restore') {
        for (const entry of fs.readdirSync(dataDir)) if (entry !== 'server.lock') fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true })
        run('tar', ['-xf', file, '-C', dataDir])
        process.stdout.write(`restored the embedded data directory ${dataDir} from ${file}\n`)
      } else fail('usage: db-backup.ts backup --out FILE | restore --from FILE')
    } finally {
      lock.release()
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
