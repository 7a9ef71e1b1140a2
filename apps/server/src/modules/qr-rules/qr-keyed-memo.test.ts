import { describe, expect, it } from 'vitest'
import { createKeyedMemo } from './qr-keyed-memo.js'

const memoOver = (rows: Record<string, number>, live = () => true, concurrency?: number) => {
  const loads: string[][] = []
  let gate: Promise<void> = Promise.resolve()
  const memo = createKeyedMemo<number | null>({
    load: async (keys) => {
      loads.push(keys)
      await gate
      return new Map(keys.filter((k) => k in rows).map((k) => [k, rows[k]!]))
    },
    missing: null,
    live,
    limit: 3,
    ...(concurrency ? { concurrency } : {}),
  })
  return { memo, loads, hold: (p: Promise<void>) => (gate = p) }
}

describe('the resolve call’s keyed memory', () => {
  it('loads the misses of one turn in one batch, and one key once however often asked', async () => {
    const { memo, loads } = memoOver({ a: 1, b: 2 })
    const answers = await Promise.all([memo.get('a'), memo.get('b'), memo.get('a'), memo.get('x')])
    expect(answers).toEqual([1, 2, 1, null])
    expect(loads).toEqual([['a', 'b', 'x']])
    expect(memo.peek('a')).toBe(1)
    // A code that does not exist is kept as such (a scan of a made-up token costs no second query).
    expect(memo.peek('x')).toBeNull()
    expect(memo.peek('unasked')).toBeUndefined()
  })

  it('forgets only the key a change names', async () => {
    const rows = { a: 1, b: 2 }
    const { memo, loads } = memoOver(rows)
    await Promise.all([memo.get('a'), memo.get('b')])
    rows.a = 10
    rows.b = 20
    memo.forget('a')
    expect(await memo.get('a')).toBe(10)
    expect(await memo.get('b')).toBe(2)
    expect(loads).toEqual([['a', 'b'], ['a']])
  })

  it('does not keep what a load read before its key changed', async () => {
    const rows = { a: 1 }
    const { memo, hold } = memoOver(rows)
    let release!: () => void
    hold(new Promise<void>((r) => (release = r)))
    const first = memo.get('a')
    await new Promise((r) => setImmediate(r))
    // The change commits while the load runs: its answer goes to its caller but is not kept.
    memo.forget('a')
    release()
    expect(await first).toBe(1)
    expect(memo.peek('a')).toBeUndefined()
  })

  it('keeps nothing while not live, and at most its limit', async () => {
    let live = false
    const { memo } = memoOver({ a: 1, b: 2, c: 3, d: 4 }, () => live)
    expect(await memo.get('a')).toBe(1)
    expect(memo.size).toBe(0)
    live = true
    for (const k of ['a', 'b', 'c', 'd']) await memo.get(k)
    expect(memo.size).toBe(3)
    expect(memo.peek('a')).toBeUndefined()
    memo.forgetAll()
    expect(memo.size).toBe(0)
  })

  it('with a bound of one load, gathers the misses asked while it runs into the next single load', async () => {
    const { memo, loads, hold } = memoOver({ a: 1, b: 2, c: 3, d: 4 }, () => true, 1)
    let release!: () => void
    hold(new Promise<void>((r) => (release = r)))
    const first = memo.get('a')
    await new Promise((r) => setImmediate(r))
    // Three turns of requests while the first load runs: none starts a load of its own.
    const later = [memo.get('b')]
    await new Promise((r) => setImmediate(r))
    later.push(memo.get('c'), memo.get('d'))
    await new Promise((r) => setImmediate(r))
    expect(loads).toEqual([['a']])
    hold(Promise.resolve())
    release()
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4])
    expect(loads).toEqual([['a'], ['b', 'c', 'd']])
  })
})
