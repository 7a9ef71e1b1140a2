import { describe, expect, it } from 'vitest'
import { parseChinaTime } from './china-time.js'

describe('parseChinaTime', () => {
  it('reads the server’s China time as an instant, whatever the browser’s zone', () => {
    expect(parseChinaTime('2026-11-25 08:00:00')).toBe(Date.parse('2026-11-25T00:00:00Z'))
    expect(parseChinaTime('2026-11-25 08:00')).toBe(Date.parse('2026-11-25T00:00:00Z'))
    expect(parseChinaTime('2026-11-25')).toBe(Date.parse('2026-11-24T16:00:00Z'))
    // An ISO time with its own zone is still understood.
    expect(parseChinaTime('2026-11-25T00:00:00.000Z')).toBe(Date.parse('2026-11-25T00:00:00Z'))
  })
})
