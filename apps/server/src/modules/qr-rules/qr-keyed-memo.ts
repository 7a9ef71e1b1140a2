/**
 * The resolve call's memory (ADR 0009/0011), kept per key and forgotten per key: a trigger names the
 * code or rule a transaction wrote (`c:<token>`, `r:<id>`, migration 0032), every instance hears it on
 * commit and forgets that entry only. Nothing is kept while `live()` is false (the listener is down
 * or the triggers are missing); everything is forgotten by `forgetAll` (the listener was reset).
 *
 * Misses are loaded in batches: the keys asked for while one I/O turn is handled go to the database
 * in one statement (`load`), so fifty first scans at once cost one round trip, not fifty. With
 * `concurrency`, at most that many loads run at once and the misses asked meanwhile wait for the next
 * (on the embedded database, one: its one connection would run them one after the other anyway, and
 * a batch that grows while the last one runs costs one statement instead of many). Concurrent
 * asks for one key share its load. A load that raced a change of its key answers its callers but is
 * not kept.
 */
export interface KeyedMemo<V> {
  /** The kept value, or undefined: the synchronous fast path. */
  peek(key: string): V | undefined
  /** The kept value, or the batched load's. */
  get(key: string): Promise<V>
  forget(key: string): void
  forgetAll(): void
  readonly size: number
}

export interface KeyedMemoOptions<V> {
  /** Values of the keys found; a key missing from the answer gets `missing`. */
  load: (keys: string[]) => Promise<Map<string, V>>
  missing: V
  live: () => boolean
  /** Entries kept at most; beyond it the oldest go (loaded again on their next use). */
  limit: number
  /** Keys per statement at most. */
  batch?: number
  /** Loads running at once at most (default: no bound). */
  concurrency?: number
}

export const createKeyedMemo = <V>(options: KeyedMemoOptions<V>): KeyedMemo<V> => {
  const { load, missing, live, limit } = options
  const batchSize = options.batch ?? 500
  const concurrency = options.concurrency ?? Infinity
  const entries = new Map<string, V>()
  const pending = new Map<string, Promise<V>>()
  const queued: Array<{ key: string; resolve: (v: V) => void; reject: (e: unknown) => void }> = []
  let scheduled = false
  // Changes heard while loads run: a load started before its key's change must not keep its value.
  let seq = 0
  let clearedAt = 0
  let running = 0
  const changedAt = new Map<string, number>()

  const run = async (batch: typeof queued) => {
    const ticket = seq
    running += 1
    try {
      const found = await load(batch.map((b) => b.key))
      const keep = live() && clearedAt <= ticket
      for (const { key, resolve } of batch) {
        const value = found.has(key) ? found.get(key)! : missing
        if (keep && (changedAt.get(key) ?? 0) <= ticket) {
          if (entries.size >= limit) entries.delete(entries.keys().next().value!)
          entries.set(key, value)
        }
        resolve(value)
      }
    } catch (err) {
      for (const { reject } of batch) reject(err)
    } finally {
      for (const { key } of batch) pending.delete(key)
      running -= 1
      if (running === 0) changedAt.clear()
      // The misses asked while this load ran go now, together.
      if (queued.length > 0) schedule()
    }
  }

  const flush = () => {
    scheduled = false
    while (queued.length > 0 && running < concurrency) void run(queued.splice(0, batchSize))
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    // After the current I/O turn: every request read in it has asked by then.
    setImmediate(flush)
  }

  return {
    peek: (key) => entries.get(key),
    get(key) {
      const kept = entries.get(key)
      if (kept !== undefined) return Promise.resolve(kept)
      const inFlight = pending.get(key)
      if (inFlight) return inFlight
      const promise = new Promise<V>((resolve, reject) => queued.push({ key, resolve, reject }))
      pending.set(key, promise)
      if (running < concurrency) schedule()
      return promise
    },
    forget(key) {
      seq += 1
      entries.delete(key)
      // Later asks load afresh instead of joining a load that may have read the old row.
      pending.delete(key)
      if (running > 0) changedAt.set(key, seq)
    },
    forgetAll() {
      seq += 1
      clearedAt = seq
      entries.clear()
      pending.clear()
    },
    get size() {
      return entries.size
    },
  }
}
