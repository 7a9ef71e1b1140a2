import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createForegroundGauge, registerForegroundGauge } from '../src/plugins/foreground.js'

/** Whether `promise` has settled after the pending callbacks ran. */
const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((r) => setTimeout(r, 5))
  return done
}

describe('requests in flight, for the work that gives way to them on the embedded database', () => {
  it('lets background work wait until no request is in flight', async () => {
    const gauge = createForegroundGauge()
    expect(await settled(gauge.whenIdle(60_000))).toBe(true)
    gauge.enter() // a brand list arrives
    gauge.enter() // and another
    const background = gauge.whenIdle(60_000)
    expect(await settled(background)).toBe(false)
    gauge.leave()
    expect(await settled(background)).toBe(false)
    gauge.leave()
    expect(await settled(background)).toBe(true)
  })

  it('stops waiting after the longest wait, so work still progresses under constant traffic', async () => {
    const gauge = createForegroundGauge()
    gauge.enter()
    const started = performance.now()
    await gauge.whenIdle(30)
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
    expect(gauge.active).toBe(1)
  })

  it('runs bulk work one piece at a time, each piece asking for its turn only when the one before has ended', async () => {
    const gauge = createForegroundGauge()
    const order: string[] = []
    let endFirst!: () => void
    const first = gauge.inTurn(60_000, async () => {
      order.push('report page starts')
      await new Promise<void>((r) => (endFirst = r))
      order.push('report page ends')
    })
    const second = gauge.inTurn(60_000, async () => void order.push('check page'))
    await settled(first)
    expect(order).toEqual(['report page starts'])
    // A request arrives while the report's page runs: the check page queued behind it waits for the request too.
    gauge.enter()
    endFirst()
    await first
    expect(await settled(second)).toBe(false)
    expect(order).toEqual(['report page starts', 'report page ends'])
    gauge.leave()
    await second
    expect(order).toEqual(['report page starts', 'report page ends', 'check page'])
  })

  it('goes on with the next piece after one that failed', async () => {
    const gauge = createForegroundGauge()
    const failed = gauge.inTurn(60_000, () => Promise.reject(new Error('page failed')))
    await expect(failed).rejects.toThrow('page failed')
    expect(await gauge.inTurn(60_000, async () => 'next')).toBe('next')
  })

  it('counts a request from its arrival, but not a bulk route’s once routed', async () => {
    const app = Fastify()
    const gauge = registerForegroundGauge(app, true)
    const seen: Record<string, number> = {}
    app.post('/report', { config: { bulk: true } }, async () => {
      seen.report = gauge.active
      return { ok: true }
    })
    app.post('/list', async () => {
      seen.list = gauge.active
      return { ok: true }
    })
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      for (const path of ['/report', '/list']) expect((await fetch(`${base}${path}`, { method: 'POST' })).status).toBe(200)
      expect(seen).toEqual({ report: 0, list: 1 })
      await new Promise((r) => setTimeout(r, 20))
      expect(gauge.active).toBe(0)
    } finally {
      await app.close()
    }
  })
})
