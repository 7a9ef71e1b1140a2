import { describe, expect, it } from 'vitest'
import { createForegroundGauge } from '../src/plugins/foreground.js'

/** Whether `promise` has settled after the pending callbacks ran. */
const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((r) => setTimeout(r, 5))
  return done
}

describe('requests in flight, for the work that gives way to them on the embedded database', () => {
  it('lets a request written in pages wait for the other requests, not for itself', async () => {
    const gauge = createForegroundGauge()
    gauge.enter() // the report itself
    expect(await settled(gauge.whenIdle(60_000, 1))).toBe(true)
    gauge.enter() // a brand list arrives
    const report = gauge.whenIdle(60_000, 1)
    const background = gauge.whenIdle(60_000)
    expect(await settled(report)).toBe(false)
    gauge.leave() // the brand list has answered: the report goes on, background work still waits for it
    expect(await settled(report)).toBe(true)
    expect(await settled(background)).toBe(false)
    gauge.leave()
    expect(await settled(background)).toBe(true)
  })

  it('stops waiting after the longest wait, so work still progresses under constant traffic', async () => {
    const gauge = createForegroundGauge()
    gauge.enter()
    gauge.enter()
    const started = performance.now()
    await gauge.whenIdle(30, 1)
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
    expect(gauge.active).toBe(2)
  })
})
