import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.js'
import { applyBaseData } from '../src/db/base/base-data.js'
import { seedDemo } from '../src/db/seed/demo.js'
import { TEST_ADMIN } from './test-admin.js'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}

/**
 * Builds one migrated, seeded template per run; every test file starts from a copy of it.
 * On PostgreSQL that is `CREATE DATABASE … TEMPLATE`, on PGlite a data-directory dump.
 */
export default async function setup(project: TestProject) {
  // Global setup runs in the main process, where the project's `env` is not applied.
  const kind = project.name.endsWith(':postgres') ? 'postgres' : 'pglite'
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('CI expects TEST_DATABASE_URL (the PostgreSQL server) but it is not set')
    const admin = new pg.Client({ connectionString: url })
    await admin.connect().catch((error: Error) => {
      throw new Error(`cannot reach the PostgreSQL server at TEST_DATABASE_URL: ${error.message}`)
    })
    const template = `yy_tpl_${process.pid}_${Date.now()}`
    await admin.query(`create database ${template}`)
    const templateUrl = new URL(url)
    templateUrl.pathname = `/${template}`
    const database = await openDatabase({ url: templateUrl.toString(), poolSize: 1 })
    await database.migrate()
    await applyBaseData(database.db, TEST_ADMIN)
    await seedDemo(database.db, { adminPhone: TEST_ADMIN.adminPhone, password: TEST_ADMIN.adminPassword })
    await database.close()
    project.provide('postgresTemplate', template)
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`)
      await admin.end()
    }
  }
  const database = await openDatabase({ dataDir: 'memory://' })
  await database.migrate()
  await applyBaseData(database.db, TEST_ADMIN)
  await seedDemo(database.db, { adminPhone: TEST_ADMIN.adminPhone, password: TEST_ADMIN.adminPassword })
  const dump = await (database.pglite as PGlite).dumpDataDir('none')
  await database.close()
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yy-pglite-')), 'template.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true })
}
