import { describe, expect, it } from 'vitest'
import { sideBySide } from './side-by-side.js'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sideBySide', () => {
  it('answers in the items’ order with at most `lanes` calls in flight', async () => {
    let inFlight = 0
    let most = 0
    const answers = await sideBySide([30, 5, 20, 1, 10], 2, async (ms, i) => {
      most = Math.max(most, ++inFlight)
      await later(ms)
      inFlight--
      return `${i}:${ms}`
    })
    expect(answers).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10'])
    expect(most).toBe(2)
  })

  it('one lane calls one item after another', async () => {
    const order: number[] = []
    await sideBySide([3, 1, 2], 1, async (n) => {
      order.push(n)
      await later(n)
    })
    expect(order).toEqual([3, 1, 2])
  })

  it('a failure rejects the whole and no lane starts another item', async () => {
    const started: number[] = []
    const run = sideBySide([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n)
      await later(5)
      if (n === 1) throw new Error('page 1 failed')
    })
    await expect(run).rejects.toThrow('page 1 failed')
    await later(30)
    expect(started).toEqual([0, 1, 2])
  })

  it('no items, no calls', async () => {
    expect(await sideBySide([], 3, async () => 1)).toEqual([])
  })
})
