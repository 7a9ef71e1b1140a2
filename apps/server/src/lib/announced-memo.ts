import type { DbNotifications } from './db-notifications.js'

/**
 * Whether a cache that trusts the database's change announcements may keep and answer anything now:
 * the listener is live, and the announcing triggers are in place (`announced`, asked once, on first
 * use; until it answers, and on a database without them, nothing is kept).
 */
export const announcedLiveness = (notifications: DbNotifications | null, announced: () => Promise<boolean>) => {
  let usable = false
  let checked: Promise<void> | null = null
  return () => {
    if (!checked && notifications) {
      checked = announced().then(
        (ok) => {
          usable = ok
        },
        () => undefined,
      )
    }
    return usable && notifications !== null && notifications.isLive()
  }
}

/**
 * Answers computed from one table, kept in memory until the table changes (ADR 0011): everything
 * is forgotten when `channel` announces a write (a trigger on the table, in the writer's
 * transaction) or the listener is lost, and nothing is kept while the listener is down or the
 * database lacks the announcing triggers (`announced`, checked once). A computation that raced an
 * announcement answers its caller but is not kept.
 */
export const createAnnouncedMemo = <V>(notifications: DbNotifications | null, channel: string, announced: () => Promise<boolean>, limit = 1_000) => {
  const entries = new Map<string, V>()
  let epoch = 0
  const live = announcedLiveness(notifications, announced)
  const forget = () => {
    epoch += 1
    entries.clear()
  }
  notifications?.on(channel, forget)
  notifications?.onReset(forget)

  return {
    /** The kept answer for `key`, or `compute()`'s, kept when nothing was announced meanwhile. */
    async get(key: string, compute: () => Promise<V>): Promise<V> {
      if (!live()) return compute()
      const kept = entries.get(key)
      if (kept !== undefined) return kept
      const ticket = epoch
      const value = await compute()
      if (ticket === epoch && live()) {
        // Beyond the limit the oldest answers go: they are computed again on their next use.
        if (entries.size >= limit) entries.delete(entries.keys().next().value!)
        entries.set(key, value)
      }
      return value
    },
  }
}

