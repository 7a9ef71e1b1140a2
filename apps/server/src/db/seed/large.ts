import type { Database } from '../client.js'
import { fillBrands } from '../../modules/brands/large-brands.service.js'
import { fillDevices, issueGeneratedDeviceKeys } from '../../modules/remote-assist/large-devices.service.js'

/**
 * Fills `brands` up to `target` rows with generated data (benchmarks, `--brands N`), through the
 * brands module, which owns the table.
 */
export const seedLargeBrands = (database: Database, target: number, onProgress: (done: number) => void) => fillBrands(database.db, target, onProgress)

/**
 * Fills `remote_devices` up to `target` generated devices over the first `stores` stores, every
 * `onlineEvery`-th seen at `seenAt` (benchmarks, `--devices N`), through the remote-assist module.
 */
export const seedLargeDevices = (database: Database, o: { target: number; stores: number; onlineEvery: number; seenAt: Date }, onProgress: (done: number) => void) =>
  fillDevices(database.db, o, onProgress)

/** Fresh random keys for the first `n` generated devices (benchmarks sign heartbeats with them). */
export const issueLargeDeviceKeys = (database: Database, n: number) => issueGeneratedDeviceKeys(database.db, n)
