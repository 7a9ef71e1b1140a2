import { describe, expect, it } from 'vitest'
import { isPhone, maskedPhone, normalizePhone } from './phone.js'

describe('phone', () => {
  it('keeps digits only and drops a pasted +86', () => {
    expect(normalizePhone('138-0000 0000')).toBe('13800000000')
    expect(normalizePhone('+86 138 0000 0000')).toBe('13800000000')
    expect(normalizePhone(undefined)).toBe('')
  })

  it('is 1 followed by 10 digits', () => {
    expect(isPhone('13800000000')).toBe(true)
    expect(isPhone('23800000000')).toBe(false)
    expect(isPhone('1380000000')).toBe(false)
  })

  it('masks the middle four digits', () => {
    expect(maskedPhone('13800001234')).toBe('138****1234')
  })
})
