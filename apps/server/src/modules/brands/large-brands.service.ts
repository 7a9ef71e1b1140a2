import type { Db } from '../../db/client.js'
import { allGroupIds, analyzeBrands, countAllBrands, insertGeneratedBrands } from './large-brands.repository.js'

const CHUNK = 100_000

/**
 * Benchmarks and `npm run seed:demo -- --brands N`: fills `brands` up to `target` rows with
 * generated data spread over every filter value, in chunks of set-based inserts (no per-row round
 * trips), so a million rows take seconds. Answers how many were added.
 */
export const fillBrands = async (db: Db, target: number, onProgress: (done: number) => void) => {
  const groupIds = await allGroupIds(db)
  if (groupIds.length === 0) throw new Error('seed the demo groups first')
  let current = await countAllBrands(db)
  const start = current
  while (current < target) {
    const n = Math.min(CHUNK, target - current)
    await insertGeneratedBrands(db, n, current, groupIds)
    current += n
    onProgress(current)
  }
  await analyzeBrands(db)
  return current - start
}
