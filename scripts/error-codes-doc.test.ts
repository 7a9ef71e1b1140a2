import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ErrorCodes, SILENT_CODES, type ErrorCodeInfo } from '../packages/contracts/src/error-codes.js'
import { renderErrorCodesDoc } from './error-codes-doc.js'

describe('the error-code catalogue', () => {
  const codes = Object.values(ErrorCodes as Record<string, ErrorCodeInfo>)

  it('keeps the meanings the specifications give', () => {
    expect(ErrorCodes.SESSION_EXPIRED).toMatchObject({ code: 50002, httpStatus: 401 })
    expect(ErrorCodes.SMS_SEND_LIMITED).toMatchObject({ code: 30012, httpStatus: 429 })
    expect(ErrorCodes.OK.code).toBe(0)
    expect(ErrorCodes.IMAGE_UPLOAD_OK.code).toBe(2000)
    expect([...SILENT_CODES].sort()).toEqual([17001, 30012, 490401])
  })

  it('has no code twice', () => {
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length)
  })

  it('is what docs/error-codes.md lists (run npm run docs:error-codes after a change)', () => {
    const doc = fs.readFileSync(new URL('../docs/error-codes.md', import.meta.url), 'utf8')
    expect(doc).toBe(renderErrorCodesDoc())
  })
})
