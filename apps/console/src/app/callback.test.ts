import { describe, expect, it } from 'vitest'
import { resolveCallback } from './callback.js'

describe('the callback guard', () => {
  const hosts = ['shop.example.com', 'ops.example.com:8443']
  it('follows an allowed host, forcing https', () => {
    expect(resolveCallback('http://shop.example.com/a?b=1#c', hosts)).toBe('https://shop.example.com/a?b=1#c')
    expect(resolveCallback('//SHOP.example.com/x', hosts)).toBe('https://shop.example.com/x')
    expect(resolveCallback('https://ops.example.com:8443/', hosts)).toBe('https://ops.example.com:8443/')
  })
  it('ignores anything else', () => {
    for (const value of ['https://evil.example.com/', 'https://shop.example.com.evil.com/', 'javascript:alert(1)', '/relative', 'https://user:pw@shop.example.com/', '', null]) {
      expect(resolveCallback(value, hosts)).toBeNull()
    }
    expect(resolveCallback('https://shop.example.com/', [])).toBeNull()
  })
})
