import { describe, expect, it } from 'vitest'
import { checkApplyPhone, checkBossMobile, checkPhoneByCountry, digitsOnly, isLookupReady, PHONE_INVALID, PHONE_REQUIRED, ruleOf } from './phone-rules.js'

describe('checkPhoneByCountry', () => {
  it('asks +86 numbers for 1 followed by 10 digits', () => {
    expect(checkPhoneByCountry('+86', '13812345678')).toBeUndefined()
    expect(checkPhoneByCountry(undefined, '13812345678')).toBeUndefined()
    expect(checkPhoneByCountry('+86', '23812345678')).toBe(PHONE_INVALID)
    expect(checkPhoneByCountry('+86', '1381234567')).toBe(PHONE_INVALID)
    expect(checkPhoneByCountry('+86', '138123456789')).toBe(PHONE_INVALID)
  })

  it('asks other country codes for 8 or more digits', () => {
    expect(checkPhoneByCountry('+852', '91234567')).toBeUndefined()
    expect(checkPhoneByCountry('+1', '4155550100')).toBeUndefined()
    expect(checkPhoneByCountry('+852', '9123456')).toBe(PHONE_INVALID)
    expect(checkPhoneByCountry('+852', '9123-4567')).toBe(PHONE_INVALID)
  })

  it('asks for a number when empty', () => {
    expect(checkPhoneByCountry('+86', '')).toBe(PHONE_REQUIRED)
    expect(checkPhoneByCountry('+852', undefined)).toBe(PHONE_REQUIRED)
  })
})

describe('checkBossMobile', () => {
  it('says 请输入手机号 when empty and 请输入正确的手机号 when not 11 characters', () => {
    expect(checkBossMobile('')).toBe(PHONE_REQUIRED)
    expect(checkBossMobile('  ')).toBe(PHONE_REQUIRED)
    expect(checkBossMobile('1381234567')).toBe(PHONE_INVALID)
    expect(checkBossMobile('13812345678')).toBeUndefined()
  })
  it('looks the name up once 11 characters are typed', () => {
    expect(isLookupReady('1381234567')).toBe(false)
    expect(isLookupReady('13812345678')).toBe(true)
  })
})

describe('checkApplyPhone', () => {
  it('is required, then a mainland mobile', () => {
    expect(checkApplyPhone(undefined)).toBe(PHONE_REQUIRED)
    expect(checkApplyPhone('12345')).toBe(PHONE_INVALID)
    expect(checkApplyPhone('13812345678')).toBeUndefined()
  })
})

describe('helpers', () => {
  it('keeps digits only', () => expect(digitsOnly('+86 138-1234')).toBe('861381234'))
  it('turns a check into a form rule that rejects with the message', async () => {
    await expect(ruleOf(checkBossMobile).validator(null, '')).rejects.toThrow(PHONE_REQUIRED)
    await expect(ruleOf(checkBossMobile).validator(null, '13812345678')).resolves.toBeUndefined()
  })
})
