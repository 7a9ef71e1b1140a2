import { and, eq, gt, lt, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { loginFailures } from './login-failures.table.js'

export interface LockoutPolicy {
  maxFailures: number
  windowMs: number
  lockMs: number
}

const keysFor = (username: string, ip: string) => [`acct:${username.toLowerCase()}`, `ip:${ip}`]

/**
 * True while the account or the address has `maxFailures` failures inside the window,
 * and for `lockMs` after the last of them.
 */
export const isLockedOut = async (db: DbOrTx, username: string, ip: string, now: Date, policy: LockoutPolicy) => {
  const since = new Date(now.getTime() - Math.max(policy.windowMs, policy.lockMs))
  const rows = await db
    .select({ key: loginFailures.key, at: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(or(...keysFor(username, ip).map((k) => eq(loginFailures.key, k))), gt(loginFailures.createdAt, since)))
    .orderBy(loginFailures.createdAt)
  for (const key of keysFor(username, ip)) {
    const times = rows.filter((r) => r.key === key).map((r) => r.at.getTime())
    for (let i = policy.maxFailures - 1; i < times.length; i++) {
      const windowStart = times[i - policy.maxFailures + 1]!
      if (times[i]! - windowStart <= policy.windowMs && now.getTime() - times[i]! < policy.lockMs) return true
    }
  }
  return false
}

export const recordLoginFailure = async (db: DbOrTx, username: string, ip: string, now: Date) => {
  await db.insert(loginFailures).values(keysFor(username, ip).map((key) => ({ key, createdAt: now })))
}

export const clearLoginFailures = (db: DbOrTx, username: string) =>
  db.delete(loginFailures).where(eq(loginFailures.key, `acct:${username.toLowerCase()}`))

/** Old rows serve no rule; the housekeeping job removes them. */
export const pruneLoginFailures = async (db: DbOrTx, before: Date) =>
  (await db.delete(loginFailures).where(lt(loginFailures.createdAt, before)).returning({ id: loginFailures.id })).length
