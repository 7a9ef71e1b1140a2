import { formatNumber, normalizeNumber } from './normalize-number.js'

describe('normalizeNumber', () => {
  it('truncates to 3 decimals before fixing the precision: 1.23456 at 2 is 1.23, not 1.24', () => {
    expect(normalizeNumber(1.23456, { precision: 2 })).toBe(1.23)
    expect(normalizeNumber('1.2399', { precision: 2 })).toBe(1.24)
    expect(normalizeNumber('1.9999', { precision: 0 })).toBe(2)
    expect(normalizeNumber('2.0004', { precision: 3 })).toBe(2)
  })

  it('drops digits past the third decimal instead of rounding them', () => {
    // At precision 2 or less truncating first cannot change the result; 3 and more show the difference.
    expect(normalizeNumber(1.23456, { precision: 3 })).toBe(1.234)
    expect(normalizeNumber(1.23456, { precision: 4 })).toBe(1.234)
    expect(normalizeNumber(9.9999, { precision: 3 })).toBe(9.999)
  })

  it('turns non-numeric input into empty', () => {
    expect(normalizeNumber('abc')).toBeUndefined()
    expect(normalizeNumber('12abc')).toBeUndefined()
    expect(normalizeNumber('')).toBeUndefined()
    expect(normalizeNumber('   ')).toBeUndefined()
    expect(normalizeNumber(Number.NaN)).toBeUndefined()
  })

  it('clamps to min 1 and max 999999999 by default', () => {
    expect(normalizeNumber(0)).toBe(1)
    expect(normalizeNumber(-5)).toBe(1)
    expect(normalizeNumber(1_000_000_000)).toBe(999999999)
    expect(normalizeNumber(42)).toBe(42)
  })

  it('clamps to a given range', () => {
    expect(normalizeNumber(0, { min: 0 })).toBe(0)
    expect(normalizeNumber(120, { min: 0, max: 100 })).toBe(100)
    expect(normalizeNumber(0.05, { min: 0.1, precision: 1 })).toBe(0.1)
  })

  it('treats precision as a non-negative integer', () => {
    expect(normalizeNumber(3.789, { precision: -2 })).toBe(4)
    expect(normalizeNumber(3.789, { precision: 1.7 })).toBe(3.8)
  })

  it('formats with the precision, empty for nothing', () => {
    expect(formatNumber(1.2, 2)).toBe('1.20')
    expect(formatNumber(undefined, 2)).toBe('')
    expect(formatNumber(7)).toBe('7')
  })
})
