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
  let waiters: Array<() => void> = []
  const release = () => {
    const ready = waiters
    waiters = []
    for (const resolve of ready) resolve()
  }
  return {
    enter() {
      active++
    },
    leave() {
      active = Math.max(0, active - 1)
      if (active === 0) release()
    },
    get active() {
      return active
    },
    /** Resolves when no request is in flight, or after `maxWaitMs`. */
    whenIdle(maxWaitMs: number): Promise<void> {
      if (active === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxWaitMs)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
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
