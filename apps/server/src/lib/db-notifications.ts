import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Database } from '../db/client.js'

/**
 * The database's change announcements (`pg_notify` from triggers), for the caches that serve reads
 * from memory (ADR 0009). A cache subscribes to channels and forgets what a notification names; it
 * may trust what it holds only while `isLive()`, and must forget everything on `onReset` (the
 * listening connection was lost or came back: notifications may have been missed).
 *
 * - Embedded PGlite: one process, every writer on this connection; a notification is handled before
 *   the writer's statement returns, so the listener is always live.
 * - PostgreSQL: a dedicated connection outside the pool LISTENs; notifications arrive on commit, in
 *   commit order. `settle()` sends a marker on that connection and waits for it to come back: every
 *   change committed before the call has then been handled.
 */
export interface DbNotifications {
  /** Calls `handler` with each payload announced on `channel` (subscribe before `start`). */
  on(channel: string, handler: (payload: string) => void): void
  /** Calls `handler` whenever notifications may have been missed: forget everything. */
  onReset(handler: () => void): void
  /** Whether notifications are being received: false while the PostgreSQL connection is down. */
  isLive(): boolean
  /** Resolves once every change committed before the call has been announced to the handlers. */
  settle(): Promise<void>
  close(): Promise<void>
}

export interface NotificationOptions {
  /** Waits before reconnecting a lost PostgreSQL listener (default 100 ms, doubling to 5 s). */
  retryMs?: number
  /** The longest `settle` waits before it gives up and resets the caches instead (default 2 s). */
  settleTimeoutMs?: number
  /**
   * How often an idle PostgreSQL listener proves it still hears its own marker (default 5 s): a
   * connection that died silently is noticed within this plus `settleTimeoutMs`, then replaced.
   */
  heartbeatMs?: number
  onError?: (error: Error) => void
}

const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain channel name: ${name}`)
  return `"${name}"`
}

interface Handlers {
  channels: Map<string, Array<(payload: string) => void>>
  resets: Array<() => void>
}

const dispatch = (handlers: Handlers, channel: string, payload: string) => {
  for (const handler of handlers.channels.get(channel) ?? []) handler(payload)
}

const reset = (handlers: Handlers) => {
  for (const handler of handlers.resets) handler()
}

const embedded = (database: Database, handlers: Handlers) => {
  const pglite = database.pglite!
  const unlisten: Array<() => Promise<void>> = []
  return {
    async start() {
      for (const channel of handlers.channels.keys()) unlisten.push(await pglite.listen(channel, (payload) => dispatch(handlers, channel, payload)))
    },
    isLive: () => !pglite.closed,
    settle: async () => undefined,
    async close() {
      if (pglite.closed) return
      await Promise.all(unlisten.map((u) => u().catch(() => undefined)))
    },
  }
}

const server = (database: Database, handlers: Handlers, options: NotificationOptions) => {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client
  // A channel of this instance's own for settle markers: nobody else hears them.
  const settleChannel = `yy_settle_${randomBytes(6).toString('hex')}`
  const waiting = new Map<string, () => void>()
  let client: pg.Client | null = null
  let live = false
  let closed = false
  let retry = options.retryMs ?? 100
  let timer: NodeJS.Timeout | null = null
  let marker = 0

  /** Sends a marker on the listening connection and waits for it to come back: true when it did in time. */
  const roundTrip = async (current: pg.Client): Promise<boolean> => {
    const id = String(++marker)
    const arrived = new Promise<boolean>((resolve) => waiting.set(id, () => resolve(true)))
    let timeout: NodeJS.Timeout | undefined
    const gaveUp = new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => resolve(false), options.settleTimeoutMs ?? 2000)
    })
    try {
      await current.query(`NOTIFY ${quoteIdent(settleChannel)}, '${id}'`)
      return await Promise.race([arrived, gaveUp])
    } catch {
      return false
    } finally {
      waiting.delete(id)
      clearTimeout(timeout)
    }
  }

  const heartbeat = setInterval(() => {
    const current = client
    if (!current || !live) return
    void roundTrip(current).then((ok) => {
      if (!ok && client === current) lost(new Error('notification listener did not answer its heartbeat'))
    })
  }, options.heartbeatMs ?? 5000)
  heartbeat.unref()

  /** Tries again after `retry`, doubling it up to 5 s (reset once a connection listens). */
  const reconnectLater = () => {
    if (closed) return
    timer = setTimeout(() => void connect(), retry)
    timer.unref()
    retry = Math.min(retry * 2, 5000)
  }

  const lost = (error?: Error) => {
    if (error) options.onError?.(error)
    const wasConnected = client !== null
    client?.removeAllListeners()
    client?.on('error', () => {})
    void client?.end().catch(() => undefined)
    client = null
    live = false
    // Pending settles end now: the reset below forgets everything they were waiting to confirm.
    for (const resolve of waiting.values()) resolve()
    waiting.clear()
    if (wasConnected) reset(handlers)
    reconnectLater()
  }

  const connect = async () => {
    timer = null
    const next = new pg.Client({ ...pool.options, keepAlive: true })
    next.on('error', (error) => {
      if (client === next) lost(error)
    })
    next.on('end', () => {
      if (client === next) lost(new Error('notification listener connection ended'))
    })
    next.on('notification', (message) => {
      if (message.channel === settleChannel) {
        waiting.get(message.payload ?? '')?.()
        waiting.delete(message.payload ?? '')
        return
      }
      dispatch(handlers, message.channel, message.payload ?? '')
    })
    try {
      await next.connect()
      for (const channel of [settleChannel, ...handlers.channels.keys()]) await next.query(`LISTEN ${quoteIdent(channel)}`)
    } catch (error) {
      next.removeAllListeners()
      next.on('error', () => {})
      void next.end().catch(() => undefined)
      options.onError?.(error as Error)
      reconnectLater()
      return
    }
    if (closed) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    live = true
    retry = options.retryMs ?? 100
    // Anything cached before this connection listened may have missed a notification.
    reset(handlers)
  }

  return {
    start: connect,
    isLive: () => live,
    async settle() {
      const current = client
      if (!current || !live) return
      // Unconfirmed: whatever was cached may be stale, so it is all forgotten.
      if (!(await roundTrip(current))) reset(handlers)
    },
    async close() {
      closed = true
      clearInterval(heartbeat)
      if (timer) clearTimeout(timer)
      const current = client
      client = null
      live = false
      if (current) {
        current.removeAllListeners()
        current.on('error', () => {})
        await current.end().catch(() => undefined)
      }
    },
  }
}

/** Listens on the database's change channels; subscribe with `on`, then `start`. */
export const createDbNotifications = (database: Database, options: NotificationOptions = {}) => {
  const handlers: Handlers = { channels: new Map(), resets: [] }
  const impl = database.kind === 'pglite' && database.pglite ? embedded(database, handlers) : server(database, handlers, options)
  let started = false
  const notifications: DbNotifications & { start(): Promise<void> } = {
    on(channel, handler) {
      if (started) throw new Error('subscribe before start')
      const list = handlers.channels.get(channel) ?? []
      list.push(handler)
      handlers.channels.set(channel, list)
    },
    onReset(handler) {
      handlers.resets.push(handler)
    },
    isLive: () => impl.isLive(),
    settle: () => impl.settle(),
    async start() {
      started = true
      await impl.start()
    },
    close: () => impl.close(),
  }
  return notifications
}
