import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client.js'
import { analyzeDevices, countGeneratedDevices, insertGeneratedDevices, markGeneratedPresence, setGeneratedSecrets } from './large-devices.repository.js'

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

/**
 * Benchmarks: fresh random secrets for the first `n` generated devices (there must be as many),
 * answered as their keys, so a benchmark signs heartbeats as them. Each run issues new ones: a
 * generated device's secret is never derivable from its number.
 */
export const issueGeneratedDeviceKeys = async (db: Db, n: number) => {
  const keys = Array.from({ length: n }, (_, i) => ({ keyId: `dev_gen_${i + 1}`, secret: randomBytes(16).toString('hex') }))
  await setGeneratedSecrets(db, keys)
  return keys
}
