import { describe, expect, it } from 'vitest'
import { RequestError } from '../../../shared/lib/request.js'
import { readSendLimit, retryLine } from './send-limit.js'

const limited = (data: unknown, message = '验证码发送过于频繁') => new RequestError(message, 30012, data, 429)

describe('readSendLimit (spec 1 §8)', () => {
  it('minutes: a countdown of the seconds left', () => {
    expect(readSendLimit(limited({ errorType: 'minutes', seconds: 37, nextSendTime: '' }))).toEqual({ kind: 'wait', seconds: 37, message: '验证码发送过于频繁' })
  })

  it('hours and days: the message and when to retry', () => {
    for (const errorType of ['hours', 'days']) {
      expect(readSendLimit(limited({ errorType, seconds: 0, nextSendTime: '2026-03-01 12:00:00' }, '发送次数已达上限'))).toEqual({
        kind: 'blocked',
        message: '发送次数已达上限',
        retryAt: '2026-03-01 12:00:00',
      })
    }
    expect(retryLine('2026-03-01 12:00:00')).toBe('请于 2026-03-01 12:00:00 后重试')
  })

  it('anything else (by address, no data): the message alone', () => {
    expect(readSendLimit(limited({ errorType: 'ip', seconds: 0, nextSendTime: '' }))).toEqual({ kind: 'blocked', message: '验证码发送过于频繁', retryAt: null })
    expect(readSendLimit(limited(null))).toEqual({ kind: 'blocked', message: '验证码发送过于频繁', retryAt: null })
  })

  it('is not about other failures', () => {
    expect(readSendLimit(new RequestError('参数错误', 40000))).toBeNull()
    expect(readSendLimit(new Error('boom'))).toBeNull()
  })
})
