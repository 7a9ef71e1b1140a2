import type { FastifyInstance } from 'fastify'

/**
 * Requests in flight, so that background work on the embedded database gives way to them.
 * PGlite runs one statement at a time: an export page queued between a request's statements
 * (session, permission, count, page) would make that request wait once per statement. Exports
 * therefore wait between pages until no request is in flight, for at most `maxWaitMs`, so they
 * still progress under constant traffic.
 */
export const createForegroundGauge = () => {
  let active = 0
  /** Each waiter resolves once no more than its `allowed` requests are in flight. */
  let waiters: Array<{ allowed: number; resolve: () => void }> = []
  const release = () => {
    const ready = waiters.filter((w) => active <= w.allowed)
    if (ready.length === 0) return
    waiters = waiters.filter((w) => active > w.allowed)
    for (const w of ready) w.resolve()
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
    /**
     * Resolves when no request is in flight, or after `maxWaitMs`. A request that gives way itself
     * (a report written in pages) passes `allowed = 1`: it waits for the others, not for itself.
     */
    whenIdle(maxWaitMs: number, allowed = 0): Promise<void> {
      if (active <= allowed) return Promise.resolve()
      return new Promise((resolve) => {
        const waiter = {
          allowed,
          resolve: () => {
            clearTimeout(timer)
            resolve()
          },
        }
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter)
          resolve()
        }, maxWaitMs)
        waiters.push(waiter)
      })
    },
  }
}

export type ForegroundGauge = ReturnType<typeof createForegroundGauge>

/**
 * The gauge, fed from the raw HTTP server when `counting` (the embedded database): a request counts
 * from the moment it arrives, before the session and permission hooks query. A download streams
 * for as long as the client reads and does not hold the database, so it does not count.
 */
export const registerForegroundGauge = (app: FastifyInstance, counting: boolean): ForegroundGauge => {
  const gauge = createForegroundGauge()
  if (counting) {
    app.server.on('request', (request, response) => {
      if (request.url?.startsWith('/sellers/download/')) return
      gauge.enter()
      response.once('close', () => gauge.leave())
    })
  }
  return gauge
}
