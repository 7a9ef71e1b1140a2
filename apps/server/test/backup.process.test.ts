import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase, dropDatabase } from './cluster-topology.js'
import { TEST_ADMIN } from './test-admin.js'

// The restore drill of issue 29 on PostgreSQL: back up, keep writing, restore into a fresh database
// and data directory, and find exactly the backed-up state; a restore is refused while the database is in use.
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
