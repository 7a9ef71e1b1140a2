import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

/**
 * The drizzle database, the same type whichever driver is behind it. It knows no schema: queries
 * name their tables, which each module defines (`*.table.ts`), so `db/` imports no module.
 */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction or the database itself: repositories take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>
  /**
   * Stops the start when `standard_conforming_strings` is off: the export's COPY statements carry
   * their values as literals quoted for that setting (PostgreSQL's default, and PGlite's).
   */
  assertStandardStrings(): Promise<void>
  /** The PostgreSQL pool's connections (for the metrics); null on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null
  /** Answers whether the database responds, within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
  /** The PGlite instance on an embedded run (COPY to blob and other PGlite-only paths). */
  pglite: PGlite | null
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it an embedded PGlite is used. */
  url?: string | undefined
  /** The PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string
  /** A dump from `PGlite.dumpDataDir()` to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob
  sharedBuffers?: string
  poolSize?: number
}

const here = path.dirname(fileURLToPath(import.meta.url))

const migrationsFolder = async (): Promise<string> => {
  const fs = await import('node:fs')
  for (const dir of [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')]) {
    if (fs.existsSync(path.join(dir, 'meta', '_journal.json'))) return dir
  }
  throw new Error(`migrations not found next to ${here}`)
}

const checkStandardStrings = async (db: Db) => {
  const result = (await db.execute(sql`show standard_conforming_strings`)) as unknown as { rows: Array<{ standard_conforming_strings: string }> }
  const value = result.rows[0]?.standard_conforming_strings
  if (value !== 'on') throw new Error(`standard_conforming_strings is ${value ?? 'unknown'}: the server needs it on (PostgreSQL's default)`)
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())])

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzlePg(pool) as unknown as Db
    await withTimeout(pool.query('select 1'), 10_000).catch((error: unknown) => {
      void pool.end()
      throw new Error(`cannot reach the PostgreSQL server at DATABASE_URL: ${(error as Error).message}`)
    })
    let closed = false
    return {
      db,
      kind: 'postgres',
      pglite: null,
      migrate: async () => migratePg(drizzlePg(pool), { migrationsFolder: await migrationsFolder() }),
      assertStandardStrings: () => checkStandardStrings(db),
      ping: async (ms = 2000) => withTimeout(pool.query('select 1'), ms).then(() => true, () => false),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        if (closed) return
        closed = true
        await pool.end()
      },
    }
  }
  const client = new PGlite({
    dataDir: options.dataDir ?? 'memory://',
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: [`shared_buffers = ${options.sharedBuffers ?? '32MB'}`],
  })
  await client.waitReady
  const db = drizzlePglite(client) as unknown as Db
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async () => migratePglite(drizzlePglite(client), { migrationsFolder: await migrationsFolder() }),
    assertStandardStrings: () => checkStandardStrings(db),
    ping: async (ms = 2000) => withTimeout(db.execute(sql`select 1`), ms).then(() => true, () => false),
    poolStats: () => null,
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}
