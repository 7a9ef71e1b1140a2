import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ExportFailedError, pollExport } from './export-poll.js'

describe('export polling', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const answers = (...list: Array<{ status: number; url: string } | null>) => {
    const calls: number[] = []
    const result = vi.fn(async () => {
      calls.push(Date.now())
      return list.shift() ?? null
    })
    return { result, calls }
  }

  it('list mode: polls every second until status 1 and returns the url', async () => {
    const { result, calls } = answers({ status: 0, url: '' }, { status: 0, url: '' }, { status: 1, url: '/sellers/download/x' })
    const start = Date.now()
    const done = pollExport('f1', result, 'list')
    await vi.advanceTimersByTimeAsync(3000)
    await expect(done).resolves.toBe('/sellers/download/x')
    expect(calls.map((t) => t - start)).toEqual([1000, 2000, 3000])
  })

  it('list mode: status 2 and an empty answer both fail with 失败', async () => {
    const failed = pollExport('f2', answers({ status: 2, url: '' }).result, 'list')
    const empty = pollExport('f3', answers(null).result, 'list')
    const assertions = [expect(failed).rejects.toThrow(new ExportFailedError('失败')), expect(empty).rejects.toThrow('失败')]
    await vi.advanceTimersByTimeAsync(1000)
    await Promise.all(assertions)
  })

  it('config mode: first poll after 500 ms, then every 2 s; any status but 0 and 1 fails with 导出失败，请重试', async () => {
    const { result, calls } = answers({ status: 0, url: '' }, { status: 0, url: '' }, { status: 5, url: '' })
    const start = Date.now()
    const done = pollExport('f4', result, 'config')
    const assertion = expect(done).rejects.toThrow('导出失败，请重试')
    await vi.advanceTimersByTimeAsync(4500)
    await assertion
    expect(calls.map((t) => t - start)).toEqual([500, 2500, 4500])
  })
})
