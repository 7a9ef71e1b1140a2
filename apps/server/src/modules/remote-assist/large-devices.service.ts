import type { Db } from '../../db/client.js'
export { generatedDeviceKey } from './large-devices.repository.js'
import { analyzeDevices, countGeneratedDevices, insertGeneratedDevices, markGeneratedPresence } from './large-devices.repository.js'

const CHUNK = 50_000

/**
 * Benchmarks (`npm run bench:remote -- --devices N`): fills `remote_devices` up to `target` generated
 * devices over the first `stores` stores, in chunks of set-based inserts (no per-row round trips),
 * then marks every `onlineEvery`-th one as seen at `seenAt` (a presence filter then finds a known
 * share online). Answers how many devices were added.
 */
export const fillDevices = async (
  db: Db,
  o: { target: number; stores: number; onlineEvery: number; seenAt: Date },
  onProgress: (done: number) => void,
) => {
  let current = await countGeneratedDevices(db)
  const start = current
  while (current < o.target) {
    const n = Math.min(CHUNK, o.target - current)
    await insertGeneratedDevices(db, n, current, o.stores)
    current += n
    onProgress(current)
  }
  await markGeneratedPresence(db, o.onlineEvery, o.seenAt)
  await analyzeDevices(db)
  return current - start
}
