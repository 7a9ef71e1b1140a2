import type { FastifyInstance } from 'fastify'

/**
 * Requests in flight, so that background work on the embedded database gives way to them.
 * PGlite runs one statement at a time: an export page queued between a request's statements
 * (session, permission, count, page) would make that request wait once per statement. Exports
 * therefore wait between pages until no request is in flight (`whenIdle`), for at most `maxWaitMs`,
 * so they still progress under constant traffic; the data-standards reports, checks and impact
 * counts take their pages in one lane (`inTurn`) on the same terms.
 */
export const createForegroundGauge = () => {
  let active = 0
  let waiters: Array<() => void> = []
  /** The bulk work's turns, one after another (see `inTurn`). */
  let lane: Promise<unknown> = Promise.resolve()
  const release = () => {
    if (active > 0 || waiters.length === 0) return
    const ready = waiters
    waiters = []
    for (const resolve of ready) resolve()
  }
  /**
   * Resolves when no request is in flight, or after `maxWaitMs`.
   *
   * It first lets the event loop poll the sockets once. A PGlite statement blocks the thread, and
   * the statements of one transaction, and the transactions of a page loop, follow each other on
   * promise callbacks, which run before any socket is read. Without this turn, a request that
   * arrived during a page is not counted yet, so the next page would start before it. A brand list
   * then waited behind a whole 5,000-record report (p50 341 ms while reports arrived).
   */
  const whenIdle = async (maxWaitMs: number): Promise<void> => {
    await new Promise<void>((resolve) => setImmediate(resolve))
    if (active === 0) return
    return new Promise((resolve) => {
      const waiter = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiters = waiters.filter((w) => w !== waiter)
        resolve()
      }, maxWaitMs)
      waiters.push(waiter)
    })
  }
  return {
    enter() {
      active++
    },
    leave() {
      active = Math.max(0, active - 1)
      release()
    },
    get active() {
      return active
    },
    whenIdle,
    /**
     * Runs one piece of bulk work (a page of a report or of a check) in its turn: the pieces run one
     * at a time, and each starts only once no request is in flight (`whenIdle`), asked when its turn
     * has come. Two pieces that each waited on their own would both find the database free and queue
     * on it back to back, and a request arriving then would wait for both. `work` must not take a
     * turn itself.
     */
    inTurn<T>(maxWaitMs: number, work: () => Promise<T>): Promise<T> {
      const mine = lane.then(async () => {
        await whenIdle(maxWaitMs)
        return work()
      })
      lane = mine.catch(() => {})
      return mine
    },
  }
}

export type ForegroundGauge = ReturnType<typeof createForegroundGauge>

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call that works in pages that give way themselves (a report written in pages, the impact
     * count read in pages): it is not a request the background work on the embedded database waits
     * for, so a report and the check of earlier reports share the database, and both give way to the
     * interactive requests.
     */
    bulk?: boolean
  }
}

/**
 * The gauge, fed from the raw HTTP server when `counting` (the embedded database): a request counts
 * from the moment it arrives, before the session and permission hooks query, and a bulk route's
 * request stops counting once it is routed. A download streams for as long as the client reads and
 * does not hold the database, so it does not count.
 */
export const registerForegroundGauge = (app: FastifyInstance, counting: boolean): ForegroundGauge => {
  const gauge = createForegroundGauge()
  if (counting) {
    const counted = new WeakSet<object>()
    const done = (request: object) => {
      if (counted.delete(request)) gauge.leave()
    }
    // Before Fastify's own listener, which routes the request and runs the onRequest hooks at once.
    app.server.prependListener('request', (request, response) => {
      if (request.url?.startsWith('/sellers/download/')) return
      counted.add(request)
      gauge.enter()
      response.once('close', () => done(request))
    })
    app.addHook('onRequest', (request, _reply, next) => {
      if (request.routeOptions.config.bulk === true) done(request.raw)
      next()
    })
  }
  return gauge
}
