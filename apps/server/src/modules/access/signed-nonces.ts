import type { Redis } from 'ioredis'
import type { Db } from '../../db/client.js'
import { claimNonce, pruneNonces } from './signed-nonces.repository.js'

/**
 * Where the signed-access kernel remembers spent nonces. It must be shared by every instance behind
 * the balancer, or a captured call replayed to another instance would pass: Redis when configured
 * (one `SET NX PX`), the database otherwise.
 */
export interface NonceStore {
  /** True when the nonce is new; it is then remembered until `expiresAtMs`. */
  claim(key: string, nowMs: number, expiresAtMs: number): Promise<boolean>
  /** Forgets nonces past their time (the housekeeping job); Redis expires its own. */
  prune(now: Date): Promise<number>
}

export const redisNonceStore = (redis: Redis, prefix = 'yunying-nonce:'): NonceStore => ({
  async claim(key, nowMs, expiresAtMs) {
    const ttl = Math.max(1, Math.ceil(expiresAtMs - nowMs))
    return (await redis.set(`${prefix}${key}`, '1', 'PX', ttl, 'NX')) === 'OK'
  },
  prune: async () => 0,
})

export const databaseNonceStore = (db: Db): NonceStore => ({
  claim: (key, nowMs, expiresAtMs) => claimNonce(db, key, new Date(nowMs), new Date(expiresAtMs)),
  prune: (now) => pruneNonces(db, now),
})
