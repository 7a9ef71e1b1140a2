import * as contracts from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import * as local from './login-constants.js'

describe('login constants', () => {
  it('are the contracts’ own values', () => {
    expect(local.SmsPurpose).toEqual(contracts.SmsPurpose)
    expect(local.QrState).toEqual(contracts.QrState)
    expect(local.SMS_CODE_LENGTH).toBe(contracts.SMS_CODE_LENGTH)
    expect(local.SMS_RESEND_SECONDS).toBe(contracts.SMS_RESEND_SECONDS)
    expect(local.QR_POLL_MS).toBe(contracts.QR_POLL_MS)
    expect(local.CN_MOBILE.source).toBe(contracts.CN_MOBILE.source)
    expect(local.OrgType).toEqual(contracts.OrgType)
  })
})
