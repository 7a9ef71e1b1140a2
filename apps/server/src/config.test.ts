import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('loadConfig', () => {
  it('has defaults for an embedded run', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, NODE_ENV: 'development', LOG_LEVEL: 'info', CALLBACK_ALLOWED_HOSTS: [] })
    expect(config.DATA_DIR).toBe(path.resolve('./data'))
    expect(config.FILES_DIR).toBe(path.resolve('./data/files'))
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('collects the heap at twice what it keeps unless told otherwise (ADR 0014)', () => {
    expect(loadConfig({}).HEAP_GROWING_PERCENT).toBe(100)
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).HEAP_GROWING_PERCENT).toBe(0)
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-5' })).toThrow(/HEAP_GROWING_PERCENT/)
  })

  it('reads lists and URLs', () => {
    const config = loadConfig({ CALLBACK_ALLOWED_HOSTS: 'a.example.com, B.example.com', DATABASE_URL: 'postgres://u@h:5432/db' })
    expect(config.CALLBACK_ALLOWED_HOSTS).toEqual(['a.example.com', 'b.example.com'])
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db')
  })

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_PHONE', '12345'],
    ['NODE_ENV', 'staging'],
  ])('stops with one line naming %s', (name, value) => {
    let error: unknown
    try {
      loadConfig({ [name]: value })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message.startsWith(`Invalid environment variable ${name}=${JSON.stringify(value)}: `)).toBe(true)
    expect(message).not.toContain('\n')
  })
})

describe('the SMS provider settings', () => {
  it('refuses the SMS outbox in production and keeps it off by default', () => {
    const http = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', SMS_HTTP_SECRET: 'x'.repeat(16) }
    expect(loadConfig({}).SMS_OUTBOX).toBe(false)
    expect(() => loadConfig({ NODE_ENV: 'production', ...http, SMS_OUTBOX: 'true' })).toThrow(/^Invalid environment variable SMS_OUTBOX="true": /)
  })

  it('refuses the log provider in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid environment variable SMS_PROVIDER="log": /)
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', SMS_HTTP_SECRET: 'x'.repeat(16) })).not.toThrow()
  })
  it('needs a gateway URL and secret for the http provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/^Invalid environment variable SMS_HTTP_URL="": required/)
  })
})
