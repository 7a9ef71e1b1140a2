import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { remoteRelayRoutes } from './remote-assist.table.js'

/**
 * The shared registry of the built-in relay across instances (`remote_relay_routes`): which instance
 * holds a device's control connection, a session, a session's code. One statement each, never inside
 * a transaction of the caller's.
 */
export const createRelayRoutes = (db: Db, self: string) => ({
  self,
  async set(key: string, expiresAt: Date) {
    await db
      .insert(remoteRelayRoutes)
      .values({ key, instance: self, expiresAt })
      .onConflictDoUpdate({ target: remoteRelayRoutes.key, set: { instance: self, expiresAt } })
  },
  /** The instance that owns `key` now, or null. */
  async owner(key: string, now: Date) {
    const [row] = await db
      .select({ instance: remoteRelayRoutes.instance })
      .from(remoteRelayRoutes)
      .where(and(eq(remoteRelayRoutes.key, key), gt(remoteRelayRoutes.expiresAt, now)))
    return row?.instance ?? null
  },
  /** Of these keys, those some instance owns now. */
  async live(keys: string[], now: Date) {
    if (keys.length === 0) return new Set<string>()
    const rows = await db
      .select({ key: remoteRelayRoutes.key })
      .from(remoteRelayRoutes)
      .where(and(inArray(remoteRelayRoutes.key, keys), gt(remoteRelayRoutes.expiresAt, now)))
    return new Set(rows.map((r) => r.key))
  },
  /** Deletes `keys` if this instance still owns them (another may have taken a device over since). */
  async drop(keys: string[]) {
    if (keys.length === 0) return
    await db.delete(remoteRelayRoutes).where(and(inArray(remoteRelayRoutes.key, keys), eq(remoteRelayRoutes.instance, self)))
  },
  /** Keeps this instance's routes among `keys` alive until `expiresAt`; expired rows of anyone go. */
  async refresh(keys: string[], expiresAt: Date, now: Date) {
    if (keys.length > 0) await db.update(remoteRelayRoutes).set({ expiresAt }).where(and(inArray(remoteRelayRoutes.key, keys), eq(remoteRelayRoutes.instance, self)))
    await db.delete(remoteRelayRoutes).where(lt(remoteRelayRoutes.expiresAt, now))
  },
})

export type RelayRoutes = ReturnType<typeof createRelayRoutes>
