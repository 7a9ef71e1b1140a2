/** The server's sense of time, injectable so that tests can move it (expiry, windows, lockouts). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that tests move by hand. */
export const manualClock = (start = new Date('2026-01-01T00:00:00Z')) => {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
    set(date: Date) {
      current = date.getTime()
    },
  }
}
