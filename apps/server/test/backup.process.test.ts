import { execFile, execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase, dropDatabase } from './cluster-topology.js'
import { killAll, preparedDataDir, seedBrands, startServer } from './tasks-processes.js'
import { TEST_ADMIN } from './test-admin.js'

// The restore drills of issue 29: back up, keep writing, restore into a fresh database and data
// directory, and find exactly the backed-up state; a restore is refused while the database is in use.
// On PostgreSQL through pg_dump; on the embedded database through the running server.
const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl && process.env.CI) throw new Error('CI runs the restore drill: it needs TEST_DATABASE_URL')

const ROOT = path.resolve(import.meta.dirname, '../../..')
const script = (mode: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/db-backup.ts', mode, mode === 'backup' ? '--out' : '--from', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  })
const seed = (env: Record<string, string>, brands: number) =>
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--brands', String(brands)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ADMIN_PASSWORD: TEST_ADMIN.adminPassword, ...env },
    stdio: 'ignore',
  })

/** The same, not blocking the event loop: the test keeps writing while the backup runs. */
const scriptAsync = async (mode: 'backup' | 'restore', file: string, env: Record<string, string>) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'scripts/db-backup.ts', mode, mode === 'backup' ? '--out' : '--from', file],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, encoding: 'utf8' },
    )
    return { status: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { status: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

/** Every table's row count: the whole state, brands, configuration and its history, plans, logs. */
const counts = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`)
    const result: Record<string, number> = {}
    for (const { t } of tables) result[t] = Number((await client.query<{ n: string }>(`select count(*) as n from "${t}"`)).rows[0]!.n)
    return result
  } finally {
    await client.end()
  }
}

describe.runIf(Boolean(adminUrl))('db:backup and db:restore on PostgreSQL', () => {
  const tag = `${process.pid}_${Math.random().toString(36).slice(2, 7)}`
  const names = [`yy_bk_src_${tag}`, `yy_bk_dst_${tag}`]
  afterAll(async () => {
    for (const n of names) await dropDatabase(adminUrl!, n).catch(() => {})
  })

  it('restores exactly the backed-up database and file store into a fresh database, and refuses while the database is in use', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-backup-test-'))
    const source = { DATABASE_URL: await createDatabase(adminUrl!, names[0]!), DATA_DIR: path.join(work, 'source') }
    const target = { DATABASE_URL: await createDatabase(adminUrl!, names[1]!), DATA_DIR: path.join(work, 'target') }
    seed(source, 500)
    fs.mkdirSync(path.join(source.DATA_DIR, 'files', 'ab'), { recursive: true })
    fs.writeFileSync(path.join(source.DATA_DIR, 'files', 'ab', 'plan-1.csv'), '品牌ID,品牌名称\n1,甲\n')
    const before = await counts(source.DATABASE_URL)
    expect(before.brands).toBeGreaterThanOrEqual(500)

    const file = path.join(work, 'backup.tar')
    const backup = script('backup', file, source)
    expect(backup.status, backup.stderr).toBe(0)

    // Writing goes on after the backup: none of it may come back.
    seed(source, 800)
    fs.writeFileSync(path.join(source.DATA_DIR, 'files', 'ab', 'plan-2.csv'), 'later\n')
    expect((await counts(source.DATABASE_URL)).brands).toBe(800)

    const restored = script('restore', file, target)
    expect(restored.status, restored.stderr).toBe(0)
    expect(await counts(target.DATABASE_URL)).toEqual(before)
    expect(fs.readFileSync(path.join(target.DATA_DIR, 'files', 'ab', 'plan-1.csv'), 'utf8')).toBe('品牌ID,品牌名称\n1,甲\n')
    expect(fs.existsSync(path.join(target.DATA_DIR, 'files', 'ab', 'plan-2.csv'))).toBe(false)

    // A database a server is connected to is not restored over.
    const holder = new pg.Client({ connectionString: target.DATABASE_URL, application_name: 'yunying-server' })
    await holder.connect()
    try {
      const refused = script('restore', file, target)
      expect(refused.status).toBe(1)
      expect(refused.stderr).toContain('refused: 1 other session(s) use the database (yunying-server)')
    } finally {
      await holder.end()
    }
  }, 240_000)
})

/** Every table's row count in a stopped embedded data directory. */
const pgliteCounts = async (dataDir: string) => {
  const db = new PGlite({ dataDir: path.join(dataDir, 'pg') })
  try {
    const { rows: tables } = await db.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`)
    const result: Record<string, number> = {}
    for (const { t } of tables) result[t] = Number((await db.query<{ n: number }>(`select count(*)::int as n from "${t}"`)).rows[0]!.n)
    const drill = (await db.query<{ n: number; last: number | null; logs: number }>(
      `select count(*)::int as n, max(substring(name from 5)::int) as last,
              (select count(*)::int from operation_logs where route = '/org-center/brand/save-brand') as logs
       from brands where name like '演练品牌%'`,
    )).rows[0]!
    return { tables: result, drill }
  } finally {
    await db.close()
  }
}

describe('db:backup and db:restore on the embedded database, while the server runs', () => {
  afterAll(() => killAll())

  it('backs up through the running server while brands are being created, and restores exactly that state', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-bk-'))
    const source = { DATA_DIR: path.join(work, 'source') }
    const target = { DATA_DIR: path.join(work, 'target') }
    // From the run's migrated and seeded template, with 50 brands more: the server starts without that work.
    await preparedDataDir(source.DATA_DIR)
    seedBrands(source, 50)
    const server = await startServer({ ...source, LOG_LEVEL: 'info' }, undefined, 240_000)
    const group = await server.call<{ list: Array<{ groupId: number }> }>('POST', '/org-center/brand/list-for-opt', { pageNum: 1, pageSize: 1 })
    const types = await server.call<Array<{ id: number; industries: Array<{ id: number }> }>>('GET', '/org-center/brand/list-brand-type')
    const brand = (n: number) => ({
      groupId: group.data.list[0]!.groupId,
      name: `演练品牌${n}`,
      brandType: types.data[0]!.id,
      industryId: types.data[0]!.industries[0]!.id,
      address: '合肥市蜀山区长江西路 1 号',
      contactName: '林小满',
      contactPhone: `1390000${String(n).padStart(4, '0')}`,
      countryCode: '+86',
      operatingUrl: '/businessCenter/brand/edit',
    })

    // One writer creates brands one after another (each with its operation-log row, in one
    // transaction) before, during and after the backup.
    let created = 0
    let writing = true
    const writer = (async () => {
      while (writing) {
        const res = await server.call('POST', '/org-center/brand/save-brand', brand(created + 1))
        expect(res, JSON.stringify(res)).toMatchObject({ code: 0 })
        created++
      }
    })()
    while (created < 3) await new Promise((r) => setTimeout(r, 50))
    const during = path.join(work, 'during.tar')
    const lo = created
    const backup = await scriptAsync('backup', during, source)
    const hi = created
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toContain(`through process ${server.child.pid}`)
    while (created < hi + 3) await new Promise((r) => setTimeout(r, 50))
    writing = false
    await writer
    // Writes went on while the backup was taken.
    expect(hi).toBeGreaterThan(lo)

    // A second backup once writing has stopped, with a file in the store; a file written after it.
    fs.mkdirSync(path.join(source.DATA_DIR, 'files', 'ab'), { recursive: true })
    fs.writeFileSync(path.join(source.DATA_DIR, 'files', 'ab', 'plan-1.csv'), '品牌ID,品牌名称\n1,甲\n')
    const quiet = path.join(work, 'quiet.tar')
    const second = await scriptAsync('backup', quiet, source)
    expect(second.status, second.stderr).toBe(0)
    fs.writeFileSync(path.join(source.DATA_DIR, 'files', 'ab', 'plan-2.csv'), 'later\n')

    // Nothing is restored over a directory a server holds.
    const refused = await scriptAsync('restore', quiet, source)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain(`refused: data directory ${source.DATA_DIR} is in use by process ${server.child.pid}; stop the server first`)

    // The log names the backup, not where it went.
    expect(server.output()).toContain('embedded database copied for a backup (db:backup)')
    // The staging copies the server made are gone once packed.
    expect(fs.readdirSync(source.DATA_DIR).filter((entry) => entry.startsWith('.backup-'))).toEqual([])
    expect(server.output()).not.toContain(during)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(fs.existsSync(path.join(source.DATA_DIR, 'backup.sock'))).toBe(false)
    const now = await pgliteCounts(source.DATA_DIR)
    expect(now.drill.n).toBe(created)

    // The backup taken during the writes: a prefix of the brands, each with its log row, none half-written.
    const restoredDuring = await scriptAsync('restore', during, target)
    expect(restoredDuring.status, restoredDuring.stderr).toBe(0)
    const snapshot = await pgliteCounts(target.DATA_DIR)
    expect(snapshot.drill.n).toBeGreaterThanOrEqual(lo)
    expect(snapshot.drill.n).toBeLessThanOrEqual(hi)
    expect(snapshot.drill.n).toBeLessThan(created)
    expect(snapshot.drill.last).toBe(snapshot.drill.n)
    expect(snapshot.drill.logs - snapshot.drill.n).toBe(now.drill.logs - now.drill.n)

    // The quiet backup: every table's rows exactly as the server left them, and the file store as backed up.
    const restoredQuiet = await scriptAsync('restore', quiet, target)
    expect(restoredQuiet.status, restoredQuiet.stderr).toBe(0)
    expect((await pgliteCounts(target.DATA_DIR)).tables).toEqual(now.tables)
    expect(fs.readFileSync(path.join(target.DATA_DIR, 'files', 'ab', 'plan-1.csv'), 'utf8')).toBe('品牌ID,品牌名称\n1,甲\n')
    expect(fs.existsSync(path.join(target.DATA_DIR, 'files', 'ab', 'plan-2.csv'))).toBe(false)

    // A stopped directory is backed up without a server, in the same format.
    const offline = path.join(work, 'offline.tar')
    const stopped = await scriptAsync('backup', offline, target)
    expect(stopped.status, stopped.stderr).toBe(0)
    expect(execFileSync('tar', ['-tf', offline], { encoding: 'utf8' }).split('\n')).toEqual(expect.arrayContaining(['pglite.tar.gz', 'files/ab/plan-1.csv']))
  }, 900_000)
})
