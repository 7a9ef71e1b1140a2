import { describe, expect, it } from 'vitest'
import { resolveGatewayBase } from './gateway.js'

describe('resolveGatewayBase', () => {
  const map = 'yunying.example.com=https://gw.yunying.example.com,test.example.net=https://gw.test.example.net/'
  it('derives the gateway from the current domain', () => {
    expect(resolveGatewayBase('ops.yunying.example.com', map, 'https://ops.yunying.example.com')).toBe('https://gw.yunying.example.com')
    expect(resolveGatewayBase('test.example.net', map, 'https://test.example.net')).toBe('https://gw.test.example.net')
  })
  it('falls back to the local origin for any other host', () => {
    expect(resolveGatewayBase('127.0.0.1', map, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
    expect(resolveGatewayBase('evil-yunying.example.com.attacker.io', map, 'http://x')).toBe('http://x')
    expect(resolveGatewayBase('localhost', undefined, 'http://localhost:5173')).toBe('http://localhost:5173')
  })
})
