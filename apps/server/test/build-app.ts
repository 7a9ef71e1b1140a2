import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { buildApp, type AppDeps } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { openDatabase, type Database } from '../src/db/client.js'
import { manualClock } from '../src/lib/clock.js'

export const dbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres'

/** A fresh database cloned from the migrated, seeded template. */
export const createTestDatabase = async (): Promise<Database> => {
  if (dbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const name = `yy_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
    await admin.end()
    const dbUrl = new URL(url)
    dbUrl.pathname = `/${name}`
    const database = await openDatabase({ url: dbUrl.toString(), poolSize: 4 })
    return {
      ...database,
      close: async () => {
        await database.close()
        const dropper = new pg.Client({ connectionString: url })
        await dropper.connect()
        await dropper.query(`drop database if exists ${name} with (force)`)
        await dropper.end()
      },
    }
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'))
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) })
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>
  database: Database
  config: Config
  clock: ReturnType<typeof manualClock>
  /** Every line the server logged, parsed. */
  logs: Array<Record<string, unknown>>
  /** Everything the server logged, as text (to prove secrets never appear). */
  logText(): string
  close(): Promise<void>
}

export const createTestApp = async (
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; /** Share another app's database (it stays open). */ database?: Database } = {},
): Promise<TestApp> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-test-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, SEED_DEMO: 'false', ...options.env })
  const database = options.database ?? (await createTestDatabase())
  const clock = manualClock(new Date())
  const stream = new PassThrough()
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  const app = await buildApp({ config, database, clock, logStream: stream, ...options.deps })
  await app.ready()
  const logText = () => chunks.join('')
  return {
    app,
    database,
    config,
    clock,
    logText,
    get logs() {
      return logText()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    },
    async close() {
      await app.close()
      if (!options.database) await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Two instances of a deployment: two apps on one database, each with its own connection to the Redis
 * server at `redisUrl`, opened before the describe's tests and closed after them (`deps` go to both).
 */
export const twoInstancesWithRedis = (redisUrl: string, deps: Partial<AppDeps> = {}) => {
  let pair: [TestApp, TestApp] | undefined
  const clients: Redis[] = []
  beforeAll(async () => {
    const connect = () => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
      clients.push(client)
      return client
    }
    const a = await createTestApp({ env: { REDIS_URL: redisUrl }, deps: { ...deps, redis: connect() } })
    pair = [a, await createTestApp({ env: { REDIS_URL: redisUrl }, deps: { ...deps, redis: connect() }, database: a.database })]
  })
  afterAll(async () => {
    await pair?.[1].close()
    await pair?.[0].close()
    for (const c of clients) c.disconnect()
  })
  const opened = () => {
    if (!pair) throw new Error('the instances open in beforeAll')
    return pair
  }
  return {
    get a() {
      return opened()[0]
    },
    get b() {
      return opened()[1]
    },
  }
}
