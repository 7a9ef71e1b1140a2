import path from 'node:path'
import { loadConfig } from '../../config.js'
import { lockDataDir } from '../../lib/data-dir-lock.js'
import { openDatabase } from '../client.js'
import { applyBaseData } from '../base/base-data.js'
import { seedDemo } from './demo.js'
import { seedLargeBrands } from './large.js'

/**
 * `npm run seed:demo [-- --brands N]`: applies the demo steps and, with --brands, fills the
 * brand table up to N rows for benchmarks. Uses the same configuration as the server.
 */
const args = process.argv.slice(2)
const brandsArg = args.indexOf('--brands')
const target = brandsArg >= 0 ? Number(args[brandsArg + 1]) : 0
if (brandsArg >= 0 && (!Number.isInteger(target) || target < 1)) {
  process.stderr.write('--brands takes a whole number, e.g. --brands 1000000\n')
  process.exit(1)
}

const config = loadConfig()
const lock = config.DATABASE_URL ? null : lockDataDir(config.DATA_DIR)
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pg') })
try {
  await database.migrate()
  const base = await applyBaseData(database.db, { adminPhone: config.ADMIN_PHONE, adminPassword: config.ADMIN_PASSWORD })
  if (base.generatedPassword) process.stdout.write(`first operator: ${config.ADMIN_PHONE} / ${base.generatedPassword}\n`)
  const result = await seedDemo(database.db, { adminPhone: config.ADMIN_PHONE, password: config.ADMIN_PASSWORD ?? base.generatedPassword ?? undefined })
  process.stdout.write(result.applied.length ? `demo steps applied: ${result.applied.join(', ')}\n` : 'demo data already present\n')
  if (target > 0) {
    const started = Date.now()
    const added = await seedLargeBrands(database, target, (done) => process.stdout.write(`  ${done} brands\r`))
    process.stdout.write(`\nbrands: added ${added}, now ${target}, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  }
} finally {
  await database.close()
  lock?.release()
}
