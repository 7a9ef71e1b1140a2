import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.js'
import { BUILD_INFO } from './build-info.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { openDatabase } from './db/client.js'
import { applyBaseData } from './db/base/base-data.js'
import { DEMO_STAFF_PHONE, seedDemo } from './db/seed/demo.js'
import { serveBackups, type BackupSocket } from './lib/backup-socket.js'
import { DataDirInUseError, lockDataDir, type DataDirLock } from './lib/data-dir-lock.js'
import { applyHeapGrowing } from './lib/heap-growing.js'

const here = path.dirname(fileURLToPath(import.meta.url))

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const start = async () => {
  let config: Config
  try {
    config = loadConfig(process.env, { CONSOLE_DIR: path.resolve(here, '../../console/dist') })
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message)
    throw error
  }
  // Before the heap grows: every full collection from the first on uses it.
  applyHeapGrowing(config.HEAP_GROWING_PERCENT)

  let lock: DataDirLock | null = null
  if (!config.DATABASE_URL) {
    try {
      lock = lockDataDir(config.DATA_DIR)
    } catch (error) {
      if (error instanceof DataDirInUseError) return fail(error.message)
      throw error
    }
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pg'),
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
  }).catch((error: Error) => fail(error.message))
  await database.migrate()
  await database.assertStandardStrings()
  const base = await applyBaseData(database.db, { adminPhone: config.ADMIN_PHONE, adminPassword: config.ADMIN_PASSWORD })
  if (config.SEED_DEMO) {
    await seedDemo(database.db, { adminPhone: config.ADMIN_PHONE, password: config.ADMIN_PASSWORD ?? base.generatedPassword ?? undefined })
  }
  if (base.generatedPassword) {
    process.stdout.write(
      `\n首个运营账号已创建 / first operator account created:\n  账号 ${config.ADMIN_PHONE}\n  密码 ${base.generatedPassword}\n` +
        (config.SEED_DEMO ? `演示品牌账号 / demo brand-staff account: ${DEMO_STAFF_PHONE}, same password\n` : '') +
        `This password is shown once. Set ADMIN_PASSWORD to choose it yourself.\n\n`,
    )
  }

  // ioredis loads only when Redis is configured: the embedded setup starts without it.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : null
  redis?.on('error', () => {})
  const app = await buildApp({ config, database, redis })
  // The embedded database is backed up through this process, which holds it (npm run db:backup).
  const backups: BackupSocket | null = database.pglite ? await serveBackups({ dataDir: config.DATA_DIR, pgDir: path.join(config.DATA_DIR, 'pg'), pglite: database.pglite, log: app.log }) : null

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) {
      process.stderr.write(`${signal} again: exiting now\n`)
      process.exit(1)
    }
    closing = true
    // Readiness goes false first, so the balancer stops sending here before the port closes; the
    // running jobs go back to the queue at once, for another instance to take while this one drains.
    app.readiness.startDraining()
    await app.tasks.runner.stop().catch((err: unknown) => app.log.error({ err }, 'error while handing jobs back'))
    if (config.DRAIN_SECONDS > 0) {
      app.log.info({ signal, seconds: config.DRAIN_SECONDS }, 'draining: /readyz answers 503 until the balancer stops sending')
      await new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000))
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests, handing running jobs back')
    // Stop accepting, finish what is in flight, then close the database and release the lock. A
    // kept-alive connection that falls idle once its request is done is closed, not waited for.
    const idle = setInterval(() => app.server.closeIdleConnections(), 250)
    await app.close().catch((err: unknown) => app.log.error({ err }, 'error while closing the server'))
    clearInterval(idle)
    await backups?.close().catch(() => {})
    await database.close().catch(() => {})
    redis?.disconnect()
    lock?.release()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ host: config.HOST, port: config.PORT })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  process.stdout.write(
    `${config.BUILD_NAME} ${BUILD_INFO.version} (${BUILD_INFO.commit}) serving http://${config.HOST}:${port} ` +
      `on ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}\n`,
  )
}

start().catch((error: unknown) => fail(`start-up failed: ${(error as Error).stack ?? String(error)}`))
