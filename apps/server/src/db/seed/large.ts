import type { Database } from '../client.js'
import { fillBrands } from '../../modules/brands/large-brands.service.js'

/**
 * Fills `brands` up to `target` rows with generated data (benchmarks, `--brands N`), through the
 * brands module, which owns the table.
 */
export const seedLargeBrands = (database: Database, target: number, onProgress: (done: number) => void) => fillBrands(database.db, target, onProgress)
